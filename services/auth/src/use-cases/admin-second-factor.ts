import { adminEnrollBody, adminTotpBody, AuthTexts } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { hashChallenge, hashRecoveryCode, newChallenge, newRecoveryCodes, openTotpSecret, sealTotpSecret } from '../domain/second-factor-secrets';
import { matchingStep, newTotpSecret, otpauthUrl } from '../domain/totp';
import { findAccountByEmail, findAccountById, type AccountWithRoles } from '../store/account-queries';
import { clearFailures, throttleKeys } from '../store/login-throttle';
import {
  consumeChallenge,
  deleteSecondFactor,
  findLiveChallenge,
  findSecondFactor,
  insertChallenge,
  insertRecoveryCodes,
  insertSecondFactor,
  useRecoveryCode,
  useTotpStep,
} from '../store/second-factor-store';
import type { SecondFactorStep } from '../store/schema';
import { revokeRoleSessions } from '../store/session-store';
import type { AuthDeps } from './deps';
import { recordFailures, refuseWhenLocked } from './password-throttle';
import { startSession } from './start-session';

export const SecondFactorTexts = {
  adminNotFound: 'No admin account has this e-mail address or id',
} as const;

/** How long the second step may take after the password (decision 0064). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** The lockout key of an admin's second factor: 5 wrong codes lock it for 15 minutes, as passwords do. */
export const secondFactorKey = (accountId: string) => `second-factor:${accountId}`;

const challengeGone = () => new AppError('UNAUTHENTICATED', AuthTexts.challengeExpired, 'AUTH_CHALLENGE_INVALID');
const wrongCode = () => AppError.invalid(AuthTexts.secondFactorWrong, 'AUTH_SECOND_FACTOR_INVALID');
const reusedCode = () => AppError.invalid(AuthTexts.secondFactorReused, 'AUTH_SECOND_FACTOR_REUSED');

/**
 * After an admin's correct password (login with role ADMIN): no session, a challenge for the second
 * step instead. TOTP when the admin has set it up; otherwise ENROLL, offering a fresh secret (sealed
 * in the challenge, stored for good only once its first code comes back).
 */
export async function openAdminChallenge(deps: AuthDeps, account: AccountWithRoles): Promise<auth.AdminChallenge> {
  const { challenge, hash } = newChallenge();
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  if (await findSecondFactor(deps.db, account.id)) {
    await insertChallenge(deps.db, { accountId: account.id, step: 'TOTP', tokenHash: hash, sealedSecret: null, expiresAt });
    return { step: authNames.secondFactorStepNames.toProto('TOTP'), challenge };
  }
  const secret = newTotpSecret();
  const sealedSecret = sealTotpSecret(deps.secondFactorKey, account.id, secret);
  await insertChallenge(deps.db, { accountId: account.id, step: 'ENROLL', tokenHash: hash, sealedSecret, expiresAt });
  const label = account.email ?? account.phone ?? account.username;
  return { step: authNames.secondFactorStepNames.toProto('ENROLL'), challenge, secret, otpauthUrl: otpauthUrl(secret, label) };
}

/** The live challenge of `step` with the admin it was opened for (still an admin), or AUTH_CHALLENGE_INVALID. */
async function liveChallenge(deps: AuthDeps, challenge: string, step: SecondFactorStep) {
  const found = await findLiveChallenge(deps.db, hashChallenge(challenge));
  if (!found || found.step !== step) throw challengeGone();
  const account = await findAccountById(deps.db, found.accountId);
  if (!account?.roles.some((r) => r.role === 'ADMIN')) throw challengeGone();
  return { found, account };
}

/**
 * POST /auth/login/admin/totp: the TOTP challenge with the code the app shows (the step before or
 * after counts too) or one unused recovery code. A wrong code, a code of a step already used and a
 * used recovery code count as failures (5 lock the admin's second factor for 15 minutes, 50 the
 * address); the challenge stays usable until it expires or succeeds. Answers the admin's session.
 */
export async function verifyAdminSecondFactor(
  deps: AuthDeps,
  request: auth.VerifyAdminSecondFactorRequest,
  ctx: CallContext,
): Promise<{ token: string; user: auth.User }> {
  const body = validateInput(adminTotpBody, { challenge: request.challenge, code: request.code, recoveryCode: request.recoveryCode });
  const { found, account } = await liveChallenge(deps, body.challenge, 'TOTP');
  const keys = throttleKeys(request.clientAddress, secondFactorKey(account.id));
  await refuseWhenLocked(deps.db, keys);
  const factor = await findSecondFactor(deps.db, account.id);
  if (!factor) throw challengeGone();

  let step: number | undefined;
  if (body.code !== undefined) {
    step = matchingStep(openTotpSecret(deps.secondFactorKey, account.id, factor.sealedSecret), body.code, Date.now());
    if (step === undefined) return fail(deps, keys, wrongCode(), ctx);
    if (step <= factor.lastUsedStep) return fail(deps, keys, reusedCode(), ctx);
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const spent =
      step !== undefined
        ? await useTotpStep(tx, account.id, step)
        : await useRecoveryCode(tx, account.id, hashRecoveryCode(deps.secondFactorKey, body.recoveryCode!));
    if (!spent) return step !== undefined ? 'REUSED' : 'WRONG';
    // The proof is spent only with the challenge: a challenge used meanwhile undoes both (the throw rolls back).
    if (!(await consumeChallenge(tx, found.id))) throw challengeGone();
    return 'OK';
  });
  if (outcome === 'REUSED') return fail(deps, keys, reusedCode(), ctx);
  if (outcome === 'WRONG') return fail(deps, keys, wrongCode(), ctx);
  await clearFailures(deps.db, keys[0]!);
  ctx.logger.info({ accountId: account.id, by: step !== undefined ? 'totp' : 'recovery code' }, 'admin second factor passed');
  return startSession(deps.db, deps.secret, deps.sessionTtlMs, account, 'ADMIN', 'PASSWORD');
}

/**
 * POST /auth/login/admin/totp/enroll: the ENROLL challenge with the first code of the secret it
 * offered. Stores the secret (sealed) with the code's step as used, and ten recovery codes (hashed);
 * answers the session and the recovery codes, which are never shown again.
 */
export async function enrollAdminSecondFactor(
  deps: AuthDeps,
  request: auth.EnrollAdminSecondFactorRequest,
  ctx: CallContext,
): Promise<{ token: string; user: auth.User; recoveryCodes: string[] }> {
  const body = validateInput(adminEnrollBody, { challenge: request.challenge, code: request.code });
  const { found, account } = await liveChallenge(deps, body.challenge, 'ENROLL');
  const keys = throttleKeys(request.clientAddress, secondFactorKey(account.id));
  await refuseWhenLocked(deps.db, keys);
  if (!found.sealedSecret) throw challengeGone();
  const step = matchingStep(openTotpSecret(deps.secondFactorKey, account.id, found.sealedSecret), body.code, Date.now());
  if (step === undefined) return fail(deps, keys, wrongCode(), ctx);

  const recoveryCodes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    // Another challenge may have enrolled meanwhile: this one then offers nothing any more (the throw rolls back).
    if (!(await consumeChallenge(tx, found.id)) || !(await insertSecondFactor(tx, account.id, found.sealedSecret!, step))) throw challengeGone();
    await insertRecoveryCodes(
      tx,
      account.id,
      recoveryCodes.map((code) => hashRecoveryCode(deps.secondFactorKey, code)),
    );
  });
  await clearFailures(deps.db, keys[0]!);
  ctx.logger.info({ accountId: account.id }, 'admin second factor set up');
  const session = await startSession(deps.db, deps.secret, deps.sessionTtlMs, account, 'ADMIN', 'PASSWORD');
  return { ...session, recoveryCodes };
}

/** Counts a failure against the admin and the address, then refuses. */
async function fail(deps: AuthDeps, keys: string[], error: AppError, ctx: CallContext): Promise<never> {
  await recordFailures(deps.db, keys);
  ctx.logger.info({ reason: error.reason }, 'admin second factor refused');
  throw error;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `npm run admin -- reset-second-factor <email or id>` (a lost device): forgets the admin's TOTP,
 * recovery codes and open challenges and ends the admin's sessions; the next sign-in enrols again.
 * Answers whether a second factor was set up.
 */
export async function resetAdminSecondFactor(deps: Pick<AuthDeps, 'db'>, admin: string): Promise<{ userId: string; hadSecondFactor: boolean }> {
  const ref = admin.trim();
  const account = UUID.test(ref) ? await findAccountById(deps.db, ref) : await findAccountByEmail(deps.db, ref.toLowerCase());
  if (!account?.roles.some((r) => r.role === 'ADMIN')) throw AppError.notFound(SecondFactorTexts.adminNotFound, 'AUTH_ADMIN_NOT_FOUND');
  const hadSecondFactor = await deps.db.transaction(async (tx) => {
    const removed = await deleteSecondFactor(tx, account.id);
    await revokeRoleSessions(tx, account.id, 'ADMIN');
    return removed;
  });
  return { userId: account.id, hadSecondFactor };
}
