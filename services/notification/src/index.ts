export { startNotificationService, migrationsFolder, type NotificationServiceOptions, type RunningNotificationService } from './app';
export { notificationEnv, loadNotificationConfig, type NotificationConfig } from './config';
export { notificationServiceName } from './grpc/server';
export { configuredDeliveryPorts, type DeliveryPorts } from './ports/delivery-ports';
export { PushEndpointGuard, type PushEndpointRules } from './adapters/delivery/push-endpoint-guard';
export * as notificationTables from './store/schema';
