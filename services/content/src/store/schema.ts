import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgSchema, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
    /** False while an admin hides it: gone from the public lists and from new requests. */
    active: boolean('active').notNull().default(true),
    /** When an admin removed this specialty: never listed again, its id kept for the calls that name it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
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

/** The policies (privacy, terms); their texts are their versions (policy_versions). */
export const policies = contentSchema.table('policies', {
  slug: text('slug').primaryKey(),
  /** Moves with every version published or withdrawn. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each version of a policy (decision 0081): its texts in English and Arabic, what changed, and the
 * UTC day it takes effect. The version in effect on a day is the newest not withdrawn whose day has
 * come; the migration kept each policy's text as its version 1.
 */
export const policyVersions = contentSchema.table(
  'policy_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug')
      .notNull()
      .references(() => policies.slug),
    version: integer('version').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    sections: jsonb('sections').$type<PolicySectionText[]>().notNull(),
    /** What changed, in the admin's words. */
    summary: text('summary').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The admin who wrote it; null for the first version (the seed's text). */
    authorId: uuid('author_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A scheduled version an admin withdrew before its day: never in effect. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [unique('policy_versions_slug_version').on(t.slug, t.version), index('policy_versions_effective_idx').on(t.slug, t.effectiveFrom)],
);

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
