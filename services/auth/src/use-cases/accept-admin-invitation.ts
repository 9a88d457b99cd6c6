import { acceptAdminInvitationBody } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { AppError, validateInput } from '@helpwire/service-kit';
import { hashPassword } from '../domain/password-hashing';
import { ServiceTexts } from '../domain/service-texts';
import { findAccountByEmail } from '../store/account-queries';
import { markVerified, updateAccount } from '../store/account-writes';
import { openAdminChallenge } from './admin-second-factor';
import type { AuthDeps } from './deps';
import { checkCode } from './verify-code';

/**
 * POST /auth/login/admin/invitation (decision 0083): the invitee's e-mail, the code the invitation
 * sent and a new password. The code works once (five wrong tries end it, as every code); the account
 * is then verified with that password, and the answer is the second factor's step as a first admin
 * sign-in answers it: ENROLL, whose first code gives the session and the recovery codes.
 */
export async function acceptAdminInvitation(deps: AuthDeps, request: auth.AcceptAdminInvitationRequest): Promise<auth.AcceptAdminInvitationResponse> {
  const body = validateInput(acceptAdminInvitationBody, request);
  const account = await findAccountByEmail(deps.db, body.email);
  const admin = account?.roles.some((r) => r.role === 'ADMIN') ? account : undefined;
  await checkCode(deps.db, deps.secret, admin?.id, 'ADMIN_INVITE', body.code);
  if (!admin) throw AppError.invalid(ServiceTexts.invalidCode, 'AUTH_CODE_INVALID');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, admin.id, { passwordHash });
    await markVerified(tx, admin.id);
  });
  return { adminChallenge: await openAdminChallenge(deps, admin) };
}
