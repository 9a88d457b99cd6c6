import { startGrpcService, type RegisteredServiceOptions, type RunningGrpcService } from '@helpwire/service-kit';
import { join } from 'node:path';
import { ledgerHandlers, ledgerServiceDefinition } from './ledger-server';
import { paymentHandlers, paymentServiceDefinition, paymentServiceName } from './server';
import { LedgerWriter } from './store/ledger-writer';
import { outbox } from './store/schema';

export interface PaymentServiceOptions extends RegisteredServiceOptions {
  /** How often the outbox relay looks for unpublished events when nothing wakes it. */
  outboxIntervalMs?: number;
}

export type RunningPaymentService = RunningGrpcService;

export const migrationsFolder = join(__dirname, '..', 'migrations');

/**
 * Starts the payment service on an open database and event bus: migrations, gRPC with health
 * (SERVING only while the database and bus answer), and the outbox relay.
 */
export async function startPaymentService(options: PaymentServiceOptions): Promise<RunningPaymentService> {
  const { database } = options;
  const deps = { db: database.db, ledger: new LedgerWriter(database.db, { logger: options.logger }) };
  return startGrpcService({
    ...options,
    name: 'payment',
    serviceName: paymentServiceName,
    migrations: { folder: migrationsFolder, schema: 'payment' },
    outbox,
    register: (server) => {
      server.addService(paymentServiceDefinition, paymentHandlers(deps));
      server.addService(ledgerServiceDefinition, ledgerHandlers(deps));
    },
  });
}
