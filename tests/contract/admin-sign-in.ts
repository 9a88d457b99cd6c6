import { signInAdminWithSecondFactor, type AdminSignIn } from '@helpwire/auth/testing';
import { call } from './stack';

/**
 * An admin's sign-in on a stack with the second factor completed (decision 0064): enrols on the first
 * sign-in with the code computed from the secret offered, sends the current TOTP code later. The one
 * way the contract suites sign an admin in.
 */
export function adminSignIn(base: string, identifier: string, password: string): Promise<AdminSignIn> {
  const post = (path: string, json: unknown) => call(base, `/api/v1${path}`, { method: 'POST', json });
  return signInAdminWithSecondFactor(post, base, identifier, password);
}
