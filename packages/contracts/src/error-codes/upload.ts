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
  /** GET /files/:id?w=&q=: a width not in spec §9's list, a quality outside 1–100, or q without w. */
  'UPLOAD_IMAGE_SIZE_INVALID',
  /** GET /files/:id?w=: the file is not a picture (an ID card or a document is never resized). */
  'UPLOAD_NOT_RESIZABLE',
] as const;

export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];
