import { ledgerFixture, money, usd } from '../../test/ledger-fixture';
import { listLedgerTransfers } from './list-ledger-transfers';
import { postLedgerTransfer } from './post-ledger-transfer';

describe('listLedgerTransfers', () => {
  const f = ledgerFixture();

  it("lists only the account's transfers, newest first, in pages", async () => {
    const card = await f.userCard();
    const helper = await f.helper();
    const other = await f.helper();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        (
          await postLedgerTransfer(f.deps, {
            id: f.key(),
            debitAccountId: card,
            creditAccountId: helper.available,
            amount: usd(BigInt(10 + i)),
            kind: 'ADJUSTMENT',
            reference: `r${i}`,
          })
        ).transfer.id,
      );
    }
    await f.fund(other.available, 5n);
    const first = await listLedgerTransfers(f.deps, { accountId: helper.available, page: 1, limit: 2 });
    expect([first.transfers.map((t) => t.id), first.currentPage, first.lastPage, first.total]).toEqual([[ids[2], ids[1]], 1, 2, 3]);
    const second = await listLedgerTransfers(f.deps, { accountId: helper.available, page: 2, limit: 2 });
    expect(second.transfers.map((t) => [t.id, t.amount])).toEqual([[ids[0], money(10n)]]);
  });

  it('refuses an unknown account', async () => {
    expect((await f.failure(listLedgerTransfers(f.deps, { accountId: '00000000-0000-4000-8000-000000000000', page: 1, limit: 10 }))).reason).toBe(
      'PAYMENT_ACCOUNT_NOT_FOUND',
    );
  });
});
