import { outboxTable, processedEventsTable } from '@helpwire/service-kit';
import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FlagOutcome } from '@helpwire/contracts';
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
    /** The user's storage choice (spec §3, decision 0030): cloud records (recording = true), local does not; null until chosen. */
    recordingType: text('recording_type').$type<'cloud' | 'local'>(),
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
    // The console's overview: the calls asked for and ended since the start of a day.
    index('calls_created_idx').on(t.createdAt),
    index('calls_ended_idx').on(t.endedAt),
    // A helper's call history (decision 0028).
    index('calls_helper_ended_idx').on(t.helperId, t.acceptedAt).where(sql`${t.state} = 'ENDED'`),
    // The console's People page (decision 0076): every call a helper accepted, newest first.
    index('calls_helper_idx').on(t.helperId, t.createdAt),
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

/**
 * The in-call chat (decision 0027): each message one of the call's two sides wrote, kept with the
 * call (a rejoin shows the earlier ones; the after-call summary can read them).
 */
export const callMessages = callSchema.table(
  'call_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callId: text('call_id')
      .notNull()
      .references(() => calls.id),
    party: text('party').$type<CallPartyName>().notNull(),
    body: text('body').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('call_messages_call_idx').on(t.callId, t.sentAt)],
);

/**
 * A call's recording (decision 0030): a row written with the call's end (PENDING), converted in the
 * background from Janus' .mjr files into one playable file in the file storage (READY) or FAILED
 * after its attempts. Both parties see it until each removes it; the bytes go when neither keeps it.
 */
export const recordings = callSchema.table(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callId: text('call_id')
      .notNull()
      .unique()
      .references(() => calls.id),
    userId: uuid('user_id').notNull(),
    helperId: uuid('helper_id').notNull(),
    state: text('state').$type<'PENDING' | 'READY' | 'FAILED'>().notNull(),
    storageType: text('storage_type').$type<'cloud' | 'local'>().notNull(),
    /** The file storage's key (READY only). */
    storageKey: text('storage_key'),
    mimeType: text('mime_type').notNull().default('video/webm'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    durationSeconds: doublePrecision('duration_seconds').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** When the job may run next (a retry's back-off, or a lease while one worker converts it). */
    nextAttemptAt: at('next_attempt_at'),
    failure: text('failure'),
    createdAt: at('created_at').notNull(),
    readyAt: at('ready_at'),
    userRemovedAt: at('user_removed_at'),
    helperRemovedAt: at('helper_removed_at'),
  },
  (t) => [
    index('recordings_pending_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'PENDING'`),
    index('recordings_user_idx').on(t.userId, t.createdAt),
    index('recordings_helper_idx').on(t.helperId, t.createdAt),
  ],
);

/** A playback link (decision 0030): the sha256 of its random token, for one account and one recording, until expires_at. */
export const recordingLinks = callSchema.table(
  'recording_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('recording_links_expiry_idx').on(t.expiresAt)],
);

export type CallRow = typeof calls.$inferSelect;
export type CallMessageRow = typeof callMessages.$inferSelect;
export type RecordingRow = typeof recordings.$inferSelect;
export type PresenceRow = typeof callPresence.$inferSelect;
export type RingRow = typeof rings.$inferSelect;

/** Who wrote an after-call row: the call's user (about the helper) or its helper (about the user). */
export type AfterCallSide = CallPartyName;
export type FeedbackTypeName = 'POSITIVE' | 'NEGATIVE';

/**
 * A review after an ended call (issue 12, decision 0028): one per call and side, stars and/or text;
 * `side` USER is the user's review of the helper, HELPER the helper's of the user.
 */
export const callReviews = callSchema.table(
  'call_reviews',
  {
    callId: text('call_id')
      .notNull()
      .references(() => calls.id),
    side: text('side').$type<AfterCallSide>().notNull(),
    /** Whom the review is about (the other side's account). */
    subjectId: uuid('subject_id').notNull(),
    rating: integer('rating'),
    review: text('review'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.callId, t.side] }), index('call_reviews_subject_idx').on(t.subjectId, t.side, t.createdAt)],
);

/** Thumbs up or down about the call (giveFeedback POSITIVE | NEGATIVE): one per call and side. */
export const callFeedback = callSchema.table(
  'call_feedback',
  {
    callId: text('call_id')
      .notNull()
      .references(() => calls.id),
    side: text('side').$type<AfterCallSide>().notNull(),
    type: text('type').$type<FeedbackTypeName>().notNull(),
    comment: text('comment'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.callId, t.side] })],
);

/** The helper's notes of a call, one line each, in the order written (the draft summary's source). */
export const callNotes = callSchema.table(
  'call_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callId: text('call_id')
      .notNull()
      .references(() => calls.id),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('call_notes_call_idx').on(t.callId, t.createdAt)],
);

/** The helper's summary of a call and its steps, shown to the user step by step; the helper may edit it. */
export const callSummaries = callSchema.table('call_summaries', {
  callId: text('call_id')
    .primaryKey()
    .references(() => calls.id),
  summary: text('summary').notNull(),
  steps: text('steps').array().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A flag one side raises about the other after a call (/users/flag, /helpers/flag): one per call and side, updatable. */
export const callFlags = callSchema.table(
  'call_flags',
  {
    callId: text('call_id')
      .notNull()
      .references(() => calls.id),
    side: text('side').$type<AfterCallSide>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    reason: text('reason').notNull(),
    /** False once withdrawn with update-flag. */
    active: boolean('active').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /**
     * An admin's review, which closes it: who, when, the outcome (DISMISSED, or WARNED or BANNED: what was
     * done to the account it names; decision 0082) and their note or reason; null while open.
     */
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    reviewOutcome: text('review_outcome').$type<FlagOutcome>(),
    reviewNote: text('review_note'),
  },
  (t) => [
    primaryKey({ columns: [t.callId, t.side] }),
    index('call_flags_subject_idx').on(t.subjectId),
    // The admins' queue: raised and not reviewed, oldest first.
    index('call_flags_open_idx').on(t.createdAt).where(sql`${t.reviewedAt} IS NULL AND ${t.active}`),
  ],
);

/**
 * What each account may store (decision 0085): the latest `helpwire.payment.storage_entitlement_changed`
 * per account, kept by its `occurred_at` (an older event never overwrites a newer one). No row: the
 * free plan (RECORDING_QUOTA_BYTES). Read when a recording starts, is stored and is uploaded.
 */
export const storageEntitlements = callSchema.table('storage_entitlements', {
  accountId: text('account_id').primaryKey(),
  planId: text('plan_id').notNull(),
  quotaBytes: bigint('quota_bytes', { mode: 'number' }).notNull(),
  retentionDays: integer('retention_days').notNull(),
  /** The event's occurred_at: the ordering key. */
  updatedAt: at('updated_at').notNull(),
});

export type ReviewRow = typeof callReviews.$inferSelect;
export type FeedbackRow = typeof callFeedback.$inferSelect;
export type NoteRow = typeof callNotes.$inferSelect;
export type SummaryRow = typeof callSummaries.$inferSelect;
export type FlagRow = typeof callFlags.$inferSelect;
export type StorageEntitlementRow = typeof storageEntitlements.$inferSelect;
