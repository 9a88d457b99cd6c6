import { outboxTable, processedEventsTable } from '@helpwire/service-kit';
import { paymentSchema } from './payment-schema';

export { paymentSchema };
export * from './card-schema';
export * from './ledger-schema';
export * from './charge-schema';
export * from './dispute-schema';
export * from './withdrawal-schema';
export * from './plan-schema';
export * from './subscription-schema';

export const outbox = outboxTable(paymentSchema);
export const processedEvents = processedEventsTable(paymentSchema);
