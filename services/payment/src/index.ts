export { startPaymentService, migrationsFolder, type PaymentServiceOptions, type RunningPaymentService } from './app';
export { paymentEnv, loadPaymentConfig, cardProviderEnv, loadCardProviderConfig, type PaymentConfig, type CardProviderConfig } from './config';
export { paymentServiceName } from './server';
export * as paymentTables from './store/schema';
export { paymentsRuntimeConfig } from './providers/payments-runtime-config';
