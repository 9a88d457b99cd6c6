import { NotificationTexts } from '@helpwire/contracts';
import type { notification } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { z } from 'zod';
import { markAccountNotificationsRead, markNotificationRead, unreadCountOf } from '../store/notification-store';
import { callerId } from './caller';
import type { NotificationDeps } from './deps';
import { notificationMessage } from './notification-message';

const notFound = () => AppError.notFound(NotificationTexts.notFound, 'NOTIFICATION_NOT_FOUND');

/** Marks one of the caller's notifications read (again: no change); NOT_FOUND for any other id, another account's included. */
export async function markRead(
  deps: Pick<NotificationDeps, 'db' | 'now'>,
  request: notification.MarkReadRequest,
  ctx: CallContext,
): Promise<notification.MarkReadResponse> {
  const accountId = callerId(ctx);
  if (!z.uuid().safeParse(request.id).success) throw notFound();
  const row = await markNotificationRead(deps.db, accountId, request.id, deps.now());
  if (!row) throw notFound();
  return { notification: notificationMessage(row) };
}

/** Marks every unread notification of the caller read. */
export async function markAllRead(
  deps: Pick<NotificationDeps, 'db' | 'now'>,
  _request: notification.MarkAllReadRequest,
  ctx: CallContext,
): Promise<notification.MarkAllReadResponse> {
  return { updated: await markAccountNotificationsRead(deps.db, callerId(ctx), deps.now()) };
}

/** The exact number of the caller's unread notifications. */
export async function countUnread(
  deps: Pick<NotificationDeps, 'db'>,
  _request: notification.CountUnreadRequest,
  ctx: CallContext,
): Promise<notification.CountUnreadResponse> {
  return { unread: await unreadCountOf(deps.db, callerId(ctx)) };
}
