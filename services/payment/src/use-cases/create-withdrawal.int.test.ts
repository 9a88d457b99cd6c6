import { WithdrawalTexts } from '@helpwire/contracts';
import { withdrawalNames } from '@helpwire/proto';
import { Money } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { withdrawalFixture } from '../../test/withdrawal-fixture';
import { findTransfer } from '../store/ledger-queries';
import { postLedgerTransfer } from './post-ledger-transfer';
import { createWithdrawal } from './create-withdrawal';

const cents = (value: bigint) => Money.of(value, 'USD').toProto();

describe('createWithdrawal', () => {
  const f = withdrawalFixture();
  const failure = (promise: Promise<unknown>) => f.ledger.failure(promise);

  it('holds the amount on the ledger (W:hold, WITHDRAWAL, available → hold) and records a PENDING request with the wallet before it', async () => {
    const helper = await f.fundedHelper(5_000n);
    const { withdrawal, replayed } = await createWithdrawal(f.deps, f.ask(1_250n), helper.ctx);
    expect(replayed).toBe(false);
    expect(withdrawal).toMatchObject({
      helperId: helper.userId,
      amount: cents(1_250n),
      previousWalletAmount: cents(5_000n),
      specialInstruction: 'Send to my salary account',
      status: withdrawalNames.withdrawalStatusNames.toProto('PENDING'),
      approvedBy: undefined,
      transactionId: undefined,
    });
    expect(await f.balances(helper)).toEqual({ available: 3_750n, pending: 0n, hold: 1_250n });
    const hold = await findTransfer(f.deps.db, `${withdrawal!.id}:hold`);
    expect(hold).toMatchObject({
      kind: 'WITHDRAWAL',
      debitAccountId: helper.accounts.available,
      creditAccountId: helper.accounts.hold,
      reference: withdrawal!.id,
      amount: Money.of(1_250n, 'USD'),
    });
    expect(await f.ledger.problems()).toEqual([]);
  });

  it('a retried request (same request id) answers the same withdrawal and holds nothing twice; the id with another amount is refused', async () => {
    const helper = await f.fundedHelper(3_000n);
    const requestId = randomUUID();
    const first = await createWithdrawal(f.deps, f.ask(1_000n, requestId), helper.ctx);
    const again = await createWithdrawal(f.deps, f.ask(1_000n, requestId), helper.ctx);
    expect(again).toEqual({ withdrawal: first.withdrawal, replayed: true });
    expect(await f.balances(helper)).toEqual({ available: 2_000n, pending: 0n, hold: 1_000n });
    expect(await failure(createWithdrawal(f.deps, f.ask(500n, requestId), helper.ctx))).toMatchObject({ reason: 'PAYMENT_WITHDRAWAL_REQUEST_REUSED' });
    expect(await failure(createWithdrawal(f.deps, f.ask(1_000n, requestId), (await f.fundedHelper(3_000n)).ctx))).toMatchObject({
      reason: 'PAYMENT_WITHDRAWAL_REQUEST_REUSED',
    });
  });

  it('concurrent requests cannot overdraw: of five $40 asks on $100 available, two are held and three refused', async () => {
    const helper = await f.fundedHelper(10_000n);
    const answers = await Promise.allSettled(Array.from({ length: 5 }, () => createWithdrawal(f.deps, f.ask(4_000n), helper.ctx)));
    const held = answers.filter((a) => a.status === 'fulfilled');
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
    expect(held).toHaveLength(2);
    expect(refused.map((e) => [e.reason, e.message])).toEqual(Array(3).fill(['PAYMENT_WITHDRAWAL_EXCEEDS_AVAILABLE', WithdrawalTexts.amountExceedsAvailable]));
    expect(await f.balances(helper)).toEqual({ available: 2_000n, pending: 0n, hold: 8_000n });
    expect(await f.ledger.problems()).toEqual([]);
  });

  it('the same request sent twice at once is held once', async () => {
    const helper = await f.fundedHelper(2_000n);
    const requestId = randomUUID();
    const both = await Promise.all([
      createWithdrawal(f.deps, f.ask(1_500n, requestId), helper.ctx),
      createWithdrawal(f.deps, f.ask(1_500n, requestId), helper.ctx),
    ]);
    expect(both[0].withdrawal).toEqual(both[1].withdrawal);
    expect(await f.balances(helper)).toEqual({ available: 500n, pending: 0n, hold: 1_500n });
  });

  it('withdraws only what is available: pending earnings (the last 72 hours) are not', async () => {
    const helper = await f.fundedHelper(1_000n);
    const call = `HW-${randomUUID()}`;
    await postLedgerTransfer(f.deps, {
      id: `${call}:earning`,
      debitAccountId: await f.ledger.userCard(),
      creditAccountId: helper.accounts.pending,
      amount: cents(5_000n),
      kind: 'CALL_EARNING',
      reference: call,
    });
    expect(await failure(createWithdrawal(f.deps, f.ask(1_001n), helper.ctx))).toMatchObject({ reason: 'PAYMENT_WITHDRAWAL_EXCEEDS_AVAILABLE' });
    expect(await f.balances(helper)).toEqual({ available: 1_000n, pending: 5_000n, hold: 0n });
    await createWithdrawal(f.deps, f.ask(1_000n), helper.ctx);
    expect(await f.balances(helper)).toEqual({ available: 0n, pending: 5_000n, hold: 1_000n });
  });

  it('refuses less than $1, a missing instruction, a helper without bank details and a non-helper', async () => {
    const helper = await f.fundedHelper(1_000n);
    expect(await failure(createWithdrawal(f.deps, f.ask(99n), helper.ctx))).toMatchObject({
      reason: 'VALIDATION_FAILED',
      message: WithdrawalTexts.amountMinimum,
    });
    expect(await failure(createWithdrawal(f.deps, { ...f.ask(100n), specialInstruction: '  ' }, helper.ctx))).toMatchObject({
      reason: 'VALIDATION_FAILED',
      message: WithdrawalTexts.instructionRequired,
    });
    const noBank = await f.newHelper();
    await f.earn(noBank, 1_000n);
    expect(await failure(createWithdrawal(f.deps, f.ask(100n), noBank.ctx))).toMatchObject({
      reason: 'PAYMENT_BANK_DETAILS_REQUIRED',
      message: WithdrawalTexts.bankDetailsRequired,
    });
    expect((await failure(createWithdrawal(f.deps, f.ask(100n), f.admin()))).reason).toBe('ROLE_NOT_ALLOWED');
    expect(await f.balances(helper)).toEqual({ available: 1_000n, pending: 0n, hold: 0n });
    expect(await f.balances(noBank)).toEqual({ available: 1_000n, pending: 0n, hold: 0n });
  });
});
