import { randomUUID } from 'node:crypto';
import { ledgerFixture } from '../../test/ledger-fixture';
import { ledgerAccounts } from '../store/schema';
import { openLedgerAccounts } from './open-ledger-accounts';

describe('openLedgerAccounts', () => {
  const f = ledgerFixture();

  it('opens a helper its three USD accounts, each floored at 0', async () => {
    const ownerId = randomUUID();
    const { accounts } = await openLedgerAccounts(f.deps, { ownerType: 'HELPER', ownerId });
    expect(accounts.map((a) => [a.kind, a.ownerId, a.currency, a.debitsMustNotExceedCredits])).toEqual([
      ['HELPER_EARNINGS_PENDING', ownerId, 'USD', true],
      ['HELPER_EARNINGS_AVAILABLE', ownerId, 'USD', true],
      ['HELPER_WITHDRAWAL_HOLD', ownerId, 'USD', true],
    ]);
  });

  it('opens a user a card clearing account without a floor and a tab that is never paid beyond what is owed, and the platform its revenue, fees and payouts', async () => {
    const user = await openLedgerAccounts(f.deps, { ownerType: 'USER', ownerId: randomUUID() });
    expect(user.accounts.map((a) => [a.kind, a.debitsMustNotExceedCredits, a.creditsMustNotExceedDebits])).toEqual([
      ['USER_CARD_CLEARING', false, false],
      ['USER_TAB', false, true],
    ]);
    const platform = await openLedgerAccounts(f.deps, { ownerType: 'PLATFORM' });
    expect(platform.accounts.map((a) => [a.kind, a.ownerId, a.debitsMustNotExceedCredits, a.creditsMustNotExceedDebits])).toEqual([
      ['PLATFORM_REVENUE', 'platform', true, false],
      ['PLATFORM_FEES', 'platform', false, true],
      ['PLATFORM_PAYOUTS', 'platform', false, false],
    ]);
  });

  it('is idempotent, also when raced: the same owner always gets the same accounts', async () => {
    const ownerId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => openLedgerAccounts(f.deps, { ownerType: 'HELPER', ownerId })));
    const ids = answers.map((a) => a.accounts.map((x) => x.id).join());
    expect(new Set(ids).size).toBe(1);
  });

  it('refuses an unknown or missing owner type (UNSPECIFIED on the wire) and a user or helper without an id; nothing is opened', async () => {
    const before = await f.database.db.select().from(ledgerAccounts);
    for (const ownerType of ['ADMIN', '']) {
      const error = await f.failure(openLedgerAccounts(f.deps, { ownerType, ownerId: 'x' }));
      expect([error.reason, error.messages]).toEqual(['VALIDATION_FAILED', ['ownerType: USER, HELPER or PLATFORM']]);
    }
    for (const request of [{ ownerType: 'USER' }, { ownerType: 'HELPER', ownerId: ' ' }]) {
      const error = await f.failure(openLedgerAccounts(f.deps, request));
      expect([error.reason, error.messages]).toEqual(['VALIDATION_FAILED', ['ownerId: required for a user or a helper']]);
    }
    expect(await f.database.db.select().from(ledgerAccounts)).toHaveLength(before.length);
  });
});
