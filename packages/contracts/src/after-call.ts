/**
 * After an accepted call ended (issue 12, decision 0028): reviews both ways, feedback, the helper's
 * notes and summary, flags, and each side's call history. Spec §3 "Call or help request", §5 Review,
 * §7 Feedback, Flags, History.
 */
import { z } from 'zod';
import { callPartySchema } from './call-meeting';
import { ValidationTexts } from './messages';
import { pageQuery } from './paging';
import { recordingSchema } from './recordings';

/** Spec §5 Review, verbatim. */
export const ReviewTexts = {
  ratingOrReviewRequired: 'Must provide rating or review to submit',
  ratingRequired: 'Please provide a rating.',
  reviewRequired: 'Please write a review.',
  /** Spec §8 success toast "review added". */
  reviewAdded: 'Review added successfully',
} as const;

export const AfterCallTexts = {
  notEnded: 'This call has not ended yet',
  noteRequired: 'Please write a note.',
  summaryRequired: 'Please write a summary.',
  reasonRequired: 'Please give a reason for the flag.',
  feedbackTypeInvalid: 'Feedback type must be POSITIVE or NEGATIVE',
  dateInvalid: 'Dates must be YYYY-MM-DD',
  actionReasonRequired: 'Please write the reason for this action.',
  flagAlreadyClosed: 'This flag was already closed with another outcome.',
} as const;

export const REVIEW_MAX_CHARS = 2000;
export const NOTE_MAX_CHARS = 1000;
export const SUMMARY_MAX_CHARS = 4000;
export const SUMMARY_MAX_STEPS = 30;
export const FLAG_REASON_MAX_CHARS = 1000;

const callId = z
  .string({ error: ValidationTexts.invalidId })
  .trim()
  .min(1, ValidationTexts.invalidId)
  .max(100, ValidationTexts.invalidId)
  .regex(/^[A-Za-z0-9_-]+$/, ValidationTexts.invalidId);

const uuid = z.string({ error: ValidationTexts.invalidId }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, ValidationTexts.invalidId);

/**
 * giveReviewToHelper / giveReviewToUser: stars 1–5 and/or text. Neither: "Must provide rating or
 * review to submit"; stars out of 1–5: "Please provide a rating."; text blank or too long: "Please
 * write a review.".
 */
export const reviewBody = z
  .object({
    callId,
    rating: z
      .number({ error: ReviewTexts.ratingRequired })
      .int(ReviewTexts.ratingRequired)
      .min(1, ReviewTexts.ratingRequired)
      .max(5, ReviewTexts.ratingRequired)
      .nullish(),
    review: z
      .string({ error: ReviewTexts.reviewRequired })
      .trim()
      .min(1, ReviewTexts.reviewRequired)
      .max(REVIEW_MAX_CHARS, ReviewTexts.reviewRequired)
      .nullish(),
  })
  .refine((body) => body.rating != null || body.review != null, { message: ReviewTexts.ratingOrReviewRequired });
export type ReviewBody = z.input<typeof reviewBody>;

/** A review as stored: who wrote it (USER about the helper, HELPER about the user). */
export const reviewSchema = z.object({
  callId: z.string(),
  side: callPartySchema,
  rating: z.number().int().min(1).max(5).nullable(),
  review: z.string().nullable(),
  createdAt: z.string(),
});
export type CallReview = z.infer<typeof reviewSchema>;

export const FEEDBACK_TYPES = ['POSITIVE', 'NEGATIVE'] as const;
export const feedbackBody = z.object({
  callId,
  type: z.enum(FEEDBACK_TYPES, { error: AfterCallTexts.feedbackTypeInvalid }),
  comment: z.string().trim().max(REVIEW_MAX_CHARS).nullish(),
});
export type FeedbackBody = z.input<typeof feedbackBody>;
export const feedbackSchema = z.object({
  callId: z.string(),
  side: callPartySchema,
  type: z.enum(FEEDBACK_TYPES),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type CallFeedback = z.infer<typeof feedbackSchema>;

/** GET /feedback/getHelperReviews: a helper's reviews from users, newest first (their own without helperId). */
export const helperReviewsQuery = pageQuery.extend({ helperId: uuid.optional() });
export const helperReviewSchema = reviewSchema.extend({ categoryId: z.string() });
export type HelperReview = z.infer<typeof helperReviewSchema>;
export const averageRatingQuery = z.object({ helperId: uuid.optional() });
/** GET /feedback/getAverageRaing (spec spelling): the mean of the helper's star ratings, 0 reviews → null. */
export const averageRatingSchema = z.object({
  helperId: z.string(),
  averageRating: z.number().nullable(),
  ratingCount: z.number().int().min(0),
  /** How many ratings gave 1, 2, 3, 4 and 5 stars. */
  stars: z.array(z.number().int().min(0)).length(5),
});
export type AverageRating = z.infer<typeof averageRatingSchema>;

/** POST /notes/create: one note of the helper's (during or after the call); the draft summary is built from them. */
export const noteBody = z.object({
  callId,
  note: z.string({ error: AfterCallTexts.noteRequired }).trim().min(1, AfterCallTexts.noteRequired).max(NOTE_MAX_CHARS, AfterCallTexts.noteRequired),
});
export const noteSchema = z.object({ id: z.string(), text: z.string(), createdAt: z.string() });
export const notesSchema = z.array(noteSchema);
export const callIdQuery = z.object({ callId });

/** The helper's step-by-step summary, as the user reads it. */
export const summarySchema = z.object({ summary: z.string(), steps: z.array(z.string()), updatedAt: z.string().nullable() });
export type CallSummary = z.infer<typeof summarySchema>;
/** POST /notes/summary: the helper saves (or edits) the summary the user sees. */
export const summaryBody = z.object({
  callId,
  summary: z
    .string({ error: AfterCallTexts.summaryRequired })
    .trim()
    .min(1, AfterCallTexts.summaryRequired)
    .max(SUMMARY_MAX_CHARS, AfterCallTexts.summaryRequired),
  steps: z.array(z.string().trim().min(1).max(NOTE_MAX_CHARS)).max(SUMMARY_MAX_STEPS).default([]),
});
export type SummaryBody = z.input<typeof summaryBody>;
/** GET /notes/draft: the notes, the saved summary, and a draft built from the notes for the helper to edit. */
export const summaryDraftSchema = z.object({ notes: notesSchema, draft: summarySchema, saved: summarySchema.nullable() });
export type SummaryDraft = z.infer<typeof summaryDraftSchema>;

/** /users/flag, /helpers/flag: the caller's side flags the other after a call. */
export const flagBody = z.object({
  callId,
  reason: z
    .string({ error: AfterCallTexts.reasonRequired })
    .trim()
    .min(1, AfterCallTexts.reasonRequired)
    .max(FLAG_REASON_MAX_CHARS, AfterCallTexts.reasonRequired),
});
/** /users/update-flag, /helpers/update-flag: a new reason, and/or withdrawn (isFlagged false). */
export const updateFlagBody = z.object({
  callId,
  reason: z.string().trim().min(1, AfterCallTexts.reasonRequired).max(FLAG_REASON_MAX_CHARS, AfterCallTexts.reasonRequired).optional(),
  isFlagged: z.boolean().optional(),
});
export const flagSchema = z.object({
  callId: z.string(),
  side: callPartySchema,
  reason: z.string(),
  isFlagged: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CallFlag = z.infer<typeof flagSchema>;

/** The admin's note when dismissing a flag (issue 24, item 5). */
export const FLAG_REVIEW_NOTE_MAX_CHARS = 1000;
/** An admin's words on a flag (a dismissal's note, a warning's or ban's reason): something, at most FLAG_REVIEW_NOTE_MAX_CHARS. */
const flagReviewText = (required: string) => z.string({ error: required }).trim().min(1, required).max(FLAG_REVIEW_NOTE_MAX_CHARS, required);
/** POST /admin/flags/dismiss: the flag (its call and the side that raised it) and why it needs nothing. */
export const dismissFlagBody = z.object({ callId, side: callPartySchema, note: flagReviewText(AfterCallTexts.noteRequired) });
export type DismissFlagBody = z.infer<typeof dismissFlagBody>;
/** Where a flag stands: OPEN, or closed by an admin as DISMISSED (nothing to act on), WARNED or BANNED (the account it names). */
export const FLAG_STATUSES = ['OPEN', 'DISMISSED', 'WARNED', 'BANNED'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];
/** How a flag was closed. */
export const FLAG_OUTCOMES = ['DISMISSED', 'WARNED', 'BANNED'] as const;
export type FlagOutcome = (typeof FLAG_OUTCOMES)[number];
/** GET /admin/flags: open (the queue, oldest first) or reviewed (closed, newest first), these of one outcome when `outcome` is given. */
export const adminFlagsQuery = pageQuery.extend({
  state: z.enum(['open', 'reviewed'], { error: 'state must be open or reviewed' }).default('open'),
  outcome: z.enum(FLAG_OUTCOMES, { error: 'outcome must be DISMISSED, WARNED or BANNED' }).optional(),
});
/** POST /admin/flags/act: warn or ban the account a flag names, with the reason they are given, and close the flag with that outcome (decision 0082). */
export const flagActionBody = z.object({
  callId,
  side: callPartySchema,
  action: z.enum(['WARN', 'BAN'], { error: 'action must be WARN or BAN' }),
  reason: flagReviewText(AfterCallTexts.actionReasonRequired),
});
export type FlagActionBody = z.infer<typeof flagActionBody>;
/** A flag as an admin reads it: the flag, who raised it, whom it names, the call's facts, and the review once there is one. */
export const flaggedCallSchema = z.object({
  flag: flagSchema,
  subjectId: z.string(),
  raisedBy: z.string(),
  categoryId: z.string(),
  acceptedAt: z.string(),
  endedAt: z.string().nullable(),
  billableSeconds: z.number().int().min(0),
  status: z.enum(FLAG_STATUSES),
  /** Who closed it, when, how, and their note (a dismissal's) or reason (a warning's or ban's). */
  review: z.object({ reviewedBy: z.string(), reviewedAt: z.string(), outcome: z.enum(FLAG_OUTCOMES), note: z.string() }).nullable(),
});
export type FlaggedCall = z.infer<typeof flaggedCallSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, AfterCallTexts.dateInvalid);
/** /users/call-history, /helpers/call-history: ended calls, newest first; optional day range (UTC, inclusive) and category. */
export const callHistoryQuery = pageQuery.extend({ from: day.optional(), to: day.optional(), categoryId: z.string().trim().min(1).max(100).optional() });
export type CallHistoryQuery = z.input<typeof callHistoryQuery>;

/**
 * One past call (spec §3 "Call or help request"). `total` is what the call came to in cents once
 * payment charged it, net of refunds: the user's price, or the helper's earnings (their share);
 * null until it is charged, when the screens show an estimate labelled as such (decision 0028).
 * `recording` is the call's recording while this side keeps it (the Recordings page plays it).
 */
export const callHistoryItemSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  /** The other side's account (the helper for a user: "call again"; the user for a helper). */
  otherPartyId: z.string(),
  /** The user's first name as the helper saw it ringing (helper history). */
  callerFirstName: z.string().nullable(),
  date: z.string(),
  endedAt: z.string().nullable(),
  billableSeconds: z.number().int().min(0),
  minutes: z.number().int().min(0),
  total: z.number().int().nullable(),
  recording: recordingSchema.nullable(),
  summary: summarySchema.nullable(),
  /** The review this side wrote, and the one the other side wrote about it. */
  review: reviewSchema.nullable(),
  reviewReceived: reviewSchema.nullable(),
  feedback: feedbackSchema.nullable(),
  flag: flagSchema.nullable(),
});
export type CallHistoryItem = z.infer<typeof callHistoryItemSchema>;
export const callHistoryIdParams = z.object({ id: callId });
