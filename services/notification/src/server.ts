import { notification } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import type { NotificationDeps } from './use-cases/deps';
import { ping } from './use-cases/ping';

export const notificationServiceName = 'helpwire.notification.v1.NotificationService';

/** The gRPC handlers of NotificationService: each maps one call to one use case. */
export function notificationHandlers(deps: NotificationDeps): AsyncHandlers<notification.NotificationServiceServer> {
  return {
    ping: (request) => ping(deps, request),
  };
}

export const notificationServiceDefinition = notification.NotificationServiceService;
