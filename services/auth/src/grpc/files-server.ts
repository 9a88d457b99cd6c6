import { auth } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { fromUploadRequests } from './request-messages';
import { attachDisputeFile } from '../use-cases/attach-dispute-file';
import type { AuthDeps } from '../use-cases/deps';
import { getFile } from '../use-cases/get-file';
import { uploadFile } from '../use-cases/upload-file';

export const fileServiceName = 'helpwire.auth.v1.FileService';
export const fileServiceDefinition = auth.FileServiceService;

/** The gRPC handlers of FileService: files travel in chunks both ways (no large messages). */
export function fileHandlers(deps: AuthDeps): AsyncHandlers<auth.FileServiceServer> {
  return {
    upload: (requests, ctx) => uploadFile(deps, fromUploadRequests(requests), ctx),
    getFile: (request, ctx, send) => getFile(deps, request, ctx, send),
    attachDisputeFile: (request, ctx) => attachDisputeFile(deps, request, ctx),
  };
}
