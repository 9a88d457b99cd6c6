/**
 * Test-only helpers for the web component tests (apps, features, platform): the providers every
 * component expects (router + TanStack Query), a clean browser state between tests, a fetch that
 * answers by "METHOD /path" and records what was sent, and a signed-in session. Never imported by
 * app code.
 */
import './jsdom-polyfills';
import { i18next, storeToken, useAppStore, useToasts, type RoleName } from '@helpwire/web-core';
import { QueryClient, QueryClientProvider } from '@helpwire/libs/query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@helpwire/libs/router';

/** A query client for one test: no retries. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, { route = '/', client }: { route?: string; client?: QueryClient } = {}): RenderResult {
  const queryClient = client ?? testQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
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
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const named = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => named.get(name.toLowerCase()) ?? null },
    json: async () => body,
  } as unknown as Response;
}

export type Answer = (body: unknown) => [status: number, body: unknown];

export interface ApiMock {
  calls: { route: string; body: unknown }[];
  fetch: jest.Mock;
}

export const CATEGORIES = [
  {
    id: 'c1',
    slug: 'basic-tech-troubleshooting',
    parentId: null,
    name: 'Basic Tech Troubleshooting',
    description: '',
    icon: '',
    rateCentsPerMinute: 100,
    guidelines: [],
    subCategories: [],
  },
  { id: 'c2', slug: 'diy-repairs', parentId: null, name: 'DIY Repairs', description: '', icon: '', rateCentsPerMinute: 100, guidelines: [], subCategories: [] },
];

export const ok = (data: unknown, message = 'Success'): ReturnType<Answer> => [200, { statusCode: 200, message, data }];

/** Installs a fetch that answers `routes["POST /api/v1/auth/login"]`, the categories by default, else 404. */
export function mockApi(routes: Record<string, Answer>): ApiMock {
  const calls: ApiMock['calls'] = [];
  const all: Record<string, Answer> = { 'GET /api/v1/category/getNonSubCategories': () => ok(CATEGORIES), ...routes };
  const fetch = jest.fn(async (input: URL | string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ route, body });
    const answer = all[route];
    const [status, payload] = answer ? answer(body) : [404, { statusCode: 404, message: 'Route not found' }];
    return jsonResponse(status, payload);
  });
  global.fetch = fetch as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

/** A file as a picker gives it (jsdom's File, with the size the test needs). */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A session of this role in the app's store (token stored too); no current user in any cache. */
export function signedInAs(role: RoleName, token = 'token-1'): void {
  storeToken(token);
  useAppStore.getState().setCredentials({ role, token });
}
