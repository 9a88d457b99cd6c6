import { configureHttpClient, createQueryClient, i18next, Toaster } from '@helpwire/ui';
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
          <Layout />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </CrashBoundary>
  );
}
