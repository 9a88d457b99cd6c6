import { ValidationTexts } from '@helpwire/contracts';
import type { charge } from '@helpwire/proto';
import { requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { helperTransactions, userTransactions, type TransactionRow } from '../store/transaction-queries';
import type { ChargeDeps } from './deps';

const input = z.object({ callId: z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId) });

/**
 * What one call cost the user, or earned the helper (after the call, spec: "the exact charge
 * afterwards"); null while it is not charged, and for anyone who was not a party of the call.
 */
export async function getCallCharge(deps: ChargeDeps, request: charge.GetCallChargeRequest, ctx: CallContext): Promise<TransactionRow | null> {
  const { userId, role } = requireRole(ctx, 'USER', 'HELPER');
  const { callId } = validateInput(input, request);
  // The same line as the caller's transaction history (net of refunds): one story on every screen.
  const lines = role === 'HELPER' ? helperTransactions : userTransactions;
  const { rows } = await lines(deps.db, userId, { callId, limit: 1, offset: 0 });
  return rows[0] ?? null;
}
