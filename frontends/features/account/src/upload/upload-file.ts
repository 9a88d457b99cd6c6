import type { FilePurpose, FileRef } from '@helpwire/contracts';
import { postMultipart } from '@helpwire/signed-in';

/** A 10 MB document on a slow line takes longer than the API's 30 s: uploads get two minutes. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The text of an upload that got no answer (translated by the field that shows it). */
export const UPLOAD_FAILED = 'The upload failed. Check your connection and try again.';

export interface UploadOptions {
  /** 0 to 1, as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /upload as multipart/form-data (`file` + `purpose`) with upload progress. Resolves with the
 * stored file; rejects with an ApiError (the server's message).
 */
export function uploadFile(file: File, purpose: FilePurpose, { onProgress, signal }: UploadOptions = {}): Promise<FileRef> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return postMultipart<FileRef>('/upload', form, {
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
    timeoutMs: UPLOAD_TIMEOUT_MS,
    failedText: UPLOAD_FAILED,
  });
}
