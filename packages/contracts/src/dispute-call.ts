/**
 * The call behind a dispute as an admin reads it beside the complaint (issue 24, item 3):
 * GET /admin/disputes/:id/call. Admins only; the read is written to the audit log (call.read).
 */
import { z } from 'zod';
import { noteSchema, reviewSchema, summarySchema } from './after-call';
import { chatMessageSchema } from './realtime';
import { recordingSchema } from './recordings';

const party = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), username: z.string() });

export const disputeCallSchema = z.object({
  disputeId: z.string(),
  callId: z.string(),
  /** The call's user and helper, by name (null when the account is gone). */
  user: party.nullable(),
  helper: party.nullable(),
  categoryId: z.string(),
  /** When the helper accepted and when the call ended. */
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Seconds both sides were in the call (what was billed). */
  billableSeconds: z.number().int().min(0),
  /** What the call cost the user, in cents. */
  priceCents: z.number().int().min(0),
  currency: z.string(),
  chat: z.array(chatMessageSchema),
  notes: z.array(noteSchema),
  summary: summarySchema.nullable(),
  /** The user's review of the helper, and the helper's of the user. */
  userReview: reviewSchema.nullable(),
  helperReview: reviewSchema.nullable(),
  /** The recording while a party keeps it; a READY one has a short-lived link to play it. */
  recording: recordingSchema.nullable(),
  recordingUrl: z.string().nullable(),
});
export type DisputeCall = z.infer<typeof disputeCallSchema>;
