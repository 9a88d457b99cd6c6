/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { i18next, TOKEN_KEY, useAppStore, useToasts } from '@helpwire/web-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState } from '../test/render-with-providers';
import { cachedUser, currentUser, mockApi, ok, renderAuthPage, setupAuthTexts, type Answer, type ApiMock } from './auth-test-helpers';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleCredentialResponse, type GoogleIdentity } from './google-identity';

const PROVIDERS = 'GET /api/v1/auth/providers';
const NOT_VERIFIED = 'The sign-in with this provider could not be verified. Please try again.';

const session = (role: 'USER' | 'HELPER', created = false): ReturnType<Answer> => [
  created ? 201 : 200,
  {
    statusCode: created ? 201 : 200,
    message: created ? 'Account created successfully' : 'Login successfully',
    data: { token: 'social-tok', user: currentUser({ id: 'u9', roleId: role === 'HELPER' ? 2 : 1, role: { name: role } }), created },
  },
];

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const idToken = (claims: Record<string, unknown>) => `${base64url({ alg: 'RS256', kid: 'k1' })}.${base64url(claims)}.signature`;

const googleScript = () => document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
const posts = (api: ApiMock) => api.calls.filter((c) => c.route.startsWith('POST'));

/** Holds the providers' answer until `release()`, to see what happens before the buttons exist. */
function gatedProviders(api: ApiMock): () => Promise<void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const answer = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input: URL | string, init?: RequestInit) => {
    if (new URL(String(input)).pathname === '/api/v1/auth/providers') await gate;
    return answer(input, init);
  });
  return async () => {
    await act(async () => open());
  };
}

/** google.accounts.id as the script defines it: its button hands the credential to the callback. */
function fakeGoogleIdentity(credential = 'google-id-token') {
  let callback: ((response: GoogleCredentialResponse) => void) | undefined;
  const id = {
    initialize: jest.fn((config: { callback: (response: GoogleCredentialResponse) => void }) => {
      callback = config.callback;
    }),
    renderButton: jest.fn((parent: HTMLElement) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Google’s own button';
      button.onclick = () => callback?.({ credential });
      parent.append(button);
    }),
  };
  return id as typeof id & GoogleIdentity;
}

async function scriptLoads(id: GoogleIdentity) {
  const script = await waitFor(() => {
    const found = googleScript();
    if (!found) throw new Error('no Google script yet');
    return found;
  });
  window.google = { accounts: { id } };
  await act(async () => {
    script.dispatchEvent(new Event('load'));
  });
}

/** What the popup flow opened, and a way to answer as /auth/callback would. */
function popupFlow(open: jest.SpyInstance) {
  const url = new URL(String(open.mock.calls.at(-1)?.[0]));
  const state = url.searchParams.get('state')!;
  const nonce = url.searchParams.get('nonce')!;
  const answer = async (data: Record<string, unknown>, origin = window.location.origin) => {
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'hw-oidc-callback', ...data } }));
    });
  };
  return { url, state, nonce, answer };
}

beforeAll(async () => {
  await setupAuthTexts();
});

let open: jest.SpyInstance;

beforeEach(async () => {
  await resetBrowserState();
  delete window.google;
  for (const script of document.head.querySelectorAll('script')) script.remove();
  open = jest.spyOn(window, 'open').mockReturnValue({ close: jest.fn() } as unknown as Window);
});

afterEach(() => {
  open.mockRestore();
});

describe('social sign-in buttons', () => {
  it('shows no buttons and loads no Google script when no provider is enabled', async () => {
    const api = mockApi({ [PROVIDERS]: () => ok([]) });
    await renderAuthPage('/user/sign-in');
    await screen.findByRole('heading', { name: 'Sign in as a user' });
    await waitFor(() => expect(api.calls.some((c) => c.route === PROVIDERS)).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Sign in with another account' })).toBeNull();
    expect(googleScript()).toBeNull();
  });

  it('shows nothing, and no error, when the provider list cannot be read', async () => {
    const api = mockApi({});
    await renderAuthPage('/user/sign-up');
    await screen.findByRole('heading', { name: 'Create your user account' });
    await waitFor(() => expect(api.calls.some((c) => c.route === PROVIDERS)).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('lists the enabled providers in a fixed order, in English and in Arabic, ignoring unknown ones', async () => {
    mockApi({
      [PROVIDERS]: () =>
        ok([
          { provider: 'facebook', clientId: 'fb-app' },
          { provider: 'myspace', clientId: 'x' },
          { provider: 'microsoft', clientId: 'ms-app' },
          { provider: 'apple', clientId: '' },
        ]),
    });
    await renderAuthPage('/helper/sign-up');
    const list = await screen.findByRole('list', { name: 'Sign in with another account' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['MContinue with Microsoft', 'fContinue with Facebook']);
    await act(() => i18next.changeLanguage('ar'));
    expect(await within(list).findByRole('button', { name: 'المتابعة باستخدام Microsoft' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'تسجيل الدخول بحساب آخر' })).toBeTruthy();
  });

  it('Google: the script is requested only once the button shows; its credential signs the user in with the role USER', async () => {
    const api = mockApi({
      [PROVIDERS]: () => ok([{ provider: 'google', clientId: 'g-client.apps.googleusercontent.com' }]),
      'POST /api/v1/auth/google': () => session('USER'),
    });
    const release = gatedProviders(api);
    const client = await renderAuthPage('/user/sign-in');
    await screen.findByRole('heading', { name: 'Sign in as a user' });
    await act(async () => {});
    expect(googleScript()).toBeNull();

    await release();
    const standIn = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(standIn.getAttribute('aria-busy')).toBe('true');
    const id = fakeGoogleIdentity();
    await scriptLoads(id);

    expect(id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'g-client.apps.googleusercontent.com' }));
    expect(id.renderButton).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ text: 'continue_with', locale: 'en' }));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Google’s own button' }));
    expect(await screen.findByText('user dashboard')).toBeTruthy();
    expect(posts(api)).toEqual([{ route: 'POST /api/v1/auth/google', body: { credential: 'google-id-token', role: 'USER' } }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('social-tok');
    expect(useAppStore.getState().auth).toEqual({ role: 'USER', token: 'social-tok' });
    expect(cachedUser(client)).toMatchObject({ id: 'u9' });
    expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toEqual([['success', 'Login successfully']]);
    expect(document.head.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).toHaveLength(1);
  });

  it('Google: a script that cannot load leaves our button, which tries again and then says so', async () => {
    mockApi({ [PROVIDERS]: () => ok([{ provider: 'google', clientId: 'g-client' }]) });
    await renderAuthPage('/user/sign-in');
    await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(googleScript()).not.toBeNull());
    await act(async () => {
      googleScript()!.dispatchEvent(new Event('error'));
    });
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(googleScript()).toBeNull();

    await userEvent.setup().click(button);
    await waitFor(() => expect(googleScript()).not.toBeNull());
    await act(async () => {
      googleScript()!.dispatchEvent(new Event('error'));
    });
    expect(
      await screen.findByText('Sign-in with Google could not be loaded. Check your connection and try again.', { selector: '.hw-auth-alert span' }),
    ).toBeTruthy();
  });

  it('a popup provider: opens the authorization endpoint with an implicit ID-token request, and only this origin with this state signs in', async () => {
    const token = () => idToken({ iss: 'https://login.microsoftonline.com/tid/v2.0', nonce: flow.nonce });
    const api = mockApi({
      [PROVIDERS]: () => ok([{ provider: 'microsoft', clientId: 'ms-client' }]),
      'POST /api/v1/auth/microsoft': () => session('HELPER', true),
    });
    await renderAuthPage('/helper/sign-in');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Microsoft' }));

    expect(open).toHaveBeenCalledTimes(1);
    const flow = popupFlow(open);
    expect(`${flow.url.origin}${flow.url.pathname}`).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/authorize');
    expect(flow.url.searchParams.get('client_id')).toBe('ms-client');
    expect(flow.url.searchParams.get('response_type')).toBe('id_token');
    expect(flow.url.searchParams.get('scope')).toBe('openid email profile');
    expect(flow.url.searchParams.get('response_mode')).toBe('fragment');
    expect(flow.url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/auth/callback`);
    expect(flow.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(flow.state).toMatch(/^[0-9a-f]{32}$/);
    expect(flow.state).not.toBe(flow.nonce);

    await flow.answer({ state: flow.state, id_token: token() }, 'https://evil.example');
    await flow.answer({ state: 'someone-elses-state', id_token: token() });
    await flow.answer({ state: flow.state, id_token: token(), type: 'other' });
    expect(posts(api)).toEqual([]);

    await flow.answer({ state: flow.state, id_token: token() });
    expect(await screen.findByText('helper dashboard')).toBeTruthy();
    expect(posts(api)).toEqual([{ route: 'POST /api/v1/auth/microsoft', body: { credential: token(), role: 'HELPER' } }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('social-tok');
    expect(useAppStore.getState().auth).toMatchObject({ role: 'HELPER', token: 'social-tok' });
    expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toEqual([['success', 'Account created successfully']]);
  });

  it('a popup provider: a token without this flow’s nonce is refused before the server; a cancel says nothing', async () => {
    const api = mockApi({ [PROVIDERS]: () => ok([{ provider: 'apple', clientId: 'com.helpwire.web' }]) });
    await renderAuthPage('/user/sign-up');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    let flow = popupFlow(open);
    expect(`${flow.url.origin}${flow.url.pathname}`).toBe('https://appleid.apple.com/auth/authorize');
    await flow.answer({ state: flow.state, error: 'user_cancelled_authorize' });
    expect(useToasts.getState().toasts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    flow = popupFlow(open);
    await flow.answer({ state: flow.state, id_token: idToken({ nonce: 'replayed' }) });
    expect(await screen.findByText(NOT_VERIFIED, { selector: '.hw-auth-alert span' })).toBeTruthy();
    expect(posts(api)).toEqual([]);
  });

  it('a blocked popup is explained', async () => {
    open.mockReturnValue(null);
    mockApi({ [PROVIDERS]: () => ok([{ provider: 'facebook', clientId: 'fb-app' }]) });
    await renderAuthPage('/user/sign-in');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    expect(new URL(String(open.mock.calls[0]?.[0])).origin).toBe('https://www.facebook.com');
    expect(
      await screen.findByText('The sign-in window was blocked. Allow pop-ups for this site and try again.', { selector: '.hw-auth-alert span' }),
    ).toBeTruthy();
  });

  it.each([
    [401, NOT_VERIFIED],
    [
      422,
      'Your account at this provider has no verified email address. Sign in with your email and password, or sign up with your email, and link the provider later.',
    ],
  ])('a %i shows the server message and keeps the page', async (status, message) => {
    mockApi({
      [PROVIDERS]: () => ok([{ provider: 'google', clientId: 'g-client' }]),
      'POST /api/v1/auth/google': () => [status, { statusCode: status, message }],
    });
    await renderAuthPage('/user/sign-in');
    await scriptLoads(fakeGoogleIdentity());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Google’s own button' }));
    expect(await screen.findByText(message, { selector: '.hw-auth-alert span' })).toBeTruthy();
    expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toEqual([['error', message]]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign in as a user' })).toBeTruthy();
  });

  it('"No account found for this role HELPER" offers the user sign-in', async () => {
    mockApi({
      [PROVIDERS]: () => ok([{ provider: 'google', clientId: 'g-client' }]),
      'POST /api/v1/auth/google': () => [
        404,
        { statusCode: 404, message: 'No account found for this role HELPER', error: 'Not Found', code: 'AUTH_ROLE_NOT_REGISTERED' },
      ],
    });
    await renderAuthPage('/helper/sign-in');
    await scriptLoads(fakeGoogleIdentity());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Google’s own button' }));
    const alert = (await screen.findByText('No account found for this role HELPER', { selector: '.hw-auth-alert span' })).parentElement!;
    expect(within(alert).getByRole('link', { name: 'Sign in as a user' }).getAttribute('href')).toBe('/user/sign-in');
  });
});
