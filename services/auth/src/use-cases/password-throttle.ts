import { AppError, type Database } from '@helpwire/service-kit';
import { passwordMatches } from '../domain/password-hashing';
import { ServiceTexts } from '../domain/service-texts';
import { accountKey, clearFailures, isLocked, recordFailure, throttleKeys } from '../store/login-throttle';

/** Refuses with "Too many attempts…" while any of `keys` is locked. */
export async function refuseWhenLocked(db: Database, keys: string[]): Promise<void> {
  for (const key of keys) if (await isLocked(db, key)) throw new AppError('RESOURCE_EXHAUSTED', ServiceTexts.tooManyAttempts, 'AUTH_ACCOUNT_LOCKED');
}

/** Counts one failure against each of `keys`. */
export async function recordFailures(db: Database, keys: string[]): Promise<void> {
  for (const key of keys) await recordFailure(db, key);
}

/**
 * The current password of a signed-in account (change password, delete account), throttled as sign-in
 * is: 5 wrong ones lock the account, 50 the address, for 15 minutes, even for the right password.
 */
export async function checkCurrentPassword(
  db: Database,
  account: { id: string; passwordHash: string | null },
  password: string,
  clientAddress: string | undefined,
): Promise<void> {
  const keys = throttleKeys(clientAddress, accountKey(account.id));
  await refuseWhenLocked(db, keys);
  if (!(await passwordMatches(account.passwordHash, password))) {
    await recordFailures(db, keys);
    throw AppError.invalid(ServiceTexts.currentPasswordWrong, 'AUTH_CURRENT_PASSWORD_WRONG');
  }
  await clearFailures(db, keys[0]!);
}
