/**
 * The OpenID Connect implicit flow in a popup (Microsoft, Apple, Facebook): the provider sends the
 * ID token in the fragment of /auth/callback, which hands it to this window (AuthCallback.tsx).
 */
export const OIDC_CALLBACK_PATH = '/auth/callback';
/** The `type` of the callback's message, and the name of its BroadcastChannel. */
export const OIDC_CALLBACK_MESSAGE = 'hw-oidc-callback';
const POPUP_NAME = 'hw-social-sign-in';

/** What /auth/callback sends back: the fragment's id_token and state, or the provider's error. */
export interface OidcCallbackMessage {
  type: typeof OIDC_CALLBACK_MESSAGE;
  state: string;
  id_token?: string;
  error?: string;
}

export type PopupFailure = 'blocked' | 'cancelled' | 'invalid';

export class PopupSignInError extends Error {
  constructor(readonly reason: PopupFailure) {
    super(`popup sign-in ${reason}`);
    this.name = 'PopupSignInError';
  }
}

export interface PopupSignIn {
  /** The ID token, once the callback answers with this flow's state (and the token with its nonce). */
  token: Promise<string>;
  /** Stops listening (the page closed, or another sign-in started). */
  cancel: () => void;
}

function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The `nonce` claim of a JWT (read, not verified: the server verifies the token). */
export function nonceOf(idToken: string): string | undefined {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    // atob gives UTF-8 bytes as Latin-1 characters: fine for the nonce, which is ASCII.
    const claims = JSON.parse(atob(base64)) as { nonce?: unknown };
    return typeof claims.nonce === 'string' ? claims.nonce : undefined;
  } catch {
    return undefined;
  }
}

export function authorizationUrl(endpoint: string, params: { clientId: string; scope: string; state: string; nonce: string }): string {
  const url = new URL(endpoint);
  url.searchParams.set('client_id', params.clientId);
  url.searchParams.set('response_type', 'id_token');
  if (params.scope) url.searchParams.set('scope', params.scope);
  url.searchParams.set('nonce', params.nonce);
  url.searchParams.set('state', params.state);
  url.searchParams.set('redirect_uri', `${window.location.origin}${OIDC_CALLBACK_PATH}`);
  url.searchParams.set('response_mode', 'fragment');
  return url.toString();
}

/**
 * Opens the provider's authorization page in a popup and waits for /auth/callback. Only messages
 * from this origin with this flow's `state` count, and the token must carry this flow's `nonce`.
 * The callback posts to `window.opener`; when a Cross-Origin-Opener-Policy cut the popup off from
 * its opener, it uses a same-origin BroadcastChannel instead.
 */
export function startPopupSignIn(endpoint: string, clientId: string, scope: string): PopupSignIn {
  const state = randomToken();
  const nonce = randomToken();
  const width = 500;
  const height = 640;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open(
    authorizationUrl(endpoint, { clientId, scope, state, nonce }),
    POPUP_NAME,
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );

  let cleanup = () => {};
  const token = new Promise<string>((resolve, reject) => {
    if (!popup) {
      reject(new PopupSignInError('blocked'));
      return;
    }
    const receive = (data: unknown) => {
      const message = data as Partial<OidcCallbackMessage> | null;
      if (!message || typeof message !== 'object' || message.type !== OIDC_CALLBACK_MESSAGE || message.state !== state) return;
      cleanup();
      if (message.error || !message.id_token) reject(new PopupSignInError('cancelled'));
      else if (nonceOf(message.id_token) !== nonce) reject(new PopupSignInError('invalid'));
      else resolve(message.id_token);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) receive(event.data);
    };
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OIDC_CALLBACK_MESSAGE) : undefined;
    if (channel) channel.onmessage = (event: MessageEvent) => receive(event.data);
    window.addEventListener('message', onMessage);
    cleanup = () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  });
  return { token, cancel: () => cleanup() };
}
