import { ValidationTexts } from '@helpwire/contracts';
import type { charge } from '@helpwire/proto';
import { requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { helperTransactions, userTransactions, type TransactionRow } from '../store/transaction-queries';
import type { ChargeDeps } from './deps';

const callIdSchema = z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId);
const input = z.object({ callId: callIdSchema });
/** A page of call history at most. */
export const MAX_CALL_IDS = 100;
const listInput = z.object({ callIds: z.array(callIdSchema).max(MAX_CALL_IDS, `At most ${MAX_CALL_IDS} calls at once`) });

/**
 * What one call cost the user, or earned the helper (after the call, spec: "the exact charge
 * afterwards"); null while it is not charged, and for anyone who was not a party of the call.
 */
export async function getCallCharge(deps: ChargeDeps, request: charge.GetCallChargeRequest, ctx: CallContext): Promise<TransactionRow | null> {
  const caller = requireRole(ctx, 'USER', 'HELPER');
  const { callId } = validateInput(input, request);
  return (await chargedLines(deps, caller, [callId]))[0] ?? null;
}

/** getCallCharge for several calls (a page of call history): the caller's charged lines of those calls, the others absent. */
export async function listCallCharges(deps: ChargeDeps, request: charge.ListCallChargesRequest, ctx: CallContext): Promise<TransactionRow[]> {
  const caller = requireRole(ctx, 'USER', 'HELPER');
  const { callIds } = validateInput(listInput, request);
  return callIds.length === 0 ? [] : chargedLines(deps, caller, callIds);
}

/** The caller's lines of these calls, the same as its transaction history (net of refunds): one story on every screen. */
async function chargedLines(deps: ChargeDeps, { userId, role }: { userId: string; role: string }, callIds: string[]): Promise<TransactionRow[]> {
  const lines = role === 'HELPER' ? helperTransactions : userTransactions;
  return (await lines(deps.db, userId, { callIds, limit: callIds.length, offset: 0 })).rows;
}
