import { requireRole, type CallContext } from '@helpwire/service-kit';

/** The signed-in caller whose notifications these are (any role). */
export function callerId(ctx: CallContext): string {
  return requireRole(ctx, 'USER', 'HELPER', 'ADMIN').userId;
}
