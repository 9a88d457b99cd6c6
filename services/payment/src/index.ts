export { startPaymentService, migrationsFolder, type PaymentServiceOptions, type RunningPaymentService } from './app';
export { paymentEnv, loadPaymentConfig, type PaymentConfig } from './config';
export { paymentServiceName } from './server';
export * as paymentTables from './store/schema';
