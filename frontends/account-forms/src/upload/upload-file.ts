import type { FilePurpose, FileRef } from '@helpwire/contracts';
import { ApiError, currentLanguage, errorMessageOf, readToken, runtimeConfig } from '@helpwire/ui';

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
 * POST /upload as multipart/form-data (`file` + `purpose`), with the headers of the kit's client
 * (bearer token when stored, accept-language, Accept JSON): XMLHttpRequest, because fetch reports
 * no upload progress. Resolves with the stored file; rejects with an ApiError (the server's message).
 */
export function uploadFile(file: File, purpose: FilePurpose, { onProgress, signal }: UploadOptions = {}): Promise<FileRef> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = new URL(`${runtimeConfig().apiBase}/upload`, window.location.origin);
    xhr.open('POST', url.toString());
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLanguage());
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve((body as { data: FileRef }).data);
      } else reject(new ApiError(errorMessageOf(body, UPLOAD_FAILED), xhr.status, body));
    };
    const failed = () => reject(new ApiError(UPLOAD_FAILED, null, null));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
