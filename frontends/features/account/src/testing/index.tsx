/**
 * Test-only helpers of the account feature: its texts, uploads, file references and a signed-in
 * current user, with every generic helper of @helpwire/web-testing (providers, fetch mock, clean
 * browser state). Never imported by app code.
 */
import { RealtimeProvider, setupI18n, storeToken, useAppStore, type RealtimeClient, type RoleName } from '@helpwire/web-core';
import { renderWithProviders, testQueryClient } from '@helpwire/web-testing';
import { act } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import type { QueryClient } from '@helpwire/libs/query';
import type { CurrentUser } from '../current-user';
import { CURRENT_USER_KEY, setCurrentUser } from '../current-user';
import { accountTextsReady } from '../texts';

export * from '@helpwire/web-testing';

export async function setupAccountTexts(): Promise<void> {
  await setupI18n();
  await accountTextsReady();
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
        {
          statusCode: 201,
          message: 'File uploaded successfully',
          data: { id, purpose, name: file.name, mimeType: file.type, size: file.size, url: `/files/${id}`, createdAt: '2025-01-01T00:00:00Z' },
        },
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
  return {
    id,
    purpose,
    name,
    mimeType: purpose === 'DOCUMENT' ? 'application/pdf' : 'image/png',
    size: 2 * 1024 * 1024,
    url: `/files/${id}`,
    createdAt: '2025-01-01T00:00:00Z',
  };
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

/** A realtime channel that is up and answers every emit `{ ok: true }` (for pages that read its status). */
export function connectedChannel(): RealtimeClient {
  const client = {
    status: 'connected',
    onStatus: () => () => undefined,
    connect: async () => undefined,
    disconnect: () => undefined,
    on: () => () => undefined,
    emit: async () => ({ ok: true }),
  };
  return client as unknown as RealtimeClient;
}

/** A page as the shell shows it to a signed-in person: their session, a connected channel, a Suspense for its texts. */
export async function renderSignedInPage(Page: ComponentType, user: CurrentUser): Promise<void> {
  const client = signedIn(user);
  await act(async () => {
    renderWithProviders(
      <RealtimeProvider client={connectedChannel()}>
        <Suspense fallback={<p>loading page</p>}>
          <Page />
        </Suspense>
      </RealtimeProvider>,
      { client },
    );
  });
}
