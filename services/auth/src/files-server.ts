import { UPLOAD_MAX_BYTES } from '@helpwire/contracts';
import { auth } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import type { AuthDeps } from './use-cases/deps';
import { getFile } from './use-cases/get-file';
import { uploadFile } from './use-cases/upload-file';

export const fileServiceName = 'helpwire.auth.v1.FileService';
export const fileServiceDefinition = auth.FileServiceService;

/** The largest gRPC message the auth service takes or sends: the largest upload plus room for the envelope. */
export const FILE_MESSAGE_MAX_BYTES = UPLOAD_MAX_BYTES + 1024 * 1024;

/** The gRPC handlers of FileService. */
export function fileHandlers(deps: AuthDeps): AsyncHandlers<auth.FileServiceServer> {
  return {
    upload: (request, ctx) => uploadFile(deps, request, ctx),
    getFile: (request, ctx) => getFile(deps, request, ctx),
  };
}
