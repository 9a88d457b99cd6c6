import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1). */
export const ARGON2_OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches; an account without a password (social sign-in only) never matches, in the same time. */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    if (passwordHash === null) return await verify(await dummyPasswordHash(), password).then(() => false);
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when no account matches, so a wrong e-mail costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no-such-account-Pa55!');
  return dummyHash;
}
