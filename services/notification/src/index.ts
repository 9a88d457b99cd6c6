export { startNotificationService, migrationsFolder, type NotificationServiceOptions, type RunningNotificationService } from './app';
export { notificationEnv, loadNotificationConfig, type NotificationConfig } from './config';
export { notificationServiceName } from './server';
export { type DeliveryPorts } from './delivery/delivery-ports';
export * as notificationTables from './store/schema';
