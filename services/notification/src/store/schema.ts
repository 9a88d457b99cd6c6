import type { NotificationChannel, NotificationKind, NotificationTranslation, Platform } from '@helpwire/contracts';
import { outboxTable, processedEventsTable } from '@helpwire/service-kit';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Everything the notification service owns lives in the `notification` schema. */
export const notificationSchema = pgSchema('notification');

export const outbox = outboxTable(notificationSchema);
export const processedEvents = processedEventsTable(notificationSchema);

/**
 * One notification per fact and recipient, with its texts in every language (the recipient's first).
 * `(source_event_id, account_id)` is unique: a fact applied twice (a redelivery that slipped past the
 * processed-events row, a replay) can never give a second notification.
 */
export const notifications = notificationSchema.table(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    translations: jsonb('translations').$type<NotificationTranslation[]>().notNull(),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sourceEventId: text('source_event_id').notNull(),
  },
  (t) => [
    uniqueIndex('notifications_source_event_unique').on(t.sourceEventId, t.accountId),
    index('notifications_account_created_idx').on(t.accountId, t.createdAt),
    index('notifications_account_unread_idx').on(t.accountId).where(sql`${t.read} = false`),
  ],
);

/** A person's channel switches; no row means every channel is on. */
export const preferences = notificationSchema.table('preferences', {
  accountId: uuid('account_id').primaryKey(),
  push: boolean('push').notNull().default(true),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's web-push subscription (PushSubscription.toJSON()); an endpoint belongs to one account. */
export const pushSubscriptions = notificationSchema.table(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The client that subscribed (spec §3 Platform); rows from before the column are WEB. */
    platform: text('platform').$type<Platform>().notNull().default('WEB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_account_idx').on(t.accountId)],
);

export type DeliveryStatus = 'PENDING' | 'SENT' | 'FAILED' | 'GONE';

/**
 * One delivery of a notification by one channel to one destination (an e-mail address, a phone
 * number, a push endpoint): every attempt is counted, the last error kept, and the next attempt
 * scheduled by the retry policy. A claimed row's `next_attempt_at` is pushed a lease ahead, so a
 * worker that died mid-send leaves it to another after the lease.
 */
export const deliveries = notificationSchema.table(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    destination: text('destination').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deliveries_notification_channel_destination_unique').on(t.notificationId, t.channel, t.destination),
    index('deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * What the service keeps of each account to write and deliver its notifications: its roles,
 * language, e-mail and phone, kept from auth's events (decision 0033).
 */
export const recipients = notificationSchema.table('recipients', {
  accountId: uuid('account_id').primaryKey(),
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  language: text('language').notNull().default('en'),
  email: text('email'),
  phone: text('phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationRow = typeof notifications.$inferSelect;
export type PreferencesRow = typeof preferences.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
/**
 * Each message to support confirmed by e-mail, once: its row commits with the send, so a replayed
 * or duplicated contact_received finds it and sends nothing more.
 */
export const contactConfirmations = notificationSchema.table('contact_confirmations', {
  messageId: uuid('message_id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

export type DeliveryRow = typeof deliveries.$inferSelect;
export type RecipientRow = typeof recipients.$inferSelect;
