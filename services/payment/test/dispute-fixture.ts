import { Metadata } from '@grpc/grpc-js';
import type { PaymentProvider } from '@helpwire/contracts';
import { disputeNames, type dispute } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { silentLogger } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { PLATFORM_OWNER_ID } from '../src/domain/ledger/account-kinds';
import { checkLedger } from '../src/store/ledger-check';
import { findSandboxPaymentIntent } from '../src/adapters/sandbox/sandbox-store';
import { openOwnerAccounts } from '../src/store/ledger-accounts';
import { LedgerWriter } from '../src/store/ledger-writer';
import type { PaymentDeps } from '../src/use-cases/deps';
import { createDispute } from '../src/use-cases/create-dispute';
import { getLedgerBalances } from '../src/use-cases/get-ledger-balances';
import { cardFixture } from './card-fixture';
import { seedChargedCall, type ChargedCall, type ChargedCallOptions } from './charged-call';

export const contextAs = (userId: string, role: string): CallContext => ({
  identity: { userId, role, requestId: `test-${randomUUID()}`, language: 'en' },
  logger: silentLogger,
  metadata: new Metadata(),
});

export interface Parties {
  userId: string;
  helperId: string;
  user: CallContext;
  helper: CallContext;
  admin: CallContext;
}

/** Balances in cents of a call's accounts (each on its normal side). */
export interface MoneyState {
  userCard: bigint;
  userTab: bigint;
  helperPending: bigint;
  helperAvailable: bigint;
  platformRevenue: bigint;
}

export interface DisputeFixture {
  deps: PaymentDeps;
  parties(): Parties;
  charged(parties: Parties, options: Omit<ChargedCallOptions, 'userId' | 'helperId'>): Promise<ChargedCall>;
  open(parties: Parties, callId: string, resolution?: string, as?: 'user' | 'helper'): Promise<dispute.Dispute>;
  money(parties: Parties): Promise<MoneyState>;
  /** What the sandbox refunded of a payment intent (cents). */
  refundedAt(intentId: string): Promise<bigint>;
  problems(): Promise<string[]>;
  failure(promise: Promise<unknown>): Promise<AppError>;
}

/** The dispute use cases' dependencies: a real database, the provider (the sandbox, or Stripe through its double) and the real ledger writer. */
export function disputeFixture(kind: PaymentProvider = 'sandbox'): DisputeFixture {
  const cards = cardFixture(kind);
  const confirmSetup = kind === 'stripe' ? async (setupIntentId: string) => void cards.double.confirmSetupIntent(setupIntentId, '4242424242424242') : undefined;
  let deps: PaymentDeps;
  beforeAll(() => {
    deps = { ...cards.deps, ledger: new LedgerWriter(cards.deps.db, { logger: silentLogger }) };
  });
  const balance = async (id: string) => (await getLedgerBalances(deps, { accountIds: [id] })).balances[0]!.posted.amountMinor;
  return {
    get deps() {
      return deps;
    },
    parties: () => {
      const userId = randomUUID();
      const helperId = randomUUID();
      return { userId, helperId, user: contextAs(userId, 'USER'), helper: contextAs(helperId, 'HELPER'), admin: contextAs(randomUUID(), 'ADMIN') };
    },
    charged: (parties, options) => seedChargedCall(deps, { userId: parties.userId, helperId: parties.helperId, confirmSetup, ...options }),
    open: async (parties, callId, resolution = 'FULL_REFUND', as = 'user') =>
      (
        await createDispute(
          deps,
          {
            callId,
            reason: 'Helper left early',
            description: 'The helper left after two minutes.',
            resolution: disputeNames.disputeResolutionNames.parse(resolution),
          },
          as === 'user' ? parties.user : parties.helper,
        )
      ).dispute!,
    money: async (parties) => {
      const [userCard, userTab] = await openOwnerAccounts(deps.db, 'USER', parties.userId);
      const [pending, available] = await openOwnerAccounts(deps.db, 'HELPER', parties.helperId);
      const [revenue] = await openOwnerAccounts(deps.db, 'PLATFORM', PLATFORM_OWNER_ID);
      return {
        userCard: await balance(userCard!.id),
        userTab: await balance(userTab!.id),
        helperPending: await balance(pending!.id),
        helperAvailable: await balance(available!.id),
        platformRevenue: await balance(revenue!.id),
      };
    },
    refundedAt: async (intentId) =>
      kind === 'stripe'
        ? BigInt([...cards.double.refunds.values()].filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + (r.amount as number), 0))
        : (await findSandboxPaymentIntent(deps.db, intentId))!.amountRefunded,
    problems: async () => (await checkLedger(deps.db)).problems,
    failure: async (promise) => {
      try {
        await promise;
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
      throw new Error('expected the call to fail');
    },
  };
}
