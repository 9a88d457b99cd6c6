import { CallTexts } from '@helpwire/contracts';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import type { CallPartyName } from '../domain/billable-time';
import { isLive } from '../domain/call-state';
import type { CallRoom } from '../ports/media-rooms';
import type { CallRow } from '../store/schema';
import { callNotFound } from './call-access';

/**
 * The caller's side of a call, by the session's role: the call's user as USER, its accepted helper as
 * HELPER. Anyone else (a third account, a helper who was only rung, the user in a HELPER session) gets
 * "not found", never "not yours".
 */
export function sideInCall(call: CallRow, ctx: CallContext): CallPartyName {
  const { userId, role } = requireRole(ctx, 'USER', 'HELPER');
  if (role === 'USER' && call.userId === userId) return 'USER';
  if (role === 'HELPER' && call.helperId === userId) return 'HELPER';
  throw callNotFound();
}

/** The call must be accepted and not over for its meeting to be joined. */
export function requireLive(call: CallRow): void {
  if (call.state === 'ENDED') throw new AppError('FAILED_PRECONDITION', CallTexts.ended, 'CALL_ENDED');
  if (!isLive(call.state)) throw new AppError('FAILED_PRECONDITION', CallTexts.notAccepted, 'CALL_NOT_ACCEPTED');
}

/** The call's media room as its row keeps it (decision 0025). */
export function roomOf(call: CallRow): CallRoom {
  return { callId: call.id, media: call.media ?? 'P2P', pin: call.mediaPin, secret: call.mediaSecret, recording: call.recording };
}

/** The account of a side. */
export function accountOf(call: CallRow, party: CallPartyName): string {
  return party === 'USER' ? call.userId : call.helperId!;
}
