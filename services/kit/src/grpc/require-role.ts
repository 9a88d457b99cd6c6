import { AppError } from '../errors/app-error';
import type { Identity } from './identity';

/** What every role check answers: the gateway's wording for a missing session, and who may act. */
export const RoleTexts = {
  unauthenticated: 'Unauthorized',
  onlyRoles: (roles: readonly string[]): string => `Only ${roles.map(withArticle).join(' or ')} can do this`,
} as const;

function withArticle(role: string): string {
  const name = role.toLowerCase();
  // "an admin", "a user" (a "u" that sounds like "you" takes "a").
  return `${/^[aeio]/.test(name) ? 'an' : 'a'} ${name}`;
}

/**
 * The one role check of every service. Reads the identity the gateway verified and forwarded
 * (x-user-id, x-role): no user → UNAUTHENTICATED "Unauthorized"; a role not in `roles` →
 * PERMISSION_DENIED "Only an admin can do this" (the roles named). Answers the caller's id and role.
 */
export function requireRole<R extends string>(ctx: { identity: Pick<Identity, 'userId' | 'role'> }, ...roles: [R, ...R[]]): { userId: string; role: R } {
  const { userId, role } = ctx.identity;
  if (!userId || !role) throw new AppError('UNAUTHENTICATED', RoleTexts.unauthenticated, 'SESSION_REQUIRED');
  if (!(roles as readonly string[]).includes(role)) throw new AppError('PERMISSION_DENIED', RoleTexts.onlyRoles(roles), 'ROLE_NOT_ALLOWED');
  return { userId, role: role as R };
}
