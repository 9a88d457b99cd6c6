/**
 * Test-only helpers for the auth pages: i18n with the auth texts, and a fetch that answers by
 * "METHOD /path" and records what was sent.
 */
import '../test/jsdom-polyfills';
import { setupI18n, Toaster } from '@helpwire/ui';
import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { jsonResponse, renderWithProviders } from '../test/render-with-providers';
import AuthPage from './AuthPage';
import { authTextsReady } from './auth-texts';

export async function setupAuthTexts(): Promise<void> {
  await setupI18n();
  await authTextsReady();
}

export type Answer = (body: unknown) => [status: number, body: unknown];

export interface ApiMock {
  calls: { route: string; body: unknown }[];
  fetch: jest.Mock;
}

export const CATEGORIES = [
  { id: 'c1', slug: 'basic-tech-troubleshooting', parentId: null, name: 'Basic Tech Troubleshooting', description: '', icon: '', rateCentsPerMinute: 100, guidelines: [], subCategories: [] },
  { id: 'c2', slug: 'diy-repairs', parentId: null, name: 'DIY Repairs', description: '', icon: '', rateCentsPerMinute: 100, guidelines: [], subCategories: [] },
];

/** Installs a fetch that answers `routes["POST /api/v1/auth/login"]`, the categories by default, else 404. */
export function mockApi(routes: Record<string, Answer>): ApiMock {
  const calls: ApiMock['calls'] = [];
  const all: Record<string, Answer> = { 'GET /api/v1/category/getNonSubCategories': () => [200, { statusCode: 200, message: 'Success', data: CATEGORIES }], ...routes };
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

/**
 * The auth page at `route` as the shell shows it (dashboards and home as stand-ins), with the
 * toasts. Rendered inside act: AuthPage waits for its texts with React `use`.
 */
export async function renderAuthPage(route: string): Promise<void> {
  await act(async () => {
    renderWithProviders(
      <>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/dashboard" element={<p>user dashboard</p>} />
            <Route path="/helper/dashboard" element={<p>helper dashboard</p>} />
            <Route path="/" element={<p>home page</p>} />
            <Route path="*" element={<AuthPage />} />
          </Routes>
        </Suspense>
        <Toaster />
      </>,
      { route },
    );
  });
}
