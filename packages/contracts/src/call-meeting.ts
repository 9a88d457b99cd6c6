/**
 * An accepted call's meeting (issue 12, decision 0026): its two sides, its state as both see it, and
 * the leave routes' body. The realtime events carrying them are in realtime.ts.
 */
import { z } from 'zod';
import { ValidationTexts } from './messages';

/** A side of an accepted call (spec §4 callLeftBy). */
export const callPartySchema = z.enum(['USER', 'HELPER']);
export type CallParty = z.infer<typeof callPartySchema>;

/** Why an accepted call ended: both left, or the hour after the accept passed. */
export const callEndReasonSchema = z.enum(['BOTH_LEFT', 'TIME_LIMIT']);

/**
 * Who is present, when the call ends by itself (accepted + 1 h; the screens warn 5 minutes before),
 * and the seconds both were present together so far (what the call is charged for).
 */
export const meetingStateSchema = z.object({
  callId: z.string(),
  state: z.enum(['ACCEPTED', 'IN_PROGRESS', 'ENDED']),
  userPresent: z.boolean(),
  helperPresent: z.boolean(),
  acceptedAt: z.string(),
  endsAt: z.string(),
  billableSeconds: z.number().int().min(0),
  callLeftBy: callPartySchema.nullable(),
  endReason: callEndReasonSchema.nullable(),
  endedAt: z.string().nullable(),
  /** Whether the call is recorded now (the user's choice, cloud). */
  recording: z.boolean(),
});
export type MeetingState = z.infer<typeof meetingStateSchema>;

/** POST /call/userLeaveCall, /call/helperLeaveCall (spec §7): the call this side leaves. */
export const leaveCallBody = z.object({
  callId: z
    .string({ error: ValidationTexts.invalidId })
    .trim()
    .min(1, ValidationTexts.invalidId)
    .max(100, ValidationTexts.invalidId)
    .regex(/^[A-Za-z0-9_-]+$/, ValidationTexts.invalidId),
});
export type LeaveCallBody = z.infer<typeof leaveCallBody>;
