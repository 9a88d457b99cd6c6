import { authNames, type auth } from '@helpwire/proto';
import type { ReviewHelperInput } from '../grpc/request-messages';
import { helperReviewBody } from '@helpwire/contracts';
import { actorOf, AppError, requireRole, validateInput, type AdminActor, type CallContext } from '@helpwire/service-kit';
import { findAccountByEmail, findAccountById } from '../store/account-queries';
import { setHelperAvailability, setHelperStatus } from '../store/role-writes';
import type { AuthDeps } from './deps';
import { signedIn } from './sessions';
import { emitAvailabilityChanged, emitHelperReviewed } from '../events/helper-events';
import { emitAdminAction } from '../events/admin-action-events';

export const HelperTexts = {
  availabilityUpdated: 'Availability updated successfully',
  notApprovedYet: 'Your helper account is still in review. You can go available once it is approved.',
  rejected: 'Your helper application was not approved.',
  helperNotFound: 'Helper not found',
  reasonRequired: 'A reason is required to reject a helper',
} as const;

/** PUT /helpers/available: approved helpers only; announces availability_changed. */
export async function setAvailability(deps: AuthDeps, request: auth.SetAvailabilityRequest, ctx: CallContext): Promise<auth.SetAvailabilityResponse> {
  const { userId, role } = signedIn(ctx);
  const account = await findAccountById(deps.db, userId);
  const helper = account?.roles.find((r) => r.role === 'HELPER');
  if (role !== 'HELPER' || !helper) throw new AppError('PERMISSION_DENIED', 'Role not allowed', 'ROLE_NOT_ALLOWED');
  if (helper.status !== 'APPROVED')
    throw helper.status === 'REJECTED'
      ? new AppError('FAILED_PRECONDITION', HelperTexts.rejected, 'AUTH_HELPER_REJECTED')
      : new AppError('FAILED_PRECONDITION', HelperTexts.notApprovedYet, 'AUTH_HELPER_NOT_APPROVED');
  await deps.db.transaction(async (tx) => {
    await setHelperAvailability(tx, userId, request.isAvailable);
    await emitAvailabilityChanged(tx, { userId, isAvailable: request.isAvailable });
  });
  return { isAvailable: request.isAvailable };
}

/**
 * An admin approves or rejects (with a reason) a helper; announces helper_verified or helper_rejected
 * and records helper.approve or helper.reject for the audit log in the same transaction. `actor`: the
 * signed-in admin (actorOf(ctx)) or the operator's command line (commandLineActor()).
 */
export async function reviewHelper(
  deps: Pick<AuthDeps, 'db'>,
  request: ReviewHelperInput,
  actor: AdminActor,
): Promise<{ userId: string; status: 'APPROVED' | 'REJECTED' }> {
  // The contract's rule: an e-mail address or an account id, so nothing else reaches a uuid column.
  const ref = validateInput(helperReviewBody.shape.helper, request.helper);
  const account = ref.includes('@') ? await findAccountByEmail(deps.db, ref) : await findAccountById(deps.db, ref);
  if (!account?.roles.some((r) => r.role === 'HELPER')) throw AppError.notFound(HelperTexts.helperNotFound, 'AUTH_HELPER_NOT_FOUND');
  if (!request.approve && !request.reason.trim()) throw AppError.invalid(HelperTexts.reasonRequired, 'AUTH_REJECTION_REASON_REQUIRED');
  const status = request.approve ? 'APPROVED' : 'REJECTED';
  const before = account.roles.find((r) => r.role === 'HELPER')?.status ?? null;
  await deps.db.transaction(async (tx) => {
    await setHelperStatus(tx, account.id, status, request.approve ? null : request.reason.trim());
    await emitAdminAction(tx, actor, {
      action: request.approve ? 'helper.approve' : 'helper.reject',
      objectId: account.id,
      before: { status: before },
      after: { status },
      reason: request.approve ? null : request.reason,
    });
    await emitHelperReviewed(tx, request.approve, {
      userId: account.id,
      status: authNames.verificationStatusNames.toProto(status),
      reason: request.approve ? undefined : request.reason.trim(),
    });
  });
  return { userId: account.id, status };
}

/** The admin-only gate of the RPC (the CLI calls reviewHelper directly, with database access). */
export async function reviewHelperAsAdmin(deps: AuthDeps, request: ReviewHelperInput, ctx: CallContext): ReturnType<typeof reviewHelper> {
  requireRole(ctx, 'ADMIN');
  return reviewHelper(deps, request, actorOf(ctx));
}
