/**
 * Test-only helpers for shell component tests: the providers every shell component expects
 * (router + TanStack Query), a clean browser state between tests, and fetch answers.
 */
import './jsdom-polyfills';
import { i18next, useAppStore, useToasts } from '@helpwire/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Expires every cookie jsdom holds for the page. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/** Storage, cookies, stores, document language and i18n back to a first visit in English. */
export async function resetBrowserState(): Promise<void> {
  localStorage.clear();
  clearCookies();
  useAppStore.setState(useAppStore.getInitialState(), true);
  useToasts.setState({ toasts: [] });
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  await i18next.changeLanguage('en');
}

/** A minimal fetch Response for mocks (jsdom has no Response). */
export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}
