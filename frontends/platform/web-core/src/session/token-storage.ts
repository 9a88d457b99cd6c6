/** The session token lives in local storage under the spec's key. */
export const TOKEN_KEY = '_CCAA00';
export const LAST_TOKEN_HANDLED_KEY = 'lastTokenHandled';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(LAST_TOKEN_HANDLED_KEY);
}
