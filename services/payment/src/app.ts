import { startGrpcService, type RegisteredServiceOptions, type RunningGrpcService } from '@helpwire/service-kit';
import { join } from 'node:path';
import { loadCardProviderConfig, type CardProviderConfig } from './config';
import { cardProvidersFrom } from './providers/card-provider-from-config';
import { ledgerHandlers, ledgerServiceDefinition } from './ledger-server';
import { paymentHandlers, paymentServiceDefinition, paymentServiceName } from './server';
import { LedgerWriter } from './store/ledger-writer';
import { outbox } from './store/schema';
import type { PaymentDeps } from './use-cases/deps';
// --- Helper bank details and withdrawals (issue 13) ---
import { BankDetailsCipher } from './bank/bank-details-cipher';
import { loadBankDetailsKey, type BankDetailsKey } from './bank/bank-details-key';
import { ManualBankTransferPayouts } from './providers/payout-provider';
import { withdrawalHandlers, withdrawalServiceDefinition } from './withdrawal-server';

export interface PaymentServiceOptions extends RegisteredServiceOptions {
  /** How often the outbox relay looks for unpublished events when nothing wakes it. */
  outboxIntervalMs?: number;
  /** The card provider's settings (STRIPE_*); read from the environment when absent. */
  cardProvider?: CardProviderConfig;
  /** The key sealing helpers' bank details (BANK_DETAILS_KEY); read from the environment when absent. */
  bankDetailsKey?: BankDetailsKey;
}

export type RunningPaymentService = RunningGrpcService;

export const migrationsFolder = join(__dirname, '..', 'migrations');

/**
 * Starts the payment service on an open database and event bus: migrations, gRPC with health
 * (SERVING only while the database and bus answer), and the outbox relay. Cards go to Stripe when
 * STRIPE_SECRET_KEY is set, to the in-process sandbox otherwise.
 */
export async function startPaymentService(options: PaymentServiceOptions): Promise<RunningPaymentService> {
  const { database } = options;
  const providers = cardProvidersFrom(options.cardProvider ?? loadCardProviderConfig(), database.db);
  options.logger.info({ cardProvider: providers.cards.name, webhooks: Boolean(providers.stripeWebhooks) }, 'payment card provider');
  const deps: PaymentDeps = { db: database.db, ledger: new LedgerWriter(database.db, { logger: options.logger }), ...providers };
  const bankKey = options.bankDetailsKey ?? loadBankDetailsKey();
  if (bankKey.derived) options.logger.warn('BANK_DETAILS_KEY is not set: bank details are sealed with the development key (never in production)');
  const withdrawalDeps = { ...deps, bankCipher: new BankDetailsCipher(bankKey.key), payouts: new ManualBankTransferPayouts() };
  return startGrpcService({
    ...options,
    name: 'payment',
    serviceName: paymentServiceName,
    migrations: { folder: migrationsFolder, schema: 'payment' },
    outbox,
    register: (server) => {
      server.addService(paymentServiceDefinition, paymentHandlers(deps));
      server.addService(ledgerServiceDefinition, ledgerHandlers(deps));
      server.addService(withdrawalServiceDefinition, withdrawalHandlers(withdrawalDeps));
    },
  });
}
