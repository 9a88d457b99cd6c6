import { recordingNames, recording as proto } from '@helpwire/proto';
import { AppError, type AsyncHandlers } from '@helpwire/service-kit';
import { toRecordingMessage, toRecordingStorageMessage } from './recording-messages';
import { deleteRecording } from '../use-cases/delete-recording';
import { getRecordingLink } from '../use-cases/get-recording-link';
import { listRecordings } from '../use-cases/list-recordings';
import { openRecording } from '../use-cases/open-recording';
import type { RecordingDeps } from '../use-cases/recording-deps';
import { updateRecordingType } from '../use-cases/update-recording-type';
import { uploadBrowserRecording } from '../use-cases/upload-browser-recording';

export const recordingServiceDefinition = proto.RecordingServiceService;

/** The gRPC handlers of RecordingService (decision 0030): each maps one call to one use case. */
export function recordingHandlers(deps: RecordingDeps): AsyncHandlers<proto.RecordingServiceServer> {
  return {
    updateRecordingType: async (request, ctx) => {
      const recordingType = recordingNames.storageTypeNames.fromProto(request.recordingType);
      if (!recordingType) throw new AppError('INVALID_ARGUMENT', 'recordingType must be cloud or local', 'RECORDING_TYPE_INVALID');
      const choice = await updateRecordingType(deps, { callId: request.callId, recordingType, recording: request.recording }, ctx);
      return { callId: choice.callId, recordingType: request.recordingType, recording: choice.recording };
    },
    listRecordings: async (_request, ctx) => {
      const list = await listRecordings(deps, ctx);
      return { recordings: list.recordings.map(toRecordingMessage), storage: toRecordingStorageMessage(list.storage), janus: deps.recordingsDir !== undefined };
    },
    getRecordingLink: (request, ctx) => getRecordingLink(deps, request, ctx),
    deleteRecording: async (request, ctx) => {
      const deleted = await deleteRecording(deps, request, ctx);
      return { id: deleted.id, storage: toRecordingStorageMessage(deleted.storage) };
    },
    uploadRecording: async (requests, ctx) => {
      const uploaded = await uploadBrowserRecording(deps, requests, ctx);
      return { recording: toRecordingMessage(uploaded.recording), storage: toRecordingStorageMessage(uploaded.storage) };
    },
    openRecording: async (request, _ctx, send) => {
      const asked = {
        ...(request.firstByte !== undefined ? { first: Number(request.firstByte) } : {}),
        ...(request.lastByte !== undefined ? { last: Number(request.lastByte) } : {}),
      };
      const { recording, range, bytes } = await openRecording(deps, { token: request.token, range: asked });
      try {
        await send({
          recording: toRecordingMessage(recording),
          content: Buffer.alloc(0),
          ...(range ? { firstByte: String(range.first), lastByte: String(range.last) } : {}),
        });
        for await (const chunk of bytes) await send({ content: chunk as Buffer });
      } finally {
        bytes.destroy();
      }
    },
  };
}
