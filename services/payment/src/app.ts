import { startGrpcService, type RegisteredServiceOptions, type RunningGrpcService, type Subscription } from '@helpwire/service-kit';
import { join } from 'node:path';
import { chargeHandlers, chargeServiceDefinition } from './grpc/charge-server';
import { ratesOverGrpc, unavailableRates } from './adapters/clients/content-rates';
import { rememberedRates, type RememberedRates } from './adapters/clients/remembered-rates';
import { forgetRatesOnContentChanges } from './events/content-change-consumer';
import { loadCardProviderConfig, loadChargeConfig, type CardProviderConfig, type ChargeConfig } from './config';
import { consumeMoneyEvents } from './events/call-event-consumers';
import { MoneyJobs } from './jobs/money-jobs';
import { cardProvidersFrom } from './adapters/providers/card-provider-from-config';
import { migrateSandbox } from './adapters/sandbox/sandbox-migrations';
import { disputeHandlers, disputeServiceDefinition } from './grpc/dispute-server';
import { ledgerHandlers, ledgerServiceDefinition } from './grpc/ledger-server';
import type { CategoryRates } from './ports/category-rates';
import { paymentHandlers, paymentServiceDefinition, paymentServiceName } from './grpc/server';
import { openDisputeCallIds } from './store/dispute-queries';
import { LedgerWriter } from './store/ledger-writer';
import { outbox } from './store/schema';
import type { SubscriptionDeps } from './use-cases/deps';
import { billingProviderFrom } from './adapters/providers/billing-provider-from-config';
import { SubscriptionJobs } from './jobs/subscription-jobs';
// --- Helper bank details and withdrawals (issue 13) ---
import { BankDetailsCipher } from './adapters/bank-details/bank-details-cipher';
import { loadBankDetailsKey, type BankDetailsKey } from './adapters/bank-details/bank-details-key';
import { ManualBankTransferPayouts } from './adapters/providers/payout-provider';
import { withdrawalHandlers, withdrawalServiceDefinition } from './grpc/withdrawal-server';
import { planHandlers, planServiceDefinition } from './grpc/plan-server';

export interface PaymentServiceOptions extends RegisteredServiceOptions {
  /** How often the outbox relay looks for unpublished events when nothing wakes it. */
  outboxIntervalMs?: number;
  /** The card provider's settings (STRIPE_*); read from the environment when absent. */
  cardProvider?: CardProviderConfig;
  /** Commission and the content service's address (COMMISSION_BASIS_POINTS, CONTENT_GRPC_ADDR); from the environment when absent. */
  charges?: Partial<ChargeConfig>;
  /** The categories' rates (tests); the content service over gRPC when absent. */
  rates?: CategoryRates;
  /** Time for the money jobs (a controllable clock in tests). */
  now?: () => Date;
  /** How often the money jobs look for due work (ms). */
  moneyJobIntervalMs?: number;
  /** The key sealing helpers' bank details (BANK_DETAILS_KEY); read from the environment when absent. */
  bankDetailsKey?: BankDetailsKey;
}

export interface RunningPaymentService extends RunningGrpcService {
  /** The timed money work (tests wake it and wait with `idle()`). */
  moneyJobs: MoneyJobs;
  /** Runs the money jobs once now and waits for them (all-in-one's demo history). */
  runJobsNow(): Promise<void>;
}

export const migrationsFolder = join(__dirname, '..', 'migrations');

function ratesFrom(options: PaymentServiceOptions, address: string | undefined): { rates: CategoryRates; remembered?: RememberedRates; close(): void } {
  if (options.rates) return { rates: options.rates, close: () => undefined };
  if (!address) {
    options.logger.warn('the payment service has no content service (CONTENT_GRPC_ADDR): calls cannot be priced and are refused as unavailable');
    return { rates: unavailableRates, close: () => undefined };
  }
  const client = ratesOverGrpc(address);
  const remembered = rememberedRates(client);
  return { rates: remembered, remembered, close: () => client.close() };
}

/**
 * Starts the payment service on an open database and event bus: migrations, gRPC with health
 * (SERVING only while the database and bus answer), the outbox relay, the consumers that charge
 * ended calls and release holds, and the money jobs. Cards go to Stripe when STRIPE_SECRET_KEY is
 * set, to the in-process sandbox otherwise.
 */
export async function startPaymentService(options: PaymentServiceOptions): Promise<RunningPaymentService> {
  const { database, bus, logger } = options;
  const providerConfig = options.cardProvider ?? loadCardProviderConfig();
  const providers = cardProvidersFrom(providerConfig, database.db);
  const now = options.now ?? (() => new Date());
  // The sandbox's own schema, only when it is the provider, and before payment's migrations (decision 0044).
  if (providers.cards.name === 'sandbox') await migrateSandbox(database);
  const charging = { ...loadChargeConfig(), ...options.charges };
  const rates = ratesFrom(options, options.addresses?.content ?? charging.CONTENT_GRPC_ADDR);
  logger.info(
    { cardProvider: providers.cards.name, webhooks: Boolean(providers.stripeWebhooks), commissionBasisPoints: charging.COMMISSION_BASIS_POINTS },
    'payment card provider',
  );
  const deps: SubscriptionDeps = {
    db: database.db,
    ledger: new LedgerWriter(database.db, { logger }),
    ...providers,
    rates: rates.rates,
    commissionBasisPoints: charging.COMMISSION_BASIS_POINTS,
    now,
    logger,
    billing: billingProviderFrom(providerConfig, database.db, now),
  };
  // An open dispute holds its call's earnings (they stay pending).
  const moneyJobs = new MoneyJobs(deps, (callIds) => openDisputeCallIds(database.db, callIds), options.moneyJobIntervalMs);
  const subscriptionJobs = new SubscriptionJobs(deps, options.moneyJobIntervalMs);
  const bankKey = options.bankDetailsKey ?? loadBankDetailsKey();
  if (bankKey.derived) logger.warn('BANK_DETAILS_KEY is not set: bank details are sealed with the development key (never in production)');
  const withdrawalDeps = { ...deps, bankCipher: new BankDetailsCipher(bankKey.key), payouts: new ManualBankTransferPayouts() };
  let consumers: Subscription[] = [];
  const running = await startGrpcService({
    ...options,
    name: 'payment',
    serviceName: paymentServiceName,
    migrations: { folder: migrationsFolder, schema: 'payment' },
    outbox,
    register: (server) => {
      server.addService(paymentServiceDefinition, paymentHandlers(deps));
      server.addService(ledgerServiceDefinition, ledgerHandlers(deps));
      server.addService(chargeServiceDefinition, chargeHandlers(deps));
      server.addService(disputeServiceDefinition, disputeHandlers(deps));
      server.addService(withdrawalServiceDefinition, withdrawalHandlers(withdrawalDeps));
      server.addService(planServiceDefinition, planHandlers(deps));
    },
    prepare: async () => {
      consumers = await consumeMoneyEvents({ ...deps, bus });
      if (rates.remembered) consumers.push(await forgetRatesOnContentChanges(bus, rates.remembered));
      moneyJobs.start();
      subscriptionJobs.start();
    },
  });
  return {
    ...running,
    moneyJobs,
    async runJobsNow() {
      moneyJobs.wake();
      await moneyJobs.idle();
    },
    async stop() {
      await moneyJobs.stop();
      await subscriptionJobs.stop();
      for (const consumer of consumers) await consumer.stop();
      await running.stop();
      rates.close();
    },
  };
}
