import { signInAdminWithSecondFactor, type AdminSignIn } from '@helpwire/auth/testing';

/**
 * An admin's sign-in on a running product with the second factor completed (decision 0064): enrols
 * on the first sign-in with the code computed from the secret offered, sends the current TOTP code
 * later. The one way the launcher's suites sign an admin in.
 */
export function adminSignIn(url: string, identifier: string, password: string): Promise<AdminSignIn> {
  const post = async (path: string, json: unknown) => {
    const response = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
    return { status: response.status, body: (await response.json()) as { message?: string; data?: unknown } };
  };
  return signInAdminWithSecondFactor(post, url, identifier, password);
}
