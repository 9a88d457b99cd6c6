import { z } from 'zod';

/**
 * Uploads (POST /upload, multipart: `file` + `purpose`). The type of a file is decided by its content
 * (magic bytes) on the server; the browser's declared type and the file name only pre-check it.
 */

export const FILE_PURPOSES = ['PROFILE_PICTURE', 'ID_CARD', 'DOCUMENT', 'DISPUTE', 'TUTORIAL_VIDEO'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

const MB = 1024 * 1024;

/** What each purpose accepts: content types (decided by magic bytes) and the size limit. */
export const UPLOAD_RULES: Record<FilePurpose, { mimeTypes: readonly string[]; maxBytes: number }> = {
  PROFILE_PICTURE: { mimeTypes: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * MB },
  ID_CARD: { mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 10 * MB },
  DOCUMENT: { mimeTypes: ['application/pdf'], maxBytes: 10 * MB },
  // A dispute's evidence (spec §5: optional, at most 25 MB): a screenshot, a photo or a PDF.
  DISPUTE: { mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'], maxBytes: 25 * MB },
  // A help tutorial's video, uploaded by an admin from the console (decision 0080): MP4 or WebM.
  TUTORIAL_VIDEO: { mimeTypes: ['video/mp4', 'video/webm'], maxBytes: 100 * MB },
};

/** The largest upload of any purpose: the gateway stops reading a request body beyond it. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/**
 * Visitors (no account yet) upload at most this much per client address per hour: a sign-up needs
 * an ID card and a few documents, not a free file store.
 */
export const VISITOR_UPLOAD_QUOTA = { files: 20, bytes: 100 * MB, windowMs: 60 * 60 * 1000 } as const;

/**
 * A signed-in account uploads at most `perHour` in any hour and holds at most `total` in all (every
 * file it owns, attached or not; stale uploads are deleted after a day). Enough for a helper's
 * sign-up documents and a dispute's evidence many times over; not a free file store (issue 21: 313 MB
 * of dispute attachments in 51 s from one account). Counted in the database, so every replica agrees.
 */
export const ACCOUNT_UPLOAD_QUOTA = {
  perHour: { files: 30, bytes: 150 * MB },
  total: { files: 300, bytes: 1024 * MB },
  windowMs: 60 * 60 * 1000,
} as const;

/** Most documents one helper profile holds. */
export const MAX_HELPER_DOCUMENTS = 10;

/** Unclaimed uploads (a visitor's, before sign-up) are deleted after this long. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export const FileTexts = {
  /** verbatim from the spec */
  onlyPdf: 'Only PDF files are allowed',
  // ours
  documentTooLarge: 'Each document must be at most 10 MB',
  onlyImages: 'Only JPEG, PNG or WebP images are allowed',
  pictureTooLarge: 'The picture must be at most 5 MB',
  idCardType: 'The ID card must be a PDF, JPEG or PNG file',
  idCardTooLarge: 'The ID card must be at most 10 MB',
  fileRequired: 'Choose a file to upload',
  emptyFile: 'The file is empty',
  oneFileOnly: 'Upload one file at a time',
  purposeInvalid: 'purpose must be PROFILE_PICTURE, ID_CARD, DOCUMENT, DISPUTE or TUTORIAL_VIDEO',
  videoType: 'The video must be an MP4 or WebM file',
  videoTooLarge: 'The video must be at most 100 MB',
  videoNeedsAdmin: 'Only admins upload tutorial videos',
  disputeType: 'The attachment must be a JPEG, PNG or WebP image, or a PDF',
  disputeTooLarge: 'The attachment must be at most 25 MB',
  disputeNeedsAccount: 'Sign in to attach a file to a dispute',
  notMultipart: 'Send the file as multipart/form-data',
  fileNotFound: 'File not found',
  fileIdInvalid: 'Invalid file id',
  fileNotUsable: 'This file cannot be used here. Please upload it again.',
  idCardRequired: 'ID card is required',
  documentsRequired: 'Upload at least one document',
  tooManyDocuments: `Upload at most ${MAX_HELPER_DOCUMENTS} documents`,
  uploaded: 'File uploaded successfully',
  visitorQuota: 'Too many uploads from your network in the last hour. Please try again later, or sign in to upload more.',
  accountHourlyQuota: 'You have uploaded too many files in the last hour. Please try again in an hour.',
  accountTotalQuota: 'Your account holds as many files as it may. Remove files you no longer need, then try again.',
} as const;

const TYPE_TEXT: Record<FilePurpose, string> = {
  PROFILE_PICTURE: FileTexts.onlyImages,
  ID_CARD: FileTexts.idCardType,
  DOCUMENT: FileTexts.onlyPdf,
  DISPUTE: FileTexts.disputeType,
  TUTORIAL_VIDEO: FileTexts.videoType,
};

const SIZE_TEXT: Record<FilePurpose, string> = {
  PROFILE_PICTURE: FileTexts.pictureTooLarge,
  ID_CARD: FileTexts.idCardTooLarge,
  DOCUMENT: FileTexts.documentTooLarge,
  DISPUTE: FileTexts.disputeTooLarge,
  TUTORIAL_VIDEO: FileTexts.videoTooLarge,
};

/**
 * Why a file may not be uploaded for `purpose`, or null. `mimeType` is the type found in the content
 * (server) or the browser's declared type (client pre-check).
 */
export function uploadError(purpose: FilePurpose, file: { mimeType: string; size: number }): string | null {
  const rule = UPLOAD_RULES[purpose];
  if (file.size === 0) return FileTexts.emptyFile;
  if (!rule.mimeTypes.includes(file.mimeType.trim().toLowerCase())) return TYPE_TEXT[purpose];
  if (file.size > rule.maxBytes) return SIZE_TEXT[purpose];
  return null;
}

export const filePurposeSchema = z.enum(FILE_PURPOSES, { error: FileTexts.purposeInvalid });

/** A file id as /upload returned it. */
export const fileIdSchema = z.uuid({ error: FileTexts.fileIdInvalid });

/** The multipart text fields of POST /upload. */
export const uploadFields = z.object({ purpose: filePurposeSchema });

/** A stored file as the API returns it (upload answer, current user's idCard/documents). */
export const fileRefSchema = z.strictObject({
  id: z.string(),
  purpose: z.enum(FILE_PURPOSES),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string().describe('GET it to read the file: /api/v1/files/{id}'),
  createdAt: z.string(),
});

export type FileRef = z.infer<typeof fileRefSchema>;

/** A helper's document list: 1 to 10 file ids, duplicates dropped. */
export const documentIdsSchema = z
  .array(fileIdSchema, { error: FileTexts.documentsRequired })
  .min(1, FileTexts.documentsRequired)
  .max(MAX_HELPER_DOCUMENTS, FileTexts.tooManyDocuments)
  .transform((ids) => [...new Set(ids)]);

/** The ID card a helper must upload: a file id. */
export const requiredIdCard = z.string({ error: FileTexts.idCardRequired }).trim().min(1, FileTexts.idCardRequired).pipe(fileIdSchema);

/** An optional file id: absent, null or blank → undefined. */
export const optionalFileId = z
  .string({ error: FileTexts.fileIdInvalid })
  .trim()
  .nullish()
  .transform((id) => id || undefined)
  .pipe(fileIdSchema.optional());
