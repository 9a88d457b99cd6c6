import { Money, openDatabase } from '@helpwire/service-kit';
import { silentLogger } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { LedgerWriter } from '../src/store/ledger-writer';
import { openOwnerAccounts } from '../src/store/ledger-accounts';
import { postLedgerTransfer } from '../src/use-cases/post-ledger-transfer';

/**
 * Earnings for a helper of a running product (the browser suites), made as decision 0032 makes them:
 * a call's CALL_EARNING from a payer's card clearing into the helper's pending earnings, then its
 * EARNINGS_RELEASE into available, through the payment service's own ledger writer on the product's
 * database. Never a balance edited by hand.
 */
export async function seedReleasedEarnings(databaseUrl: string, helperId: string, cents: bigint): Promise<void> {
  const handle = await openDatabase({ url: databaseUrl, logger: silentLogger, poolSize: 2 });
  try {
    const deps = { db: handle.db, ledger: new LedgerWriter(handle.db, { logger: silentLogger }) };
    const call = `HW-SEED-${randomUUID()}`;
    const [payer] = await openOwnerAccounts(handle.db, 'USER', randomUUID());
    const [pending, available] = await openOwnerAccounts(handle.db, 'HELPER', helperId);
    const amount = Money.of(cents, 'USD').toProto();
    await postLedgerTransfer(deps, {
      id: `${call}:earning`,
      debitAccountId: payer!.id,
      creditAccountId: pending!.id,
      amount,
      kind: 'CALL_EARNING',
      reference: call,
    });
    await postLedgerTransfer(deps, {
      id: `${call}:release`,
      debitAccountId: pending!.id,
      creditAccountId: available!.id,
      amount,
      kind: 'EARNINGS_RELEASE',
      reference: call,
    });
  } finally {
    await handle.close();
  }
}
