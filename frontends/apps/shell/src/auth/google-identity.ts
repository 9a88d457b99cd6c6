/**
 * Google Identity Services, loaded only when a page shows the Google button: its button's
 * callback answers the ID token as `credential`.
 */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential?: string;
}

/** The part of `google.accounts.id` this app uses. */
export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | undefined;

/** Adds the script once (a failed load may be retried); resolves with `google.accounts.id`. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  }).finally(() => {
    loading = undefined;
  });
  return loading;
}

const initialized = new WeakMap<GoogleIdentity, string>();
let onCredential: ((credential: string) => void) | undefined;

/**
 * Initializes Google Identity Services for `clientId` (once: Google warns about repeated calls) and
 * sends its credentials to `handler` until another button takes over.
 */
export function initGoogleIdentity(api: GoogleIdentity, clientId: string, handler: (credential: string) => void): void {
  onCredential = handler;
  if (initialized.get(api) === clientId) return;
  api.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    callback: (response) => {
      if (response.credential) onCredential?.(response.credential);
    },
  });
  initialized.set(api, clientId);
}
