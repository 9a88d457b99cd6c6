import { outboxTable, processedEventsTable } from '@helpwire/service-kit';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Everything the matching service owns lives in the `matching` schema. */
export const matchingSchema = pgSchema('matching');

export const outbox = outboxTable(matchingSchema);
export const processedEvents = processedEventsTable(matchingSchema);

/**
 * What matching keeps of each helper, from auth's events: the profile fields a match reads, the
 * admin's approval and the availability switch. Each group carries the time of the event that set
 * it, so an older event delivered late never overwrites a newer one. The in-memory index is
 * rebuilt from these rows at start. Presence (connected, in a call) is not here: it lives in
 * memory or Redis and ends with its time to live.
 */
export const helpers = matchingSchema.table(
  'helpers',
  {
    userId: uuid('user_id').primaryKey(),
    firstName: text('first_name').notNull().default(''),
    /** MALE, FEMALE, OTHER or UNKNOWN. */
    gender: text('gender').notNull().default('UNKNOWN'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The helper's secret blurring offset (domain/coarse-place.ts), drawn once when the row is made
     * and never changed: matching uses only the blurred place, never latitude/longitude as given.
     */
    placeOffsetBearing: doublePrecision('place_offset_bearing').notNull().default(sql`random()`),
    placeOffsetFraction: doublePrecision('place_offset_fraction').notNull().default(sql`random()`),
    profileAt: timestamp('profile_at', { withTimezone: true }),
    approved: boolean('approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    available: boolean('available').notNull().default(false),
    availableAt: timestamp('available_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('helpers_approved_categories_idx').using('gin', t.categories).where(sql`${t.approved}`)],
);

export type HelperRow = typeof helpers.$inferSelect;
