import { NOTIFICATION_DEFAULT_PAGE_SIZE } from '@helpwire/contracts';
import { notificationNames, type notification } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import { listAccountNotifications } from '../store/notification-store';
import { callerId } from './caller';
import type { NotificationDeps } from './deps';
import { notificationMessage } from './notification-message';

/** The caller's notifications, one page (from 1; 20 by default, at most 100), newest first unless asked `asc`. */
export async function listNotifications(
  deps: Pick<NotificationDeps, 'db'>,
  request: notification.ListNotificationsRequest,
  ctx: CallContext,
): Promise<notification.ListNotificationsResponse> {
  const accountId = callerId(ctx);
  const page = Math.max(1, request.page ?? 1);
  const limit = Math.min(100, Math.max(1, request.limit ?? NOTIFICATION_DEFAULT_PAGE_SIZE));
  const order = notificationNames.sortOrderNames.fromProto(request.sortOrder) ?? 'desc';
  const { rows, total } = await listAccountNotifications(deps.db, accountId, { page, limit, order });
  return { notifications: rows.map(notificationMessage), currentPage: page, lastPage: Math.max(1, Math.ceil(total / limit)), total };
}
