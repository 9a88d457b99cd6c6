import { AuthTexts, noAccountForRole, switchRoleBody } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import type { SwitchRoleInput } from '../grpc/request-messages';
import { AppError, validateInput, type CallContext } from '@helpwire/service-kit';
import type { RoleName } from '../domain/session-token';
import { ServiceTexts } from '../domain/service-texts';
import { toProfileMessage, toUserMessage } from '../grpc/user-messages';
import { findAccountById, findAccountRowById } from '../store/account-queries';
import { activeSessionsAmong, revokeSession, sessionActive, type SessionClaim } from '../store/session-store';
import type { AuthDeps } from './deps';
import { startSession } from './start-session';

function signedIn(ctx: CallContext): { userId: string; role: RoleName } {
  const { userId, role } = ctx.identity;
  if (!userId || (role !== 'USER' && role !== 'HELPER' && role !== 'ADMIN'))
    throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
  return { userId, role };
}

/** /auth/logout: the token's session is revoked; the same token then gets 401. */
export async function logout(deps: AuthDeps, request: auth.LogoutRequest): Promise<auth.LogoutResponse> {
  if (request.tokenId) await revokeSession(deps.db, request.tokenId);
  return {};
}

/** A token's claims as the store compares them with its session (an unnamed role matches no session). */
const claimOf = (claims: auth.SessionClaims): SessionClaim => ({
  tokenId: claims.tokenId,
  accountId: claims.accountId,
  role: authNames.roleNames.fromProto(claims.role),
});

/** Whether the token's session is active and was started for the account and role the token names. */
export async function checkSession(deps: AuthDeps, request: auth.CheckSessionRequest): Promise<auth.CheckSessionResponse> {
  return { active: await sessionActive(deps.db, claimOf(request)) };
}

/** The most sessions one CheckSessions names. */
export const MAX_SESSIONS_PER_CHECK = 1000;

/**
 * CheckSession for many at once: the token ids of the active ones among the sessions named with
 * their claims (too many: refused, nothing answered). Bare `tokenIds` (retired) are never active.
 */
export async function checkSessions(deps: AuthDeps, request: auth.CheckSessionsRequest): Promise<auth.CheckSessionsResponse> {
  if (request.sessions.length + request.tokenIds.length > MAX_SESSIONS_PER_CHECK)
    throw new AppError('INVALID_ARGUMENT', ServiceTexts.tooManySessions, 'VALIDATION_FAILED');
  return { activeTokenIds: await activeSessionsAmong(deps.db, request.sessions.map(claimOf)) };
}

/** /users/find: the signed-in account, for the role of its session; never anyone else's. */
export async function getCurrentUser(deps: AuthDeps, ctx: CallContext): Promise<auth.GetCurrentUserResponse> {
  const { userId, role } = signedIn(ctx);
  const account = await findAccountById(deps.db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
  return { user: toUserMessage(account, role) };
}

/** The signed-in account's profile from its row alone (one query): a call request's place, languages and preferences. */
export async function getCallerProfile(deps: AuthDeps, ctx: CallContext): Promise<auth.GetCallerProfileResponse> {
  const { userId } = signedIn(ctx);
  const account = await findAccountRowById(deps.db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
  return { profile: toProfileMessage(account) };
}

/** /auth/switch-role: a new token for the other role, when the account holds it. */
export async function switchRole(deps: AuthDeps, request: SwitchRoleInput, ctx: CallContext): Promise<auth.SwitchRoleResponse> {
  const { userId } = signedIn(ctx);
  const body = validateInput(switchRoleBody, { user_id: request.userId, role_slug: request.roleSlug });
  if (body.user_id !== userId) throw new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');
  const account = await findAccountById(deps.db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED', ServiceTexts.sessionRequired, 'SESSION_REQUIRED');
  if (!account.roles.some((r) => r.role === body.role_slug)) throw AppError.notFound(noAccountForRole(body.role_slug), 'AUTH_ROLE_NOT_REGISTERED');
  return startSession(deps.db, deps.secret, deps.sessionTtlMs, account, body.role_slug);
}

export { signedIn };
