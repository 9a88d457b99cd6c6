import { AuthTexts, loginBody, noAccountForRole } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import type { LoginInput } from '../grpc/request-messages';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import { dummyPasswordHash, passwordMatches } from '../domain/password-hashing';
import { findAccountByIdentifier } from '../store/account-queries';
import { clearFailures, identifierKey, throttleKeys } from '../store/login-throttle';
import { recordFailures, refuseWhenLocked } from './password-throttle';
import { openAdminChallenge } from './admin-second-factor';
import type { AuthDeps } from './deps';
import { startSession } from './start-session';
import { sendCodeWithLimits } from './verification';

/**
 * /auth/login, /auth/login/helper and /auth/login/admin, by e-mail or phone. Every wrong combination
 * answers the same text and takes the same time; 5 failures lock the identifier (a phone in E.164,
 * however it was typed) and 50 the address, for 15 minutes. An admin's correct password opens no
 * session: it answers the second factor's challenge (`adminChallenge`, decision 0064).
 */
export async function login(deps: AuthDeps, request: LoginInput, ctx: CallContext): Promise<auth.LoginResponse> {
  const { identifier, password } = validateInput(loginBody, request);
  const role = request.role === 'HELPER' || request.role === 'ADMIN' ? request.role : 'USER';
  const keys = throttleKeys(request.clientAddress, identifierKey(identifier));
  await refuseWhenLocked(deps.db, keys);

  const account = await findAccountByIdentifier(deps.db, identifier);
  const ok = account ? await passwordMatches(account.passwordHash, password) : await passwordMatches(await dummyPasswordHash(), password).then(() => false);
  if (!account || !ok) {
    await recordFailures(deps.db, keys);
    throw new AppError('UNAUTHENTICATED', AuthTexts.invalidCredentials, 'AUTH_INVALID_CREDENTIALS');
  }
  await clearFailures(deps.db, keys[0]!);

  if (!account.verifiedAt) {
    await sendCodeWithLimits(deps, account, 'SIGNUP', ctx.identity.language).catch(() => undefined);
    throw new AppError('FAILED_PRECONDITION', AuthTexts.pleaseVerifyEmail, 'AUTH_EMAIL_NOT_VERIFIED');
  }
  if (!account.roles.some((r) => r.role === role)) {
    // Whether an account is an admin is not told: the admin sign-in answers as for a wrong password.
    if (role === 'ADMIN') throw new AppError('UNAUTHENTICATED', AuthTexts.invalidCredentials, 'AUTH_INVALID_CREDENTIALS');
    throw AppError.notFound(noAccountForRole(role), 'AUTH_ROLE_NOT_REGISTERED');
  }
  if (role === 'ADMIN') return { token: '', adminChallenge: await openAdminChallenge(deps, account) };
  return startSession(deps.db, deps.secret, deps.sessionTtlMs, account, role, 'PASSWORD');
}
