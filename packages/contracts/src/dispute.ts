/**
 * Disputes (issue 13, spec §2 Dispute form and history, §3 Dispute, §4 statuses, §5 Dispute rule,
 * §7 /dispute/*): a party of a charged call disputes it; an admin reviews and resolves it, and a
 * refund goes back through the card provider and the ledger (decision 0032).
 */
import { z } from 'zod';
import { ValidationTexts } from './messages';
import { pageQuery } from './paging';

/** Spec §4: a dispute's statuses. */
export const DISPUTE_STATUSES = ['PENDING', 'IN_REVIEW', 'RESOLVED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Spec §4: the resolutions a party asks for and an admin decides. */
export const DISPUTE_RESOLUTIONS = ['FULL_REFUND', 'PARTIAL_REFUND', 'USER_WARNING', 'USER_BAN', 'COMPENSATION'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

/** Who opened a dispute: the call's user or its helper. */
export const DISPUTE_SIDES = ['USER', 'HELPER'] as const;
export type DisputeSide = (typeof DISPUTE_SIDES)[number];

/**
 * What each side may ask for when it opens a dispute. A user asks for their money back (in full or
 * in part); warning or banning the user and compensating the helper are the admin's decisions (or
 * the helper's request about the user), never a user's request.
 */
export const DISPUTE_REQUESTS: Record<DisputeSide, readonly DisputeResolution[]> = {
  USER: ['FULL_REFUND', 'PARTIAL_REFUND'],
  HELPER: DISPUTE_RESOLUTIONS,
};

export const DISPUTE_REASON_MAX_CHARS = 200;
export const DISPUTE_DESCRIPTION_MAX_CHARS = 2000;
export const DISPUTE_NOTE_MAX_CHARS = 2000;

export const DisputeTexts = {
  /** Spec §8, verbatim. */
  historyEmpty: 'Dispute History Not found',
  // ours
  reasonRequired: 'Reason is required',
  descriptionRequired: 'Description is required',
  resolutionRequired: 'Resolution is required',
  callRequired: 'Choose the call you want to dispute',
  notFound: 'Dispute not found',
  callNotDisputable: 'Only a charged call of yours can be disputed',
  resolutionNotRequestable: 'Ask for a full or a partial refund',
  alreadyOpen: 'This call already has an open dispute',
  created: 'Dispute submitted successfully',
  inReview: 'The dispute is now in review',
  resolved: 'The dispute is resolved',
  alreadyResolved: 'This dispute is already resolved',
  refundRequired: 'Give the amount to refund in cents (at least 1)',
  refundTooLarge: 'The refund cannot be more than the call\u2019s price',
  compensationTooLarge: 'The compensation cannot be more than the call\u2019s price',
  compensationNotPayable: 'The compensation could not be paid now, so nothing was decided. Try again or choose another resolution',
  refundNotAllowed: 'Only a refund or a compensation moves money',
  amountInvalid: 'Amounts are whole cents from 1',
  noteTooLong: `The note must be at most ${DISPUTE_NOTE_MAX_CHARS} characters`,
  attachmentNotUsable: 'The attachment must be a dispute file you uploaded',
} as const;

const callId = z
  .string({ error: DisputeTexts.callRequired })
  .trim()
  .min(1, DisputeTexts.callRequired)
  .max(100, ValidationTexts.invalidId)
  .regex(/^[A-Za-z0-9_-]+$/, ValidationTexts.invalidId);

const fileId = z.uuid({ error: ValidationTexts.invalidId });
/** Absent, null or blank: no attachment. */
const optionalAttachment = z
  .string({ error: ValidationTexts.invalidId })
  .trim()
  .nullish()
  .transform((id) => id || undefined)
  .pipe(fileId.optional());

const resolution = z.enum(DISPUTE_RESOLUTIONS, { error: DisputeTexts.resolutionRequired });

/** POST /dispute/create (spec §5: reason, description and resolution required; attachment optional). */
export const createDisputeBody = z.object({
  callId,
  reason: z
    .string({ error: DisputeTexts.reasonRequired })
    .trim()
    .min(1, DisputeTexts.reasonRequired)
    .max(DISPUTE_REASON_MAX_CHARS, DisputeTexts.reasonRequired),
  description: z
    .string({ error: DisputeTexts.descriptionRequired })
    .trim()
    .min(1, DisputeTexts.descriptionRequired)
    .max(DISPUTE_DESCRIPTION_MAX_CHARS, DisputeTexts.descriptionRequired),
  resolution,
  attachment: optionalAttachment,
});
export type CreateDisputeBody = z.input<typeof createDisputeBody>;

/** Whole cents from 1, as a JSON number (the service keeps them as bigint). */
const cents = z
  .number({ error: DisputeTexts.amountInvalid })
  .int(DisputeTexts.amountInvalid)
  .min(1, DisputeTexts.amountInvalid)
  .max(Number.MAX_SAFE_INTEGER, DisputeTexts.amountInvalid);

/** POST /admin/disputes/:id/resolve: the decision, the amount for a refund or compensation, a note and the admin's attachment. */
export const resolveDisputeBody = z.object({
  resolution,
  amountCents: cents.nullish(),
  note: z.string({ error: DisputeTexts.noteTooLong }).trim().max(DISPUTE_NOTE_MAX_CHARS, DisputeTexts.noteTooLong).nullish(),
  attachment: optionalAttachment,
});
export type ResolveDisputeBody = z.input<typeof resolveDisputeBody>;

/** Any id: one that is not a dispute the caller may read is 404 "Dispute not found" (from the service). */
export const disputeIdParams = z.object({ id: z.string() });
export const disputeListQuery = pageQuery;
export const adminDisputeListQuery = pageQuery.extend({
  status: z.enum(DISPUTE_STATUSES, { error: 'status must be PENDING, IN_REVIEW or RESOLVED' }).optional(),
});

/** A dispute's file (the party's evidence, or the admin's): GET its url to read it. */
export const disputeFileSchema = z.object({ id: z.string(), name: z.string(), mimeType: z.string(), size: z.number().int(), url: z.string() });
export type DisputeFile = z.infer<typeof disputeFileSchema>;

/** Spec §3 Dispute, as both parties and admins read it. */
export const disputeSchema = z.object({
  id: z.string(),
  callId: z.string(),
  openedBy: z.enum(DISPUTE_SIDES),
  reason: z.string(),
  description: z.string(),
  /** What the party asked for. */
  resolution: z.enum(DISPUTE_RESOLUTIONS),
  status: z.enum(DISPUTE_STATUSES),
  attachment: disputeFileSchema.nullable(),
  /** The admin's decision (null until resolved). */
  adminResolution: z.enum(DISPUTE_RESOLUTIONS).nullable(),
  adminAttachment: disputeFileSchema.nullable(),
  /** Cents refunded to the user (null when nothing was refunded). */
  refundedAmountCents: z.number().int().nullable(),
  /** Cents paid to the helper as compensation (null when none). */
  compensationCents: z.number().int().nullable(),
  note: z.string().nullable(),
  /** The call's price in cents. */
  callPriceCents: z.number().int(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;
