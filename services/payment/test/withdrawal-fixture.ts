import type { withdrawal } from '@helpwire/proto';
import { Money, type CallContext } from '@helpwire/service-kit';
import { randomBytes, randomUUID } from 'node:crypto';
import { BankDetailsCipher } from '../src/adapters/bank-details/bank-details-cipher';
import { ManualBankTransferPayouts } from '../src/adapters/providers/payout-provider';
import type { WithdrawalDeps } from '../src/use-cases/deps';
import { addBankDetails } from '../src/use-cases/add-bank-details';
import { getLedgerBalances } from '../src/use-cases/get-ledger-balances';
import { postLedgerTransfer } from '../src/use-cases/post-ledger-transfer';
import { helperAccounts, type HelperLedgerAccounts } from '../src/use-cases/withdrawal-accounts';
import { contextFor } from './card-fixture';
import { ledgerFixture, usd, type LedgerFixture } from './ledger-fixture';

/** Bank details that keep every rule of spec §5. */
export const GOOD_BANK_DETAILS: withdrawal.BankDetailsInput = {
  title: 'Salary account',
  accountName: 'Sami Haddad',
  accountNumber: '0012345678901',
  bankName: 'Gulf Bank',
  branchName: 'Marina',
  routingNumber: '021000021',
  swiftCode: 'GULFAEADXXX',
  country: 'United Arab Emirates',
};

export interface TestHelper {
  userId: string;
  ctx: CallContext;
  accounts: HelperLedgerAccounts;
}

export interface WithdrawalFixture {
  /** The ledger fixture underneath (keys, counts, checkLedger's problems, failures). */
  ledger: LedgerFixture;
  deps: WithdrawalDeps;
  /** A fresh helper with their ledger accounts. */
  newHelper(): Promise<TestHelper>;
  /** A fresh helper with bank details saved and `cents` available to withdraw. */
  fundedHelper(cents: bigint): Promise<TestHelper>;
  /** Credits a helper's available earnings as decision 0032 does: CALL_EARNING into pending, then EARNINGS_RELEASE. */
  earn(helper: TestHelper, cents: bigint): Promise<void>;
  admin(): CallContext;
  /** The helper's available, pending and hold balances in cents. */
  balances(helper: TestHelper): Promise<{ available: bigint; pending: bigint; hold: bigint }>;
  /** A create request of `cents` with an instruction. */
  ask(cents: bigint, requestId?: string): withdrawal.CreateWithdrawalRequest;
}

/** The withdrawal use cases' dependencies on real PostgreSQL: the real ledger writer, a random sealing key, manual payouts. */
export function withdrawalFixture(): WithdrawalFixture {
  const ledger = ledgerFixture();
  const cipher = new BankDetailsCipher(randomBytes(32));
  const payouts = new ManualBankTransferPayouts();
  const f: WithdrawalFixture = {
    ledger,
    get deps(): WithdrawalDeps {
      return { ...ledger.deps, bankCipher: cipher, payouts };
    },
    newHelper: async () => {
      const userId = randomUUID();
      return { userId, ctx: contextFor(userId, 'HELPER'), accounts: await helperAccounts(ledger.deps, userId) };
    },
    earn: async (helper: TestHelper, cents: bigint) => {
      const call = `HW-${randomUUID()}`;
      await postLedgerTransfer(ledger.deps, {
        id: `${call}:earning`,
        debitAccountId: await ledger.userCard(),
        creditAccountId: helper.accounts.pending,
        amount: usd(cents),
        kind: 'CALL_EARNING',
        reference: call,
      });
      await postLedgerTransfer(ledger.deps, {
        id: `${call}:release`,
        debitAccountId: helper.accounts.pending,
        creditAccountId: helper.accounts.available,
        amount: usd(cents),
        kind: 'EARNINGS_RELEASE',
        reference: call,
      });
    },
    fundedHelper: async (cents: bigint) => {
      const helper = await f.newHelper();
      await addBankDetails(f.deps, { details: GOOD_BANK_DETAILS }, helper.ctx);
      if (cents > 0n) await f.earn(helper, cents);
      return helper;
    },
    admin: () => contextFor(randomUUID(), 'ADMIN'),
    balances: async (helper: TestHelper) => {
      const { balances } = await getLedgerBalances(ledger.deps, { accountIds: [helper.accounts.available, helper.accounts.pending, helper.accounts.hold] });
      const [available, pending, hold] = balances.map((b) => b.posted.amountMinor);
      return { available: available!, pending: pending!, hold: hold! };
    },
    ask: (cents: bigint, requestId?: string) => ({ amount: Money.of(cents, 'USD').toProto(), specialInstruction: 'Send to my salary account', requestId }),
  };
  return f;
}
