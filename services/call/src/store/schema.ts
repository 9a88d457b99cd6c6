import { outboxTable, processedEventsTable } from '@helpwire/service-kit';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CallPartyName } from '../domain/billable-time';
import type { CallStateName, RingOutcomeName } from '../domain/call-state';
import type { CallEndReasonName } from '../domain/meeting-end';
import type { MediaKind } from '../ports/media-rooms';

/** Everything the call service owns lives in the `call` schema. */
export const callSchema = pgSchema('call');

export const outbox = outboxTable(callSchema);
export const processedEvents = processedEventsTable(callSchema);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A call (spec §3 "Call or help request"), from the request to "accepted". `next_step_at` is when
 * the ring policy must look at the call again (the current wave's end, or now); it is what survives
 * a restart: on start every open call's timer is armed from it (decision 0024).
 */
export const calls = callSchema.table(
  'calls',
  {
    /** The reference id (HW-XXXXXXXXXX), also the media room id. */
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    helperId: uuid('helper_id'),
    categoryId: text('category_id').notNull(),
    state: text('state').$type<CallStateName>().notNull(),
    wave: integer('wave').notNull().default(0),
    nextStepAt: at('next_step_at'),
    requestedHelperId: uuid('requested_helper_id'),
    callerFirstName: text('caller_first_name'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    languages: text('languages').array().notNull(),
    genderPreference: text('gender_preference').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    acceptedAt: at('accepted_at'),
    endedAt: at('ended_at'),
    /** Whether the call is recorded (the user's choice; off until the recording choice is offered). */
    recording: boolean('recording').notNull().default(false),
    /** The media room, from the accept (decision 0025): JANUS or P2P; its pin and secret only for Janus. */
    media: text('media').$type<MediaKind>(),
    mediaPin: text('media_pin'),
    /** Ends the Janus room (and changes its recording); never leaves the service. */
    mediaSecret: text('media_secret'),
    /** Accepted + the limit (one hour): the call ends by itself then; also its next_step_at while live (decision 0026). */
    endsAt: at('ends_at'),
    /** When each side chose to leave; cleared when it joins again (a rejoin). */
    userLeftAt: at('user_left_at'),
    helperLeftAt: at('helper_left_at'),
    /** The side that left last (spec §4 callLeftBy). */
    callLeftBy: text('call_left_by').$type<CallPartyName>(),
    endReason: text('end_reason').$type<CallEndReasonName>(),
    /** Seconds both sides were present together, written at the end. */
    billableSeconds: integer('billable_seconds'),
  },
  (t) => [
    // At most one open call per user, whatever races.
    uniqueIndex('calls_one_open_per_user_uq').on(t.userId).where(sql`${t.state} in ('REQUESTED', 'RINGING')`),
    index('calls_open_next_step_idx').on(t.nextStepAt).where(sql`${t.state} in ('REQUESTED', 'RINGING')`),
    index('calls_user_idx').on(t.userId, t.createdAt),
    // Accepted calls not over: their one-hour deadline (the timers), and a side's open meeting (rejoin on connect).
    index('calls_live_next_step_idx').on(t.nextStepAt).where(sql`${t.state} in ('ACCEPTED', 'IN_PROGRESS')`),
    index('calls_live_user_idx').on(t.userId).where(sql`${t.state} in ('ACCEPTED', 'IN_PROGRESS')`),
    index('calls_live_helper_idx').on(t.helperId).where(sql`${t.state} in ('ACCEPTED', 'IN_PROGRESS')`),
  ],
);

/** Every ring of a call: which helper, in which wave, when, and how it ended. A helper is rung once per call. */
export const rings = callSchema.table(
  'rings',
  {
    callId: text('call_id')
      .notNull()
      .references(() => calls.id),
    helperId: uuid('helper_id').notNull(),
    wave: integer('wave').notNull(),
    rungAt: at('rung_at').notNull(),
    endsAt: at('ends_at').notNull(),
    outcome: text('outcome').$type<RingOutcomeName>().notNull(),
    settledAt: at('settled_at'),
    distanceKm: doublePrecision('distance_km').notNull(),
  },
  (t) => [primaryKey({ columns: [t.callId, t.helperId] }), index('rings_helper_ringing_idx').on(t.helperId).where(sql`${t.outcome} = 'RINGING'`)],
);

/**
 * When each side of an accepted call was in its meeting (decision 0026): one row per stay, from
 * join-meeting to its leave (or dropped connection); `left_at` null while the side is there. The
 * billable time is the overlap of the two sides' rows.
 */
export const callPresence = callSchema.table(
  'call_presence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callId: text('call_id')
      .notNull()
      .references(() => calls.id),
    party: text('party').$type<CallPartyName>().notNull(),
    joinedAt: at('joined_at').notNull(),
    leftAt: at('left_at'),
  },
  (t) => [
    index('call_presence_call_idx').on(t.callId, t.joinedAt),
    // A side is in the meeting once at a time, whatever races.
    uniqueIndex('call_presence_one_open_uq').on(t.callId, t.party).where(sql`${t.leftAt} is null`),
  ],
);

/**
 * The end of an accepted call, written once in the transaction that ends it: its primary key is the
 * guard that helpwire.call.ended is emitted exactly once per call, whatever replays or races.
 */
export const callEndings = callSchema.table('call_endings', {
  callId: text('call_id')
    .primaryKey()
    .references(() => calls.id),
  reason: text('reason').$type<CallEndReasonName>().notNull(),
  billableSeconds: integer('billable_seconds').notNull(),
  endedAt: at('ended_at').notNull(),
});

export type CallRow = typeof calls.$inferSelect;
export type PresenceRow = typeof callPresence.$inferSelect;
export type RingRow = typeof rings.$inferSelect;
