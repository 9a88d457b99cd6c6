import { z } from 'zod';
import {
  averageRatingQuery,
  averageRatingSchema,
  callIdQuery,
  feedbackBody,
  feedbackSchema,
  helperReviewSchema,
  helperReviewsQuery,
  noteBody,
  notesSchema,
  summaryBody,
  summaryDraftSchema,
  summarySchema,
} from '../after-call';
import { leaveCallBody, meetingStateSchema } from '../call-meeting';
import { adminDisputeListQuery, createDisputeBody, disputeIdParams, disputeListQuery, disputeSchema, resolveDisputeBody } from '../dispute';
import { disputeCallSchema } from '../dispute-call';
import { callBackHelperQuery, callBackHelperResponse, findHelperQuery, findHelperResponse } from '../matching';
import {
  callRecordingChoiceSchema,
  recordingDeletedSchema,
  recordingIdBody,
  recordingIdQuery,
  recordingListSchema,
  recordingUrlSchema,
  updateRecordingTypeBody,
} from '../recordings';
import { routePaths } from './all-route-paths';
import { route, type RouteAreas } from './route-contract';
import { reviewRoute } from './shared-routes';

const { call, recording, feedback, notes, dispute, adminDisputes } = routePaths;

/** Calls, recordings, the after-call screens and disputes. */
export const callRoutes = {
  call: {
    findHelper: route(call.findHelper, { auth: 'required', query: findHelperQuery, response: findHelperResponse }),
    callBackHelper: route(call.callBackHelper, { auth: 'required', query: callBackHelperQuery, response: callBackHelperResponse }),
    /** The call's user leaves its meeting (decision 0026); the helper hears user-leave. */
    userLeaveCall: route(call.userLeaveCall, { auth: 'required', body: leaveCallBody, response: meetingStateSchema }),
    /** The call's helper leaves its meeting; the user hears helper-leave. */
    helperLeaveCall: route(call.helperLeaveCall, { auth: 'required', body: leaveCallBody, response: meetingStateSchema }),
    /** The user's recording choice for a call (decision 0030): cloud records it, local does not. */
    updateCallRecordingType: route(call.updateCallRecordingType, { auth: 'required', body: updateRecordingTypeBody, response: callRecordingChoiceSchema }),
  },
  recording: {
    /** The account's recordings (both parties of a call see it) and the storage they fill. */
    getAllrecordings: route(recording.getAllrecordings, { auth: 'required', response: recordingListSchema }),
    /** A short-lived link to play or download one recording (the call's two parties only). */
    getRecordingURL: route(recording.getRecordingURL, { auth: 'required', query: recordingIdQuery, response: recordingUrlSchema }),
    /** Removes a recording from the account's list (the bytes go when neither party keeps it). */
    deleteRecording: route(recording.deleteRecording, { auth: 'required', body: recordingIdBody, response: recordingDeletedSchema }),
  },
  feedback: {
    /** The call's user reviews its helper after the call ended (once; a repeat answers the stored review). */
    giveReviewToHelper: reviewRoute(feedback.giveReviewToHelper),
    /** The call's helper reviews its user. */
    giveReviewToUser: reviewRoute(feedback.giveReviewToUser),
    giveFeedback: route(feedback.giveFeedback, { auth: 'required', body: feedbackBody, response: feedbackSchema }),
    getHelperReviews: route(feedback.getHelperReviews, { auth: 'required', query: helperReviewsQuery, response: z.array(helperReviewSchema), paged: true }),
    getAverageRaing: route(feedback.getAverageRaing, { auth: 'required', query: averageRatingQuery, response: averageRatingSchema }),
  },
  notes: {
    /** The call's helper adds a note (during or after the call); answers every note of the call. */
    create: route(notes.create, { auth: 'required', body: noteBody, response: notesSchema }),
    /** The call's helper: notes, the saved summary and a draft built from the notes. */
    draft: route(notes.draft, { auth: 'required', query: callIdQuery, response: summaryDraftSchema }),
    /** The call's helper saves the summary the user reads step by step (after the call; again to edit). */
    saveSummary: route(notes.saveSummary, { auth: 'required', body: summaryBody, response: summarySchema }),
  },
  dispute: {
    /** A party (USER or HELPER session) disputes one of its charged calls; one open dispute per call. */
    create: route(dispute.create, { auth: 'required', body: createDisputeBody, response: disputeSchema, successStatus: 201 }),
    /** The user's disputes (opened by them or about their calls), newest first. */
    user: route(dispute.user, { auth: 'required', query: disputeListQuery, response: z.array(disputeSchema), paged: true }),
    userById: route(dispute.userById, { auth: 'required', params: disputeIdParams, response: disputeSchema }),
    /** The helper's disputes (about their calls), newest first. */
    helper: route(dispute.helper, { auth: 'required', query: disputeListQuery, response: z.array(disputeSchema), paged: true }),
    helperById: route(dispute.helperById, { auth: 'required', params: disputeIdParams, response: disputeSchema }),
  },
  // An admin's review and resolution of a dispute, and the call behind it.
  adminDisputes: {
    /** Every dispute, optionally of one status, newest first. */
    list: route(adminDisputes.list, { auth: 'admin', query: adminDisputeListQuery, response: z.array(disputeSchema), paged: true }),
    review: route(adminDisputes.review, { auth: 'admin', params: disputeIdParams, response: disputeSchema }),
    resolve: route(adminDisputes.resolve, { auth: 'admin', params: disputeIdParams, body: resolveDisputeBody, response: disputeSchema }),
    /** Admins: the call behind a dispute (parties, times, charge, chat, notes, summary, reviews, recording); audited as a read. */
    call: route(adminDisputes.call, { auth: 'admin', params: disputeIdParams, response: disputeCallSchema }),
  },
} as const satisfies RouteAreas<'call' | 'recording' | 'feedback' | 'notes' | 'dispute' | 'adminDisputes'>;
