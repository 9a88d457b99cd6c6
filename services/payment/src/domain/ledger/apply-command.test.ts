import { AppError, Money } from '@helpwire/service-kit';
import { ACCOUNT_KIND_RULES, type AccountKind } from './account-kinds';
import { ZERO_TOTALS } from './account-totals';
import { applyCommand, sameRequest, type LedgerAccountState, type LedgerState } from './apply-command';
import type { LedgerCommand } from './transfer';

const usd = (cents: bigint) => Money.of(cents, 'USD');
const now = new Date('2026-11-24T12:00:00Z');

function account(id: string, kind: AccountKind, currency = 'USD'): LedgerAccountState {
  const { debitsMustNotExceedCredits, creditsMustNotExceedDebits } = ACCOUNT_KIND_RULES[kind];
  return { id, kind, currency, totals: { ...ZERO_TOTALS }, seq: 0n, debitsMustNotExceedCredits, creditsMustNotExceedDebits };
}

function freshState(): LedgerState {
  const accounts = [
    account('card', 'USER_CARD_CLEARING'),
    account('pending', 'HELPER_EARNINGS_PENDING'),
    account('available', 'HELPER_EARNINGS_AVAILABLE'),
    account('hold', 'HELPER_WITHDRAWAL_HOLD'),
    account('revenue', 'PLATFORM_REVENUE'),
    account('fees', 'PLATFORM_FEES'),
    account('euro', 'HELPER_EARNINGS_AVAILABLE', 'EUR'),
  ];
  return { accounts: new Map(accounts.map((a) => [a.id, a])), transfers: new Map(), resolved: new Map() };
}

const transfer = (
  id: string,
  debit: string,
  credit: string,
  cents: bigint,
  extra: Partial<Extract<LedgerCommand, { type: 'TRANSFER' }>> = {},
): LedgerCommand => ({
  type: 'TRANSFER',
  id,
  debitAccountId: debit,
  creditAccountId: credit,
  amount: usd(cents),
  kind: 'ADJUSTMENT',
  reference: 'r',
  pending: false,
  ...extra,
});

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('applyCommand: the ledger rules', () => {
  it('a single-phase transfer posts the debit on one account and the credit on the other, with a leg each', () => {
    const state = freshState();
    const applied = applyCommand(state, transfer('t1', 'card', 'available', 1050n), now);
    expect(applied.replayed).toBe(false);
    if (applied.replayed) return;
    expect(applied.entries).toEqual([
      {
        accountId: 'card',
        seq: 1n,
        transferId: 't1',
        side: 'D',
        pendingDelta: 0n,
        postedDelta: 1050n,
        totals: { debitsPending: 0n, debitsPosted: 1050n, creditsPending: 0n, creditsPosted: 0n },
      },
      {
        accountId: 'available',
        seq: 1n,
        transferId: 't1',
        side: 'C',
        pendingDelta: 0n,
        postedDelta: 1050n,
        totals: { debitsPending: 0n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 1050n },
      },
    ]);
    expect(applied.transfer).toMatchObject({ id: 't1', phase: 'SINGLE', pendingId: null });
    expect(state.transfers.get('t1')).toBe(applied.transfer);
  });

  it('refuses a debit that takes a floored account below 0 (PAYMENT_INSUFFICIENT_FUNDS) and changes nothing', () => {
    const state = freshState();
    applyCommand(state, transfer('in', 'card', 'available', 500n), now);
    const before = structuredClone([...state.accounts.values()].map((a) => [a.totals, a.seq]));
    const error = failure(() => applyCommand(state, transfer('out', 'available', 'hold', 501n), now));
    expect([error.code, error.reason, error.message]).toEqual(['FAILED_PRECONDITION', 'PAYMENT_INSUFFICIENT_FUNDS', 'Insufficient funds.']);
    expect([...state.accounts.values()].map((a) => [a.totals, a.seq])).toEqual(before);
    expect(state.transfers.has('out')).toBe(false);
    // exactly the balance is allowed: the floor is 0, not 1
    expect(applyCommand(state, transfer('out-all', 'available', 'hold', 500n), now).replayed).toBe(false);
  });

  it('counts pending debits against the floor: a reserved amount cannot be spent twice', () => {
    const state = freshState();
    applyCommand(state, transfer('in', 'card', 'available', 1000n), now);
    applyCommand(state, transfer('hold', 'available', 'hold', 700n, { pending: true }), now);
    expect(failure(() => applyCommand(state, transfer('spend', 'available', 'revenue', 301n), now)).reason).toBe('PAYMENT_INSUFFICIENT_FUNDS');
    expect(applyCommand(state, transfer('spend', 'available', 'revenue', 300n), now).replayed).toBe(false);
  });

  it('refuses a credit beyond the debits of a credits_must_not_exceed_debits account (PAYMENT_LIMIT_EXCEEDED)', () => {
    const state = freshState();
    applyCommand(state, transfer('fee', 'fees', 'card', 30n), now);
    expect(failure(() => applyCommand(state, transfer('refund', 'card', 'fees', 31n), now)).reason).toBe('PAYMENT_LIMIT_EXCEEDED');
    expect(applyCommand(state, transfer('refund', 'card', 'fees', 30n), now).replayed).toBe(false);
  });

  it('a user card clearing account has no floor (it is the counter-account of card money)', () => {
    const state = freshState();
    applyCommand(state, transfer('charge', 'card', 'revenue', 99_999_999n), now);
    expect(state.accounts.get('card')!.totals.debitsPosted).toBe(99_999_999n);
  });

  it('a repeated key with the same request answers the first result and changes nothing', () => {
    const state = freshState();
    const first = applyCommand(state, transfer('k', 'card', 'available', 100n), now);
    const again = applyCommand(state, transfer('k', 'card', 'available', 100n), new Date());
    expect(again).toEqual({ replayed: true, transfer: first.transfer });
    expect(state.accounts.get('available')!.totals.creditsPosted).toBe(100n);
  });

  it.each([
    ['another amount', { amount: usd(101n) }],
    ['another debit account', { debitAccountId: 'revenue' }],
    ['another kind', { kind: 'COMMISSION' }],
    ['another reference', { reference: 'other' }],
    ['pending instead of single', { pending: true }],
  ])('a repeated key with %s is PAYMENT_IDEMPOTENCY_CONFLICT', (_, change) => {
    const state = freshState();
    applyCommand(state, transfer('k', 'card', 'available', 100n), now);
    const error = failure(() => applyCommand(state, { ...transfer('k', 'card', 'available', 100n), ...change } as LedgerCommand, now));
    expect([error.code, error.reason]).toEqual(['ALREADY_EXISTS', 'PAYMENT_IDEMPOTENCY_CONFLICT']);
    expect(state.accounts.get('available')!.totals.creditsPosted).toBe(100n);
  });

  it('a pending transfer reserves on both sides; posting it for less moves the posted amount and releases the rest', () => {
    const state = freshState();
    applyCommand(state, transfer('auth', 'card', 'pending', 500n, { pending: true }), now);
    expect(state.accounts.get('card')!.totals).toEqual({ debitsPending: 500n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 0n });
    const posted = applyCommand(state, { type: 'POST_PENDING', id: 'capture', pendingId: 'auth', amount: usd(320n) }, now);
    expect(posted.transfer).toMatchObject({ phase: 'POST_PENDING', pendingId: 'auth', debitAccountId: 'card', creditAccountId: 'pending', kind: 'ADJUSTMENT' });
    expect(posted.transfer.amount.equals(usd(320n))).toBe(true);
    expect(state.accounts.get('card')!.totals).toEqual({ debitsPending: 0n, debitsPosted: 320n, creditsPending: 0n, creditsPosted: 0n });
    expect(state.accounts.get('pending')!.totals).toEqual({ debitsPending: 0n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 320n });
  });

  it('posting without an amount posts the whole pending amount', () => {
    const state = freshState();
    applyCommand(state, transfer('auth', 'card', 'pending', 500n, { pending: true }), now);
    expect(applyCommand(state, { type: 'POST_PENDING', id: 'capture', pendingId: 'auth', amount: null }, now).transfer.amount.equals(usd(500n))).toBe(true);
  });

  it('refuses to post for more than was reserved, or for zero', () => {
    const state = freshState();
    applyCommand(state, transfer('auth', 'card', 'pending', 500n, { pending: true }), now);
    expect(failure(() => applyCommand(state, { type: 'POST_PENDING', id: 'c', pendingId: 'auth', amount: usd(501n) }, now)).reason).toBe(
      'PAYMENT_POST_EXCEEDS_PENDING',
    );
    expect(failure(() => applyCommand(state, { type: 'POST_PENDING', id: 'c', pendingId: 'auth', amount: usd(0n) }, now)).reason).toBe(
      'PAYMENT_AMOUNT_INVALID',
    );
    expect(state.resolved.size).toBe(0);
  });

  it('voiding releases the whole reservation; a pending is resolved once: posted or voided, never both', () => {
    const state = freshState();
    applyCommand(state, transfer('auth', 'card', 'pending', 500n, { pending: true }), now);
    applyCommand(state, { type: 'VOID_PENDING', id: 'void', pendingId: 'auth' }, now);
    expect(state.accounts.get('card')!.totals).toEqual(ZERO_TOTALS);
    expect(failure(() => applyCommand(state, { type: 'POST_PENDING', id: 'p', pendingId: 'auth', amount: null }, now)).reason).toBe(
      'PAYMENT_PENDING_ALREADY_VOIDED',
    );
    expect(failure(() => applyCommand(state, { type: 'VOID_PENDING', id: 'v2', pendingId: 'auth' }, now)).reason).toBe('PAYMENT_PENDING_ALREADY_VOIDED');
    applyCommand(state, transfer('auth2', 'card', 'pending', 100n, { pending: true }), now);
    applyCommand(state, { type: 'POST_PENDING', id: 'p2', pendingId: 'auth2', amount: null }, now);
    expect(failure(() => applyCommand(state, { type: 'VOID_PENDING', id: 'v3', pendingId: 'auth2' }, now)).reason).toBe('PAYMENT_PENDING_ALREADY_POSTED');
    expect(failure(() => applyCommand(state, { type: 'POST_PENDING', id: 'p3', pendingId: 'auth2', amount: null }, now)).reason).toBe(
      'PAYMENT_PENDING_ALREADY_POSTED',
    );
  });

  it('posting or voiding an unknown transfer, or one that is not pending, is PAYMENT_PENDING_NOT_FOUND', () => {
    const state = freshState();
    applyCommand(state, transfer('single', 'card', 'pending', 500n), now);
    expect(failure(() => applyCommand(state, { type: 'POST_PENDING', id: 'p', pendingId: 'nope', amount: null }, now)).reason).toBe(
      'PAYMENT_PENDING_NOT_FOUND',
    );
    expect(failure(() => applyCommand(state, { type: 'VOID_PENDING', id: 'v', pendingId: 'single' }, now)).reason).toBe('PAYMENT_PENDING_NOT_FOUND');
  });

  it('a repeat of a post answers the first result; a repeat naming another amount is a conflict', () => {
    const state = freshState();
    applyCommand(state, transfer('auth', 'card', 'pending', 500n, { pending: true }), now);
    const first = applyCommand(state, { type: 'POST_PENDING', id: 'cap', pendingId: 'auth', amount: usd(200n) }, now);
    expect(applyCommand(state, { type: 'POST_PENDING', id: 'cap', pendingId: 'auth', amount: usd(200n) }, now)).toEqual({
      replayed: true,
      transfer: first.transfer,
    });
    expect(applyCommand(state, { type: 'POST_PENDING', id: 'cap', pendingId: 'auth', amount: null }, now).replayed).toBe(true);
    expect(failure(() => applyCommand(state, { type: 'POST_PENDING', id: 'cap', pendingId: 'auth', amount: usd(300n) }, now)).reason).toBe(
      'PAYMENT_IDEMPOTENCY_CONFLICT',
    );
    expect(failure(() => applyCommand(state, { type: 'VOID_PENDING', id: 'cap', pendingId: 'auth' }, now)).reason).toBe('PAYMENT_IDEMPOTENCY_CONFLICT');
  });

  it('refuses the same account on both sides, unknown accounts, other currencies, non-positive amounts and unknown kinds', () => {
    const state = freshState();
    expect(failure(() => applyCommand(state, transfer('a', 'card', 'card', 1n), now)).reason).toBe('PAYMENT_ACCOUNTS_MUST_DIFFER');
    expect(failure(() => applyCommand(state, transfer('b', 'card', 'ghost', 1n), now)).reason).toBe('PAYMENT_ACCOUNT_NOT_FOUND');
    expect(failure(() => applyCommand(state, transfer('c', 'card', 'euro', 1n), now)).reason).toBe('PAYMENT_CURRENCY_MISMATCH');
    expect(failure(() => applyCommand(state, { ...transfer('d', 'card', 'available', 1n), amount: Money.of(1n, 'EUR') } as LedgerCommand, now)).reason).toBe(
      'PAYMENT_CURRENCY_MISMATCH',
    );
    expect(failure(() => applyCommand(state, transfer('e', 'card', 'available', 0n), now)).reason).toBe('PAYMENT_AMOUNT_INVALID');
    expect(failure(() => applyCommand(state, transfer('f', 'card', 'available', -5n), now)).reason).toBe('PAYMENT_AMOUNT_INVALID');
    expect(failure(() => applyCommand(state, transfer('g', 'card', 'available', 1n, { kind: 'GIFT' }), now)).reason).toBe('PAYMENT_TRANSFER_KIND_INVALID');
    expect(state.transfers.size).toBe(0);
  });

  it('sameRequest compares every field a caller chooses', () => {
    const state = freshState();
    const { transfer: t } = applyCommand(state, transfer('k', 'card', 'available', 100n), now);
    expect(sameRequest(t, transfer('k', 'card', 'available', 100n))).toBe(true);
    expect(sameRequest(t, transfer('k', 'available', 'card', 100n))).toBe(false);
  });
});
