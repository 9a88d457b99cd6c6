import { BROWSER_RECORDING_MAX_BYTES, recordingUploadFieldsSchema, RecordingTexts } from '@helpwire/contracts';
import type { recording as proto } from '@helpwire/proto';
import { AppError, openClientStream, type OutgoingStream, type PromiseClient } from '@helpwire/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import { sendReply } from '../http/envelope';
import { errorBody } from '../http/error-handler';
import { readUpload } from '../http/multipart-upload';
import type { RawRoute } from '../http/raw-routes';
import { recordingJson, storageJson } from './recording-routes';

export interface RecordingUploadRouteDeps {
  recordings: PromiseClient<proto.RecordingServiceClient>;
  deadlineMs: number;
  strictRateLimit: RequestHandler;
}

/** A recording streams at the pace of the person's link: an hour's WebM on a slow line takes a while. */
const UPLOAD_DEADLINE_MS = 30 * 60_000;

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

/**
 * POST /recording/uploadRecording (multipart: `callId`, `durationSeconds`, then `file`; decision
 * 0037): what the user's browser recorded of a peer-to-peer call goes into the user's cloud
 * recordings. The bytes stream to the call service's RecordingService.UploadRecording as they
 * arrive, never held whole; the call service decides whose call it is, the type (WebM) and the quota.
 */
export function recordingUploadRoutes({ recordings, deadlineMs, strictRateLimit }: RecordingUploadRouteDeps): RawRoute[] {
  const upload = async (req: Request, res: Response) => {
    let call: OutgoingStream<proto.UploadRecordingRequest, proto.UploadRecordingResponse> | undefined;
    try {
      const parsed = await readUpload(req, {
        maxFileBytes: () => BROWSER_RECORDING_MAX_BYTES,
        maxRequestBytes: BROWSER_RECORDING_MAX_BYTES + 1024 * 1024,
        // The call is named before the file: the first message carries it, the bytes follow.
        openFile: (_file, fields) => {
          const named = recordingUploadFieldsSchema.safeParse(fields);
          const stream = openClientStream<proto.UploadRecordingRequest, proto.UploadRecordingResponse>(recordings.raw.uploadRecording.bind(recordings.raw), {
            identity: req.identity,
            deadlineMs: Math.max(deadlineMs, UPLOAD_DEADLINE_MS),
          });
          call = stream;
          stream
            .write({
              callId: named.success ? named.data.callId : '',
              durationSeconds: named.success ? named.data.durationSeconds : 0,
              content: Buffer.alloc(0),
              last: false,
            })
            .catch(() => undefined);
          return { write: (content) => stream.write({ callId: '', durationSeconds: 0, content, last: false }) };
        },
      });
      if (parsed.fileCount > 1) throw AppError.invalid(RecordingTexts.notWebm, 'RECORDING_NOT_WEBM');
      if (!parsed.fileComplete && !parsed.tooLarge) throw AppError.invalid(RecordingTexts.notWebm, 'RECORDING_NOT_WEBM');
      if (parsed.tooLarge || !call) {
        call?.cancel();
        res
          .set('Connection', 'close')
          .status(413)
          .json(errorBody(413, RecordingTexts.tooLarge, 'RECORDING_TOO_LARGE'));
        return;
      }
      const answer = await call.end({ callId: '', durationSeconds: 0, content: Buffer.alloc(0), last: true });
      sendReply(res, {
        statusCode: 201,
        message: RecordingTexts.uploaded,
        data: { recording: answer.recording ? recordingJson(answer.recording) : null, storage: storageJson(answer.storage) },
      });
    } catch (error) {
      call?.cancel();
      if (!req.complete) res.set('Connection', 'close');
      throw error;
    }
  };
  return [
    {
      method: 'post',
      path: '/recording/uploadRecording',
      handlers: [strictRateLimit, upload],
      openApi: {
        tags: ['Recordings'],
        summary:
          "The user's browser recording of a peer-to-peer call of theirs (WebM), kept in their cloud recordings as a Janus call's recording is; one per call; counts toward the recording quota",
        operationId: 'postRecordingUploadRecording',
        security: [{ bearer: [] }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['callId', 'file'],
                properties: {
                  callId: { type: 'string', description: 'The call recorded (before the file)' },
                  durationSeconds: { type: 'number', description: 'The length the browser measured (bounded by the call)' },
                  file: {
                    type: 'string',
                    format: 'binary',
                    description: `video/webm ≤ ${BROWSER_RECORDING_MAX_BYTES / 1024 / 1024} MB (type read from the content)`,
                  },
                },
              },
            },
          },
        },
        responses: {
          201: { description: 'Stored, READY to play', content: { 'application/json': { schema: { type: 'object' } } } },
          400: errorResponse('No file, or not a WebM video'),
          401: errorResponse('Not signed in'),
          403: errorResponse("Not the role of a call's user"),
          404: errorResponse("Call not found (also another account's call)"),
          409: errorResponse('The call has a recording already'),
          413: errorResponse('Larger than 512 MB'),
          422: errorResponse('The recording does not fit in the storage left, the call is not peer to peer, or it ended over an hour ago'),
        },
      },
    },
  ];
}
