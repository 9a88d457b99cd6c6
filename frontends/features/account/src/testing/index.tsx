/**
 * Test-only helpers for the web component tests (shell, remotes, account forms): the providers
 * every component expects (router + TanStack Query), a clean browser state between tests, and a
 * fetch that answers by "METHOD /path" and records what was sent. Never imported by app code.
 */
import './jsdom-polyfills';
import { i18next, setupI18n, storeToken, useAppStore, useToasts, type RoleName } from '@helpwire/web-core';
import { QueryClient, QueryClientProvider } from '@helpwire/libs/query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@helpwire/libs/router';
import type { CurrentUser } from '../current-user';
import { CURRENT_USER_KEY, setCurrentUser } from '../current-user';
import { accountTextsReady } from '../texts';

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
  return { ok: status >= 200 && status < 300, status, headers: { get: (name: string) => named.get(name.toLowerCase()) ?? null }, json: async () => body } as unknown as Response;
}

export async function setupAccountTexts(): Promise<void> {
  await setupI18n();
  await accountTextsReady();
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

export interface UploadMock {
  /** What each upload sent: purpose, file name, headers. */
  uploads: { purpose: string; name: string; headers: Record<string, string> }[];
}

/**
 * Replaces XMLHttpRequest (the upload transport) with one that reports progress and answers
 * 201 with a FileRef, or what `answer` returns for the file.
 */
export function mockUploads(answer?: (purpose: string, file: File) => [status: number, body: unknown] | undefined): UploadMock {
  const mock: UploadMock = { uploads: [] };
  let next = 1;
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    headers: Record<string, string> = {};
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    abort() {
      this.onabort?.();
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      const purpose = String(form.get('purpose'));
      const file = form.get('file') as File;
      mock.uploads.push({ purpose, name: file.name, headers: this.headers });
      const id = `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
      const [status, body] = answer?.(purpose, file) ?? [
        201,
        { statusCode: 201, message: 'File uploaded successfully', data: { id, purpose, name: file.name, mimeType: file.type, size: file.size, url: `/files/${id}`, createdAt: '2025-01-01T00:00:00Z' } },
      ];
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        setTimeout(() => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        }, 0);
      }, 0);
    }
  }
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return mock;
}

/** A FileRef as the API returns it. */
export function fileRef(id: string, name: string, purpose: 'ID_CARD' | 'DOCUMENT' | 'PROFILE_PICTURE' = 'DOCUMENT') {
  return { id, purpose, name, mimeType: purpose === 'DOCUMENT' ? 'application/pdf' : 'image/png', size: 2 * 1024 * 1024, url: `/files/${id}`, createdAt: '2025-01-01T00:00:00Z' };
}

/** A current user as GET /users/find answers it (every field of the contract), with the test's changes. */
export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u-1',
    roleId: 1,
    role: { name: 'USER' },
    roles: ['USER'],
    verified: true,
    isAvailable: false,
    verificationStatus: null,
    rejectionReason: null,
    firstName: 'Maya',
    lastName: 'Karam',
    username: 'maya.k',
    email: 'maya@example.com',
    phone: '+971501234567',
    gender: 'Female',
    languages: [{ label: 'English', value: 'en' }],
    categories: [{ label: 'DIY Repairs', value: 'diy-repairs' }],
    favoriteCategories: [],
    location: { latitude: 25.2, longitude: 55.27, address: 'Dubai Marina' },
    bio: '',
    genderPreference: 'NO_PREFERENCE',
    profilePic: '',
    idCard: null,
    documents: [],
    hasPassword: true,
    pendingEmail: null,
    ...overrides,
  };
}

/**
 * A signed-in session as the app has it after SessionGate: the token stored, its role and token in
 * the store, the user in the query cache of the client returned (pass it to renderWithProviders).
 */
export function signedIn(user: CurrentUser, { token = 'token-1', client = testQueryClient() }: { token?: string; client?: QueryClient } = {}): QueryClient {
  storeToken(token);
  useAppStore.getState().setCredentials({ role: user.role.name.toUpperCase() as RoleName, token });
  // Fresh for a minute, as the app's query client keeps it (no extra /users/find when a page mounts).
  client.setQueryDefaults(CURRENT_USER_KEY, { staleTime: 60_000 });
  setCurrentUser(client, user);
  return client;
}

/** The user the query cache holds now (undefined: no one signed in). */
export function cachedUser(client: QueryClient): CurrentUser | undefined {
  return client.getQueryData<CurrentUser>(CURRENT_USER_KEY);
}
