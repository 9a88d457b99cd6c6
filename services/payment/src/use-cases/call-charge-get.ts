import { ValidationTexts } from '@helpwire/contracts';
import type { charge } from '@helpwire/proto';
import { requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { findCallCharge } from '../store/charge-store';
import type { TransactionRow } from '../store/transaction-queries';
import type { ChargeDeps } from './deps';

const input = z.object({ callId: z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId) });

/**
 * What one call cost the user, or earned the helper (after the call, spec: "the exact charge
 * afterwards"); null while it is not charged, and for anyone who was not a party of the call.
 */
export async function getCallCharge(deps: ChargeDeps, request: charge.GetCallChargeRequest, ctx: CallContext): Promise<TransactionRow | null> {
  const { userId, role } = requireRole(ctx, 'USER', 'HELPER');
  const { callId } = validateInput(input, request);
  const row = await findCallCharge(deps.db, callId);
  if (!row || row.status !== 'CHARGED' || row.priceMinor === null || row.commissionMinor === null) return null;
  const isUser = role === 'USER' && row.userId === userId;
  const isHelper = role === 'HELPER' && row.helperId === userId;
  if (!isUser && !isHelper) return null;
  const tabOwed = (row.tabMinor ?? 0n) > 0n && row.tabChargeId === null;
  return {
    id: row.callId,
    type: 'CALL',
    amountMinor: isUser ? row.priceMinor : row.priceMinor - row.commissionMinor,
    categoryId: row.categoryId,
    payBy: isHelper ? 'EARNING' : (row.tabMinor ?? 0n) > 0n ? 'TAB' : 'CARD',
    createdAt: row.endedAt ?? row.updatedAt,
    status: isUser ? (tabOwed ? 'PENDING' : 'SUCCESS') : row.releasedAt ? 'SUCCESS' : 'PENDING',
    callId: row.callId,
    billableSeconds: row.billableSeconds ?? 0,
  };
}
