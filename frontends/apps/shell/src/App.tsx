import { configureHttpClient, createQueryClient, i18next, RealtimeProvider } from '@helpwire/web-core';
import { Toaster } from '@helpwire/ui';
import { QueryClientProvider } from '@helpwire/libs/query';
import { useState } from 'react';
import { BrowserRouter } from '@helpwire/libs/router';
import { CrashBoundary } from './app-shell/CrashBoundary';
import { Layout } from './Layout';

export function App() {
  const [queryClient] = useState(createQueryClient);
  configureHttpClient({ fallbackError: () => i18next.t('errors.something-went-wrong') });
  return (
    <CrashBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          {/* The realtime channel (spec §7) opens for signed-in sessions only. */}
          <RealtimeProvider>
            <Layout />
          </RealtimeProvider>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </CrashBoundary>
  );
}
