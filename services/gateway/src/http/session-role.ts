import { AuthTexts } from '@helpwire/contracts';
import { AppError, type Identity } from '@helpwire/service-kit';

/** A route only this session role may use; any other is refused with spec §6's "Role not allowed". */
export function requireSessionRole(identity: Identity, role: 'USER' | 'HELPER'): void {
  if (identity.role !== role) throw new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');
}
