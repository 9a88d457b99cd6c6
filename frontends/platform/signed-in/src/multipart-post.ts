import { ApiError, currentLanguage, errorMessageOf, readToken, runtimeConfig } from '@helpwire/web-core';

export interface MultipartOptions {
  /** 0 to 1, as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs: number;
  /** The text of a request that got no answer. */
  failedText: string;
}

/**
 * POST of multipart/form-data to an API path, with the headers of the web core's API client (bearer token when
 * stored, accept-language, Accept JSON): XMLHttpRequest, because fetch reports no upload progress.
 * Resolves with the envelope's data; rejects with an ApiError (the server's message).
 */
export function postMultipart<T>(path: string, form: FormData, { onProgress, signal, timeoutMs, failedText }: MultipartOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = new URL(`${runtimeConfig().apiBase}${path}`, window.location.origin);
    xhr.open('POST', url.toString());
    xhr.timeout = timeoutMs;
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
        resolve((body as { data: T }).data);
      } else reject(new ApiError(errorMessageOf(body, failedText), xhr.status, body));
    };
    const failed = () => reject(new ApiError(failedText, null, null));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
