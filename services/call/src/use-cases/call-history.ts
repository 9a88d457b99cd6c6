import type { afterCall } from '@helpwire/proto';
import { AppError, requireRole, type CallContext } from '@helpwire/service-kit';
import type { CallPartyName } from '../domain/billable-time';
import { afterCallRowsOf, endedCallsOf } from '../store/after-call-store';
import { callRecordingsKeptBy } from '../store/recording-store';
import type { CallRow, FeedbackRow, FlagRow, RecordingRow, ReviewRow, SummaryRow } from '../store/schema';
import { endedPartyCall } from './after-call-access';
import { callNotFound } from './call-access';
import type { CallDeps } from './deps';
import { DEFAULT_PAGE_LIMIT } from './helper-reviews';

/** One past call as its side sees it: what it wrote, and the review the other side wrote about it. */
export interface HistoryEntry {
  call: CallRow;
  side: CallPartyName;
  summary: SummaryRow | undefined;
  review: ReviewRow | undefined;
  reviewReceived: ReviewRow | undefined;
  feedback: FeedbackRow | undefined;
  flag: FlagRow | undefined;
  /** The call's recording while this side keeps it. */
  recording: RecordingRow | undefined;
}

const MAX_LIMIT = 100;

async function entriesOf(deps: CallDeps, side: CallPartyName, callRows: CallRow[]): Promise<HistoryEntry[]> {
  const callIds = callRows.map((c) => c.id);
  const accountId = side === 'USER' ? callRows[0]?.userId : callRows[0]?.helperId;
  const [rows, recordings] = await Promise.all([afterCallRowsOf(deps.db, callIds), accountId ? callRecordingsKeptBy(deps.db, accountId, callIds) : []]);
  const other: CallPartyName = side === 'USER' ? 'HELPER' : 'USER';
  const of = <T extends { callId: string }>(list: T[], callId: string, by?: CallPartyName) =>
    list.find((r) => r.callId === callId && (by === undefined || (r as { side?: string }).side === by));
  return callRows.map((call) => ({
    call,
    side,
    summary: of(rows.summaries, call.id),
    review: of(rows.reviews, call.id, side),
    reviewReceived: of(rows.reviews, call.id, other),
    feedback: of(rows.feedback, call.id, side),
    flag: of(rows.flags, call.id, side),
    recording: recordings.find((r) => r.callId === call.id),
  }));
}

/** The caller's ended calls in the session's role (USER: calls it asked for; HELPER: calls it took), newest first. */
export async function listCallHistory(
  deps: CallDeps,
  request: afterCall.ListCallHistoryRequest,
  ctx: CallContext,
): Promise<{ entries: HistoryEntry[]; page: number; limit: number; total: number }> {
  const { userId, role } = requireRole(ctx, 'USER', 'HELPER');
  const page = Math.max(1, request.page?.page ?? 1);
  const limit = request.page?.limit ?? DEFAULT_PAGE_LIMIT;
  if (limit < 1 || limit > MAX_LIMIT) throw AppError.invalid('limit must be a whole number from 1 to 100', 'VALIDATION_FAILED');
  const { rows, total } = await endedCallsOf(
    deps.db,
    role,
    userId,
    { from: request.fromDate, to: request.toDate, categoryId: request.categoryId },
    { page, limit },
  );
  return { entries: await entriesOf(deps, role, rows), page, limit, total };
}

/** One ended call of the caller's in the session's role; anyone else's (or one not over): "not found". */
export async function getCallHistory(deps: CallDeps, request: afterCall.GetCallHistoryRequest, ctx: CallContext): Promise<HistoryEntry> {
  const { call, side } = await endedPartyCall(deps, request.callId, ctx).catch((error: unknown) => {
    if (error instanceof AppError && error.reason === 'CALL_NOT_ENDED') throw callNotFound();
    throw error;
  });
  return (await entriesOf(deps, side, [call]))[0]!;
}
