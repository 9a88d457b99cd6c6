import { notification } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import type { NotificationDeps } from '../use-cases/deps';
import { listNotifications } from '../use-cases/list-notifications';
import { countUnread, markAllRead, markRead } from '../use-cases/mark-read';
import { getPreferences, updatePreferences } from '../use-cases/preferences';
import { getPushPublicKey, subscribePush, unsubscribePush } from '../use-cases/push-subscriptions';

export const notificationServiceName = 'helpwire.notification.v1.NotificationService';

/** The gRPC handlers of NotificationService: each maps one call to one use case. */
export function notificationHandlers(deps: NotificationDeps): AsyncHandlers<notification.NotificationServiceServer> {
  return {
    listNotifications: (request, ctx) => listNotifications(deps, request, ctx),
    markRead: (request, ctx) => markRead(deps, request, ctx),
    markAllRead: (request, ctx) => markAllRead(deps, request, ctx),
    countUnread: (request, ctx) => countUnread(deps, request, ctx),
    getPreferences: (request, ctx) => getPreferences(deps, request, ctx),
    updatePreferences: (request, ctx) => updatePreferences(deps, request, ctx),
    getPushPublicKey: (request, ctx) => getPushPublicKey(deps, request, ctx),
    subscribePush: (request, ctx) => subscribePush(deps, request, ctx),
    unsubscribePush: (request, ctx) => unsubscribePush(deps, request, ctx),
  };
}

export const notificationServiceDefinition = notification.NotificationServiceService;
