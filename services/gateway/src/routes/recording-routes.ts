import { FREE_STORAGE_PLAN_ID, RECORDING_LINK_SECONDS, RecordingTexts, routes, type Recording, type RecordingStorage } from '@helpwire/contracts';
import { recordingNames, type recording as proto } from '@helpwire/proto';
import { AppError, openServerStream, type PromiseClient } from '@helpwire/service-kit';
import type { Request, Response } from 'express';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import type { RawRoute } from '../http/raw-routes';
import { streamChunks } from '../http/stream-chunks';

export interface RecordingRouteDeps {
  recordings: PromiseClient<proto.RecordingServiceClient>;
  deadlineMs: number;
}

/** A recording as the API answers it. */
export function recordingJson(message: proto.Recording): Recording {
  return {
    id: message.id,
    callId: message.callId,
    state: recordingNames.recordingStateNames.nameOf(message.state),
    storageType: recordingNames.storageTypeNames.nameOf(message.storageType),
    sizeBytes: Number(message.sizeBytes),
    durationSeconds: message.durationSeconds,
    mimeType: message.mimeType,
    createdAt: message.createdAt?.toISOString() ?? '',
  };
}

export const storageJson = (storage: proto.RecordingStorage | undefined): RecordingStorage => ({
  usedBytes: Number(storage?.usedBytes ?? 0),
  quotaBytes: Number(storage?.quotaBytes ?? 0),
  planId: storage?.planId || FREE_STORAGE_PLAN_ID,
  overQuota: storage?.overQuota ?? false,
});

/** Where a link token plays (inline) and downloads (attachment). */
const playPath = (token: string) => `/api/v1/recording/play/${encodeURIComponent(token)}`;

/**
 * PATCH /call/updateCallRecordingType and /recording/getAllrecordings, getRecordingURL,
 * deleteRecording (spec §7; decision 0030), each the call service's RecordingService for the
 * session's account: a recording is read and deleted by its call's two parties only.
 */
export function recordingRoutes({ recordings, deadlineMs }: RecordingRouteDeps): ApiRoute[] {
  return [
    defineRoute(routes.call.updateCallRecordingType, {
      tag: 'Recordings',
      summary:
        "The call's user chooses how it is recorded (spec §3 storage type): cloud (Helpwire records it and keeps it in the user's storage) or local (not recorded by Helpwire). A live Janus room follows at once. Peer to peer, `recording` says whether the user's browser records now (both sides see it), to keep in the cloud or on the device. Another account's call: 404 \"Call not found\"; an ended call: 422; storage at or over the plan's quota: 422 RECORDING_QUOTA_FULL (a bigger plan: /subscribed-plan)",
      handler: async ({ body, identity }) => {
        const answer = await recordings.updateRecordingType(
          {
            callId: body.callId,
            recordingType: recordingNames.storageTypeNames.toProto(body.recordingType),
            ...(body.recording !== undefined ? { recording: body.recording } : {}),
          },
          { identity, deadlineMs },
        );
        return {
          data: { callId: answer.callId, recordingType: recordingNames.storageTypeNames.nameOf(answer.recordingType), recording: answer.recording },
          message: RecordingTexts.typeUpdated,
        };
      },
    }),
    defineRoute(routes.recording.getAllrecordings, {
      tag: 'Recordings',
      summary:
        'The signed-in account\'s recordings (of its calls as user or helper), newest first, PENDING while converting, and the storage they fill of the quota of the account\'s plan (`overQuota` after a downgrade: read-only, no new cloud recording). "No recording found." when there are none',
      handler: async ({ identity }) => {
        const answer = await recordings.listRecordings({}, { identity, deadlineMs });
        const list = {
          recordings: answer.recordings.map(recordingJson),
          storage: storageJson(answer.storage),
          callMedia: answer.janus ? ('JANUS' as const) : ('P2P' as const),
        };
        return { data: list, message: list.recordings.length === 0 ? RecordingTexts.noRecordingFound : 'OK' };
      },
    }),
    defineRoute(routes.recording.getRecordingURL, {
      tag: 'Recordings',
      summary: `A link that plays one READY recording (and one that downloads it), valid ${RECORDING_LINK_SECONDS} s, for the call's two parties only; anyone else: 404 "Recording not found"`,
      handler: async ({ query, identity }) => {
        const answer = await recordings.getRecordingLink({ id: query.id }, { identity, deadlineMs });
        const url = playPath(answer.token);
        return { data: { url, downloadUrl: `${url}?download=1`, expiresAt: answer.expiresAt?.toISOString() ?? '' } };
      },
    }),
    defineRoute(routes.recording.deleteRecording, {
      tag: 'Recordings',
      summary:
        'Removes a recording from the signed-in account\'s list and storage (the bytes go once neither party keeps it); anyone else: 404 "Recording not found"',
      handler: async ({ body, identity }) => {
        const answer = await recordings.deleteRecording({ id: body.id }, { identity, deadlineMs });
        return { data: { id: answer.id, storage: storageJson(answer.storage) }, message: RecordingTexts.deleted };
      },
    }),
  ];
}

/** "bytes=first-last" (either end may be open); undefined for none or a form we do not serve (several ranges). */
function rangeHeader(value: string | undefined): { first?: number; last?: number } | undefined {
  const match = value ? /^bytes=(\d*)-(\d*)$/.exec(value.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  return { ...(match[1] !== '' ? { first: Number(match[1]) } : {}), ...(match[2] !== '' ? { last: Number(match[2]) } : {}) };
}

/**
 * GET /recording/play/:token: the bytes behind a link from getRecordingURL (no session needed: a
 * video element cannot send one; the token is the proof), with byte ranges for seeking. An expired
 * or unknown link: 404 with "This recording link has expired. Open the recording again."
 */
export function recordingPlayRoutes({ recordings, deadlineMs }: RecordingRouteDeps): RawRoute[] {
  const play = async (req: Request, res: Response) => {
    const asked = rangeHeader(req.get('range'));
    // "bytes=-N" (the last N bytes) goes as an open start: the service reads it as a suffix.
    const request = {
      token: String(req.params.token),
      ...(asked?.first !== undefined ? { firstByte: String(asked.first) } : {}),
      ...(asked?.last !== undefined ? { lastByte: String(asked.last) } : {}),
    };
    const { messages, cancel } = openServerStream(recordings.raw.openRecording.bind(recordings.raw), request, {
      identity: req.identity,
      deadlineMs: Math.max(deadlineMs, 30 * 60_000),
    });
    let first;
    try {
      first = await messages.next();
    } catch (error) {
      cancel();
      if (error instanceof AppError && error.reason === 'RECORDING_RANGE_INVALID') {
        res.status(416).end();
        return;
      }
      throw error;
    }
    const recording = first.done ? undefined : first.value.recording;
    if (!recording || first.done) {
      cancel();
      throw AppError.notFound(RecordingTexts.linkExpired, 'RECORDING_LINK_EXPIRED');
    }
    const size = Number(recording.sizeBytes);
    const head = first.value;
    const partial = head.firstByte !== undefined && head.lastByte !== undefined;
    const length = partial ? Number(head.lastByte) - Number(head.firstByte) + 1 : size;
    const name = `helpwire-call-${recording.callId}.webm`;
    res.set({
      'Content-Type': recording.mimeType,
      'Content-Length': String(length),
      'Accept-Ranges': 'bytes',
      'Content-Disposition': `${req.query.download ? 'attachment' : 'inline'}; filename="${name.replace(/[^\w.-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      ...(partial ? { 'Content-Range': `bytes ${head.firstByte}-${head.lastByte}/${size}` } : {}),
    });
    res.status(partial ? 206 : 200);
    await streamChunks(res, messages, cancel);
  };
  return [
    {
      method: 'get',
      path: '/recording/play/:token',
      handlers: [play],
      openApi: {
        tags: ['Recordings'],
        summary: 'Play or (with ?download=1) download a recording through a short-lived link from /recording/getRecordingURL; byte ranges are served (206)',
        operationId: 'getRecordingPlayToken',
        security: [{}],
        parameters: [
          { name: 'token', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'download', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: {
          200: { description: 'The recording (video/webm)', content: { 'video/webm': { schema: { type: 'string', format: 'binary' } } } },
          206: { description: 'The asked byte range', content: { 'video/webm': { schema: { type: 'string', format: 'binary' } } } },
          404: {
            description: 'The link expired, is unknown, or its recording was deleted',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
          416: { description: 'A range outside the recording' },
        },
      },
    },
  ];
}
