import { ledgerFixture, money, usd } from '../../test/ledger-fixture';
import { createLedgerPending } from './create-pending-transfer';
import { getLedgerBalances } from './get-ledger-balances';
import { postLedgerTransfer } from './post-ledger-transfer';
import { reverseLedgerTransfer } from './reverse-ledger-transfer';

describe('reverseLedgerTransfer', () => {
  const f = ledgerFixture();

  it('corrects with a new transfer the other way (the original stays as it was): balances return to where they were', async () => {
    const card = await f.userCard();
    const helper = await f.helper();
    const original = await postLedgerTransfer(f.deps, {
      id: f.key(),
      debitAccountId: card,
      creditAccountId: helper.available,
      amount: usd(800n),
      kind: 'CALL_EARNING',
      reference: 'call-3',
    });
    const id = f.key();
    const answer = await reverseLedgerTransfer(f.deps, { id, transferId: original.transfer.id });
    expect(answer.transfer).toMatchObject({
      id,
      debitAccountId: helper.available,
      creditAccountId: card,
      amount: money(800n),
      kind: 'REVERSAL',
      reference: original.transfer.id,
      phase: 'SINGLE',
    });
    const { balances } = await getLedgerBalances(f.deps, { accountIds: [card, helper.available] });
    expect(balances.map((b) => [b.posted, b.sequence])).toEqual([
      [money(0n), 2n],
      [money(0n), 2n],
    ]);
    expect(await reverseLedgerTransfer(f.deps, { id, transferId: original.transfer.id })).toEqual({ ...answer, replayed: true });
    expect(await f.problems()).toEqual([]);
  });

  it('refuses a reversal the floor does not allow (the helper already withdrew) and writes nothing', async () => {
    const card = await f.userCard();
    const helper = await f.helper();
    const original = await postLedgerTransfer(f.deps, {
      id: f.key(),
      debitAccountId: card,
      creditAccountId: helper.available,
      amount: usd(800n),
      kind: 'CALL_EARNING',
      reference: '',
    });
    await postLedgerTransfer(f.deps, {
      id: f.key(),
      debitAccountId: helper.available,
      creditAccountId: helper.hold,
      amount: usd(500n),
      kind: 'WITHDRAWAL',
      reference: '',
    });
    const before = await f.counts();
    expect((await f.failure(reverseLedgerTransfer(f.deps, { id: f.key(), transferId: original.transfer.id }))).reason).toBe('PAYMENT_INSUFFICIENT_FUNDS');
    expect(await f.counts()).toEqual(before);
  });

  it('refuses an unknown transfer and a pending one', async () => {
    expect((await f.failure(reverseLedgerTransfer(f.deps, { id: f.key(), transferId: 'nope' }))).reason).toBe('PAYMENT_TRANSFER_NOT_FOUND');
    const pending = await createLedgerPending(f.deps, {
      id: f.key(),
      debitAccountId: await f.userCard(),
      creditAccountId: (await f.helper()).pending,
      amount: usd(10n),
      kind: 'CALL_CHARGE',
      reference: '',
    });
    expect((await f.failure(reverseLedgerTransfer(f.deps, { id: f.key(), transferId: pending.transfer.id }))).reason).toBe('PAYMENT_TRANSFER_NOT_REVERSIBLE');
  });
});
