import { callEvents as m } from '@helpwire/proto';
import { defineEvent } from '../typed-event';

/** The facts the call service publishes (payloads: proto/helpwire/call/events/v1/events.proto). */
export const CallEvents = {
  requested: defineEvent('helpwire.call.requested', m.CallRequested),
  accepted: defineEvent('helpwire.call.accepted', m.CallAccepted),
  /** A rung helper said no. */
  declined: defineEvent('helpwire.call.declined', m.CallDeclined),
  /** A rung helper's ring ended without their answer. */
  missed: defineEvent('helpwire.call.missed', m.CallMissed),
  cancelled: defineEvent('helpwire.call.cancelled', m.CallCancelled),
  /** The call ended with no helper. */
  unanswered: defineEvent('helpwire.call.unanswered', m.CallUnanswered),
  /**
   * An accepted call is over (both left, or the one-hour limit), exactly once per call, with the
   * seconds both sides were present together: payment charges from it (decision 0026).
   */
  ended: defineEvent('helpwire.call.ended', m.CallEnded),
  /** One side of an ended call reviewed the other. */
  reviewed: defineEvent('helpwire.call.reviewed', m.CallReviewed),
  /** A call's recording was converted and can be played. */
  recordingReady: defineEvent('helpwire.call.recording_ready', m.RecordingReady),
} as const;
