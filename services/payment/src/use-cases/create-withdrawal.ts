import { createWithdrawalBody, WITHDRAWAL_MAX_CENTS, WITHDRAWAL_MIN_CENTS, WithdrawalTexts } from '@helpwire/contracts';
import type { withdrawal } from '@helpwire/proto';
import { AppError, requireRole, validateInput, type CallContext, type Money } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { toWithdrawalMessage } from '../grpc/withdrawal-messages';
import { LEDGER_CURRENCY } from '../domain/ledger/account-kinds';
import { balanceOf } from '../domain/ledger/account-totals';
import { findBankDetails } from '../store/bank-details-store';
import { findWithdrawal, insertWithdrawal, totalsAfter } from '../store/withdrawal-store';
import type { WithdrawalRow } from '../store/withdrawal-schema';
import type { WithdrawalDeps } from './deps';
import { amountFrom } from './ledger-amount';
import { helperAccounts, ledgerRefusal, withdrawalTransferIds } from './withdrawal-accounts';

const createInput = createWithdrawalBody.pick({ specialInstruction: true, requestId: true });

const reused = () => new AppError('ALREADY_EXISTS', WithdrawalTexts.requestIdReused, 'PAYMENT_WITHDRAWAL_REQUEST_REUSED');

/** The amount asked for: US cents, at least $1 (spec §5). */
function withdrawalAmount(request: withdrawal.CreateWithdrawalRequest): Money {
  const amount = amountFrom(request.amount);
  if (amount.currency !== LEDGER_CURRENCY) throw AppError.invalid('The amount must be a whole number of cents in a currency.', 'PAYMENT_AMOUNT_INVALID');
  if (amount.amountMinor < BigInt(WITHDRAWAL_MIN_CENTS)) throw AppError.invalid(WithdrawalTexts.amountMinimum, 'VALIDATION_FAILED');
  if (amount.amountMinor > BigInt(WITHDRAWAL_MAX_CENTS)) throw AppError.invalid(WithdrawalTexts.amountTooLarge, 'VALIDATION_FAILED');
  return amount;
}

/** A repeat of the same request answers its withdrawal; the same id with anything else is refused. */
function sameRequest(row: WithdrawalRow, helperId: string, amount: Money, specialInstruction: string): boolean {
  return row.helperId === helperId && row.amountMinor === amount.amountMinor && row.specialInstruction === specialInstruction;
}

/**
 * POST /withdraw/helper/create (spec §5; decision 0032): holds the amount on the ledger (`<id>:hold`,
 * WITHDRAWAL, available → withdrawal hold), then records the request as PENDING. The ledger's floor on
 * the available account refuses more than is there, whatever runs at once; the request id makes a
 * retry answer the same withdrawal (the hold replays, the row exists).
 */
export async function createWithdrawal(
  deps: WithdrawalDeps,
  request: withdrawal.CreateWithdrawalRequest,
  ctx: CallContext,
): Promise<withdrawal.CreateWithdrawalResponse> {
  const { userId: helperId } = requireRole(ctx, 'HELPER');
  const { specialInstruction, requestId } = validateInput(createInput, {
    specialInstruction: request.specialInstruction,
    requestId: request.requestId || undefined,
  });
  const amount = withdrawalAmount(request);
  const id = requestId ?? randomUUID();

  const earlier = await findWithdrawal(deps.db, id);
  if (earlier) {
    if (!sameRequest(earlier, helperId, amount, specialInstruction)) throw reused();
    return { withdrawal: toWithdrawalMessage(earlier), replayed: true };
  }
  if (!(await findBankDetails(deps.db, helperId)))
    throw new AppError('FAILED_PRECONDITION', WithdrawalTexts.bankDetailsRequired, 'PAYMENT_BANK_DETAILS_REQUIRED');

  const accounts = await helperAccounts(deps, helperId);
  const holdId = withdrawalTransferIds(id).hold;
  try {
    await deps.ledger.submit({
      type: 'TRANSFER',
      id: holdId,
      debitAccountId: accounts.available,
      creditAccountId: accounts.hold,
      amount,
      kind: 'WITHDRAWAL',
      reference: id,
      pending: false,
    });
  } catch (error) {
    if (ledgerRefusal(error, 'PAYMENT_INSUFFICIENT_FUNDS'))
      throw new AppError('FAILED_PRECONDITION', WithdrawalTexts.amountExceedsAvailable, 'PAYMENT_WITHDRAWAL_EXCEEDS_AVAILABLE');
    if (ledgerRefusal(error, 'PAYMENT_IDEMPOTENCY_CONFLICT')) throw reused();
    throw error;
  }
  // The balance the hold left on the available account, plus the amount: what the wallet held before it.
  const after = await totalsAfter(deps.db, holdId, accounts.available);
  const previous = balanceOf('HELPER_EARNINGS_AVAILABLE', after!, LEDGER_CURRENCY).available.plus(amount);
  const row = await insertWithdrawal(deps.db, {
    id,
    helperId,
    currency: amount.currency,
    amountMinor: amount.amountMinor,
    previousWalletMinor: previous.amountMinor,
    specialInstruction,
    status: 'PENDING',
    payoutMethod: deps.payouts.method,
  });
  if (!sameRequest(row, helperId, amount, specialInstruction)) throw reused();
  return { withdrawal: toWithdrawalMessage(row), replayed: false };
}
