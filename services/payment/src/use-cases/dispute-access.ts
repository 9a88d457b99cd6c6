import { AuthTexts, DisputeTexts } from '@helpwire/contracts';
import { disputeNames, type dispute } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import type { DisputeFileRow, DisputeSideName } from '../store/dispute-schema';

export const disputeNotFound = () => AppError.notFound(DisputeTexts.notFound, 'DISPUTE_NOT_FOUND');
const roleNotAllowed = () => new AppError('PERMISSION_DENIED', AuthTexts.roleNotAllowed, 'ROLE_NOT_ALLOWED');

/** The side a signed-in caller acts as: its session's role (USER or HELPER). */
export function partySide(ctx: CallContext): { side: DisputeSideName; accountId: string } {
  const { userId, role } = ctx.identity;
  if (!userId || (role !== 'USER' && role !== 'HELPER')) throw roleNotAllowed();
  return { side: role, accountId: userId };
}

/** Admins only. */
export function requireAdmin(ctx: CallContext): string {
  if (!ctx.identity.userId || ctx.identity.role !== 'ADMIN') throw roleNotAllowed();
  return ctx.identity.userId;
}

/** A reader as asked (USER, HELPER or ADMIN), which must be the session's role. */
export function readerSide(side: dispute.DisputeSide, ctx: CallContext): 'USER' | 'HELPER' | 'ADMIN' {
  const name = disputeNames.disputeSideNames.fromProto(side);
  if (!name || !ctx.identity.userId || ctx.identity.role !== name) throw roleNotAllowed();
  return name;
}

/** A file as the gateway passed it (it checked the purpose and that the caller may read it). */
export function fileRow(file: dispute.DisputeFile | undefined): DisputeFileRow | null {
  return file?.id ? { id: file.id, name: file.name, mimeType: file.mimeType, size: Number(file.size) } : null;
}
