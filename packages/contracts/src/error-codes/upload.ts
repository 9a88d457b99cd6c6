/** Reason codes of uploads and stored files (auth owns them; the gateway parses the multipart body). */
export const UPLOAD_ERROR_CODES = [
  'UPLOAD_NOT_MULTIPART',
  'UPLOAD_ONE_FILE_ONLY',
  'UPLOAD_FILE_REQUIRED',
  'UPLOAD_FILE_REJECTED',
  'UPLOAD_PURPOSE_INVALID',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_QUOTA_EXCEEDED',
  'UPLOAD_INTERRUPTED',
  'UPLOAD_FILE_NOT_FOUND',
  'UPLOAD_FILE_NOT_USABLE',
] as const;

export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];
