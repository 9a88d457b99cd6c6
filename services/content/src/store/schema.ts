import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSchema, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { outboxTable, processedEventsTable } from '@helpwire/service-kit';
import type { ContactMessageStatus } from '@helpwire/contracts';
import type { Localized } from '../domain/localized';

/** Everything the content service owns lives in the `content` schema. */
export const contentSchema = pgSchema('content');

export const categories = contentSchema.table(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    icon: text('icon').notNull(),
    rateCentsPerMinute: integer('rate_cents_per_minute').notNull(),
    guidelines: jsonb('guidelines').$type<Localized[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position), check('categories_rate_not_negative', sql`${t.rateCentsPerMinute} >= 0`)],
);

export const faqs = contentSchema.table(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<Localized>().notNull(),
    answer: jsonb('answer').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
    /** Removed from the public site by an admin (kept for the record; decision 0080). */
    hidden: boolean('hidden').notNull().default(false),
    /** When an admin last changed it; null while it is as seeded (the seed updates only those). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('faqs_category_idx').on(t.categoryId, t.position)],
);

export const tutorials = contentSchema.table(
  'tutorials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    videoUrl: text('video_url').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    position: integer('position').notNull().default(0),
    /** Shown on the public site; an admin's new tutorial starts unpublished (decision 0080). */
    published: boolean('published').notNull().default(true),
    /** When an admin last changed it; null while it is as seeded (the seed updates only those). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('tutorials_category_idx').on(t.categoryId, t.position)],
);

export interface PolicySectionText {
  heading: Localized;
  body: Localized;
}

export const policies = contentSchema.table('policies', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  sections: jsonb('sections').$type<PolicySectionText[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The offerings listed on the /services page. */
export const offerings = contentSchema.table('offerings', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
});

export const contactMessages = contentSchema.table(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    /** The signed-in account that wrote it (the help centre's form); null for a visitor. */
    accountId: uuid('account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** NEW until an admin answers it (ANSWERED) or closes it (CLOSED). */
    status: text('status').$type<ContactMessageStatus>().notNull().default('NEW'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

/** The admins' answers to messages to support, each e-mailed once to the address the message gave. */
export const contactReplies = contentSchema.table(
  'contact_replies',
  {
    /** The client's id for the reply: a retry finds it and sends nothing twice. */
    id: uuid('id').primaryKey(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id),
    adminId: uuid('admin_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

export const newsletterSubscribers = contentSchema.table('newsletter_subscribers', {
  email: text('email').primaryKey(),
  language: text('language').notNull(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

export const outbox = outboxTable(contentSchema);
export const processedEvents = processedEventsTable(contentSchema);
