import { ledger } from '@helpwire/proto';
import { ledgerFixture, money, usd } from '../../test/ledger-fixture';
import { createLedgerPending } from './create-pending-transfer';
import { getLedgerBalances } from './get-ledger-balances';
import { postLedgerTransfer } from './post-ledger-transfer';

describe('createLedgerPending', () => {
  const f = ledgerFixture();

  it('reserves the amount: pending totals move, posted do not, and the reservation counts against the floor', async () => {
    const helper = await f.helper();
    await f.fund(helper.available, 1000n);
    const id = f.key();
    const answer = await createLedgerPending(f.deps, {
      id,
      debitAccountId: helper.available,
      creditAccountId: helper.hold,
      amount: usd(700n),
      kind: 'WITHDRAWAL',
      reference: 'w-1',
    });
    expect(answer.transfer).toMatchObject({ id, phase: 'PENDING', amount: money(700n), kind: 'WITHDRAWAL', pendingId: null });
    const { balances } = await getLedgerBalances(f.deps, { accountIds: [helper.available, helper.hold] });
    expect(balances[0]).toMatchObject({ debitsPending: money(700n), debitsPosted: money(0n), posted: money(1000n), available: money(300n) });
    expect(balances[1]).toMatchObject({ creditsPending: money(700n), creditsPosted: money(0n), posted: money(0n) });
    const spend = await f.failure(
      postLedgerTransfer(f.deps, {
        id: f.key(),
        debitAccountId: helper.available,
        creditAccountId: helper.hold,
        amount: usd(301n),
        kind: 'WITHDRAWAL',
        reference: '',
      }),
    );
    expect(spend.reason).toBe('PAYMENT_INSUFFICIENT_FUNDS');
    expect((await f.events()).find((e) => e.transferId === id)).toEqual({
      eventId: expect.any(String),
      transferId: id,
      debitAccountId: helper.available,
      creditAccountId: helper.hold,
      amount: usd(700n),
      kind: ledger.TransferKind.TRANSFER_KIND_WITHDRAWAL,
      reference: 'w-1',
      phase: ledger.TransferPhase.TRANSFER_PHASE_PENDING,
      occurredAt: expect.any(Date),
    });
    expect(await f.problems()).toEqual([]);
  });

  it('refuses a reservation beyond the balance and writes nothing', async () => {
    const helper = await f.helper();
    await f.fund(helper.available, 100n);
    const before = await f.counts();
    const error = await f.failure(
      createLedgerPending(f.deps, {
        id: f.key(),
        debitAccountId: helper.available,
        creditAccountId: helper.hold,
        amount: usd(101n),
        kind: 'WITHDRAWAL',
        reference: '',
      }),
    );
    expect(error.reason).toBe('PAYMENT_INSUFFICIENT_FUNDS');
    expect(await f.counts()).toEqual(before);
  });

  it('a key used for a single-phase transfer cannot be reused for a pending one', async () => {
    const card = await f.userCard();
    const helper = await f.helper();
    const request = { id: f.key(), debitAccountId: card, creditAccountId: helper.pending, amount: usd(100n), kind: 'CALL_CHARGE', reference: '' };
    await postLedgerTransfer(f.deps, request);
    expect((await f.failure(createLedgerPending(f.deps, request))).reason).toBe('PAYMENT_IDEMPOTENCY_CONFLICT');
  });
});
