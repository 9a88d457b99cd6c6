import { ledger } from '@helpwire/proto';
import { ledgerFixture, money, usd } from '../../test/ledger-fixture';
import { createLedgerPending } from './create-pending-transfer';
import { getLedgerBalances } from './get-ledger-balances';
import { postLedgerPending } from './post-pending-transfer';
import { postLedgerTransfer } from './post-ledger-transfer';
import { voidLedgerPending } from './void-pending-transfer';

describe('voidLedgerPending', () => {
  const f = ledgerFixture();

  it('releases the whole reservation: the helper can spend the money again', async () => {
    const helper = await f.helper();
    await f.fund(helper.available, 400n);
    const pending = await createLedgerPending(f.deps, {
      id: f.key(),
      debitAccountId: helper.available,
      creditAccountId: helper.hold,
      amount: usd(400n),
      kind: 'WITHDRAWAL',
      reference: 'w',
    });
    const id = f.key();
    const answer = await voidLedgerPending(f.deps, { id, pendingId: pending.transfer.id });
    expect(answer.transfer).toMatchObject({ id, phase: 'VOID_PENDING', pendingId: pending.transfer.id, amount: money(400n) });
    const { balances } = await getLedgerBalances(f.deps, { accountIds: [helper.available, helper.hold] });
    expect(balances.map((b) => [b.available, b.debitsPending, b.creditsPending])).toEqual([
      [money(400n), money(0n), money(0n)],
      [money(0n), money(0n), money(0n)],
    ]);
    expect((await f.events()).find((e) => e.transferId === id)).toMatchObject({
      phase: ledger.TransferPhase.TRANSFER_PHASE_VOID_PENDING,
      pendingId: pending.transfer.id,
    });
    await postLedgerTransfer(f.deps, {
      id: f.key(),
      debitAccountId: helper.available,
      creditAccountId: helper.hold,
      amount: usd(400n),
      kind: 'WITHDRAWAL',
      reference: 'w2',
    });
    expect(await f.problems()).toEqual([]);
  });

  it('a repeat answers the first result; a void after a post, a second void, or of a single-phase transfer is refused', async () => {
    const card = await f.userCard();
    const helper = await f.helper();
    const pending = await createLedgerPending(f.deps, {
      id: f.key(),
      debitAccountId: card,
      creditAccountId: helper.pending,
      amount: usd(50n),
      kind: 'CALL_CHARGE',
      reference: '',
    });
    const request = { id: f.key(), pendingId: pending.transfer.id };
    const first = await voidLedgerPending(f.deps, request);
    expect(await voidLedgerPending(f.deps, request)).toEqual({ ...first, replayed: true });
    expect((await f.failure(voidLedgerPending(f.deps, { id: f.key(), pendingId: pending.transfer.id }))).reason).toBe('PAYMENT_PENDING_ALREADY_VOIDED');
    const posted = await createLedgerPending(f.deps, {
      id: f.key(),
      debitAccountId: card,
      creditAccountId: helper.pending,
      amount: usd(50n),
      kind: 'CALL_CHARGE',
      reference: '',
    });
    await postLedgerPending(f.deps, { id: f.key(), pendingId: posted.transfer.id });
    expect((await f.failure(voidLedgerPending(f.deps, { id: f.key(), pendingId: posted.transfer.id }))).reason).toBe('PAYMENT_PENDING_ALREADY_POSTED');
    const single = await postLedgerTransfer(f.deps, {
      id: f.key(),
      debitAccountId: card,
      creditAccountId: helper.pending,
      amount: usd(50n),
      kind: 'CALL_CHARGE',
      reference: '',
    });
    expect((await f.failure(voidLedgerPending(f.deps, { id: f.key(), pendingId: single.transfer.id }))).reason).toBe('PAYMENT_PENDING_NOT_FOUND');
  });
});
