/**
 * Recordings of calls (issue 12; decision 0030): the user's storage choice for a call, the list with
 * the storage used and its quota, short-lived playback links, and deletion.
 */
import { z } from 'zod';
import { leaveCallBody } from './call-meeting';
import { ValidationTexts } from './messages';

/** Spec §3 "Recording storage type": cloud (recorded by Helpwire, kept in the account's storage) or local (not recorded on our side). */
export const recordingStorageTypeSchema = z.enum(['cloud', 'local']);
export type RecordingStorageType = z.infer<typeof recordingStorageTypeSchema>;

/** Recording storage an account on the free plan may fill (decisions 0030, 0084; the spec gives no figure): 1 GiB. */
export const RECORDING_QUOTA_BYTES = 1024 * 1024 * 1024;
/** The plan of an account with no paid subscription (decision 0085): its quota is RECORDING_QUOTA_BYTES. */
export const FREE_STORAGE_PLAN_ID = 'free';
/** Where an account chooses a bigger plan (the quota-full refusal and the recordings page link there). */
export const SUBSCRIBED_PLAN_PATH = '/subscribed-plan';
/**
 * What a cloud recording not yet stored (the call ended; converting, or waiting to) counts against
 * its parties' quota (decision 0030): its size is known only once stored. 64 MiB is about 12 minutes
 * of the converted 1280×360 composite.
 */
export const RECORDING_PENDING_BYTES = 64 * 1024 * 1024;
/** How long a playback / download link works (decision 0030). */
export const RECORDING_LINK_SECONDS = 300;
/**
 * The largest recording a browser may upload from a peer-to-peer call (decision 0037): 512 MiB, about
 * an hour of the WebM a browser records at 1 Mbit/s; the account's quota still bounds what it keeps.
 */
export const BROWSER_RECORDING_MAX_BYTES = 512 * 1024 * 1024;
/** The type a browser's recording must be (its first bytes are an EBML header of doctype webm). */
export const BROWSER_RECORDING_MIME_TYPE = 'video/webm';

export const RecordingTexts = {
  /** Spec §8. */
  noRecordingFound: 'No recording found.',
  recordingNotFound: 'Recording not found',
  linkExpired: 'This recording link has expired. Open the recording again.',
  quotaFull: 'Your recording storage is full. Delete recordings or choose a bigger plan to record this call in the cloud.',
  notKeptStorageFull: 'This recording was not kept: recording storage was full when it was ready.',
  deleteConfirm: 'Are you sure you want to delete this recording? This cannot be undone.',
  deleted: 'Recording deleted successfully',
  typeUpdated: 'Recording preference updated',
  callOver: 'This call is over: its recording can no longer be changed',
  notAvailable: 'This call connects you directly to the other person, so it cannot be recorded.',
  uploaded: 'Recording saved to your recordings',
  notWebm: 'A recording must be a WebM video.',
  tooLarge: 'This recording is larger than 512 MB. Save it to your device instead.',
  uploadQuotaFull: 'This recording does not fit in your recording storage. Save it to your device, or delete recordings and try again.',
  alreadyRecorded: 'This call already has a recording in your recordings. Save another to your device.',
} as const;

const recordingId = z.string({ error: ValidationTexts.invalidId }).uuid(ValidationTexts.invalidId);

/**
 * PATCH /call/updateCallRecordingType: the user's choice for one call of theirs. On a peer-to-peer
 * call the user's browser records (decision 0037): `recording` says whether it records now (both
 * sides see the indicator), `recordingType` where it will keep it (cloud: uploaded to the user's
 * recordings; local: saved on the device). Through Janus `recording` is not read: cloud records.
 */
export const updateRecordingTypeBody = leaveCallBody.extend({ recordingType: recordingStorageTypeSchema, recording: z.boolean().optional() });
export type UpdateRecordingTypeBody = z.infer<typeof updateRecordingTypeBody>;

export const callRecordingChoiceSchema = z.object({ callId: z.string(), recordingType: recordingStorageTypeSchema, recording: z.boolean() });

/** A recording as its two parties see it. */
export const recordingSchema = z.object({
  id: z.string(),
  callId: z.string(),
  state: z.enum(['PENDING', 'READY', 'FAILED']),
  storageType: recordingStorageTypeSchema,
  sizeBytes: z.number().int().min(0),
  durationSeconds: z.number().min(0),
  mimeType: z.string(),
  createdAt: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;

/**
 * What the account's recordings fill out of its plan's quota (decision 0085): `planId` the plan
 * (free without a subscription), `overQuota` when more is kept than the plan allows (after a
 * downgrade or a subscription's end): the recordings are read-only (play, download, delete) and no
 * new cloud recording starts until the account is back under.
 */
export const recordingStorageSchema = z.object({
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(0),
  planId: z.string(),
  overQuota: z.boolean(),
});
export type RecordingStorage = z.infer<typeof recordingStorageSchema>;

/**
 * `callMedia`: how this deployment's calls go, so the page says how to record one (decision 0037):
 * JANUS (the user chooses "Record in the cloud" in the call's setup) or P2P (the user records in the
 * call with Record, to the device or to their recordings).
 */
export const recordingListSchema = z.object({ recordings: z.array(recordingSchema), storage: recordingStorageSchema, callMedia: z.enum(['JANUS', 'P2P']) });
export type RecordingList = z.infer<typeof recordingListSchema>;

export const recordingIdQuery = z.object({ id: recordingId });
export const recordingIdBody = z.object({ id: recordingId });

/** A link that plays (inline) and one that downloads the same bytes, until expiresAt. */
export const recordingUrlSchema = z.object({ url: z.string(), downloadUrl: z.string(), expiresAt: z.string() });
export type RecordingUrl = z.infer<typeof recordingUrlSchema>;

export const recordingDeletedSchema = z.object({ id: z.string(), storage: recordingStorageSchema });

/** POST /recording/uploadRecording (multipart, decision 0037): callId and durationSeconds before the file. */
export const recordingUploadFieldsSchema = z.object({
  callId: z.string({ error: ValidationTexts.invalidId }).min(1, ValidationTexts.invalidId).max(64, ValidationTexts.invalidId),
  durationSeconds: z.coerce
    .number()
    .min(0)
    .max(24 * 3600)
    .default(0),
});
export const recordingUploadedSchema = z.object({ recording: recordingSchema, storage: recordingStorageSchema });
export type RecordingUploaded = z.infer<typeof recordingUploadedSchema>;
