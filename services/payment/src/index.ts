export { startPaymentService, migrationsFolder, type PaymentServiceOptions, type RunningPaymentService } from './app';
export { paymentEnv, loadPaymentConfig, cardProviderEnv, loadCardProviderConfig, type PaymentConfig, type CardProviderConfig } from './config';
export { paymentServiceName } from './grpc/server';
export * as paymentTables from './store/schema';
export { paymentsRuntimeConfig } from './adapters/providers/payments-runtime-config';
