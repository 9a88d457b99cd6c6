import type { Notification as NotificationJson } from '@helpwire/contracts';
import { notificationNames, type notification } from '@helpwire/proto';
import type { NotificationRow } from '../store/schema';

/** A stored notification as the gRPC API answers it. */
export function notificationMessage(row: NotificationRow): notification.Notification {
  return {
    id: row.id,
    read: row.read,
    createdAt: row.createdAt,
    kind: notificationNames.notificationKindNames.toProto(row.kind),
    translations: row.translations,
    link: row.link ?? undefined,
  };
}

/** A stored notification as the realtime `in-app-notification` carries it (the REST shape of spec §3). */
export function notificationJson(row: NotificationRow): NotificationJson {
  return {
    id: row.id,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    translations: row.translations,
    identify: row.link ? { link: row.link } : {},
  };
}
