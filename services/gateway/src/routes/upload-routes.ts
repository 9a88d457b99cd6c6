import {
  filePurposeSchema,
  fileRefSchema,
  FileTexts,
  IMAGE_DEFAULT_QUALITY,
  IMAGE_QUALITY_MAX,
  IMAGE_QUALITY_MIN,
  IMAGE_WIDTHS,
  imageQuerySchema,
  ImageTexts,
  UPLOAD_MAX_BYTES,
  UPLOAD_RULES,
  uploadError,
  type FilePurpose,
} from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import { AppError, openClientStream, openServerStream, type OutgoingStream, type PromiseClient } from '@helpwire/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import { sendReply } from '../http/envelope';
import { errorBody } from '../http/error-handler';
import { readUpload } from '../http/multipart-upload';
import { jsonSchemaOf } from '../openapi/openapi-document';
import type { RawRoute } from '../http/raw-routes';
import { streamChunks } from '../http/stream-chunks';
import { acceptsWebp, PictureBusyError, PictureResizer, type ResizedPicture } from '../images/picture-resizer';
import { toFileRef } from './file-ref';

export interface UploadRouteDeps {
  files: PromiseClient<auth.FileServiceClient>;
  deadlineMs: number;
  strictRateLimit: RequestHandler;
  /** Pictures at the widths of spec §9 (one per gateway process: its cache is in memory). */
  pictures?: PictureResizer;
}

/** Files stream at the pace of the person's link (a slow phone may take minutes for 10 MB). */
const FILE_DEADLINE_MS = 10 * 60_000;

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

/** The answer's file, from the same contract schema as the current user's ID card and documents. */
const fileRefJson = jsonSchemaOf(fileRefSchema);

/** `filename*` for any name, with an ASCII fallback (RFC 6266). */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A picture's id never changes content: a year, and no revalidation (RFC 8246). */
const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The file name of a resized picture: its own name with the extension of the format it is sent in. */
function resizedName(name: string, picture: ResizedPicture): string {
  const extension = picture.format === 'jpeg' ? 'jpg' : picture.format;
  return `${name.replace(/\.[A-Za-z0-9]{1,5}$/, '')}-${picture.width}w.${extension}`;
}

/** Every chunk of a file's stream after its first message, in one buffer (pictures are at most 5 MB). */
async function readAll(messages: AsyncIterator<{ content: Uint8Array }>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for (let next = await messages.next(); !next.done; next = await messages.next()) {
    size += next.value.content.length;
    if (size > maxBytes) throw AppError.invalid(ImageTexts.tooLargeToResize, 'UPLOAD_NOT_RESIZABLE');
    chunks.push(Buffer.from(next.value.content));
  }
  return Buffer.concat(chunks);
}

function purposeOf(fields: Record<string, string>): FilePurpose | undefined {
  const parsed = filePurposeSchema.safeParse(fields.purpose);
  return parsed.success ? parsed.data : undefined;
}

/**
 * POST /upload (multipart: `file` + `purpose`; visitors may upload sign-up documents) and GET
 * /files/:id (the bytes, for whoever may read them). The auth service decides type and access.
 */
export function uploadRoutes({ files, deadlineMs, strictRateLimit, pictures = new PictureResizer() }: UploadRouteDeps): RawRoute[] {
  const upload = async (req: Request, res: Response) => {
    let call: OutgoingStream<auth.UploadRequest, auth.UploadResponse> | undefined;
    let purposeSent = false;
    try {
      const parsed = await readUpload(req, {
        maxFileBytes: (fields) => UPLOAD_RULES[purposeOf(fields) ?? 'DOCUMENT']?.maxBytes ?? UPLOAD_MAX_BYTES,
        maxRequestBytes: 2 * UPLOAD_MAX_BYTES + 1024 * 1024,
        // The bytes go on to the auth service as they arrive, the name (and purpose, when it came first) ahead.
        openFile: ({ name }, fields) => {
          const purpose = purposeOf(fields);
          purposeSent = purpose !== undefined;
          const stream = openClientStream<auth.UploadRequest, auth.UploadResponse>(files.raw.upload.bind(files.raw), {
            identity: req.identity,
            deadlineMs: Math.max(deadlineMs, FILE_DEADLINE_MS),
          });
          call = stream;
          // The first message names the file (with its purpose when the form sent that first); chunks follow.
          stream
            .write({ purpose: authNames.filePurposeNames.parse(purpose), name, content: Buffer.alloc(0), clientAddress: req.ip ?? '', last: false })
            .catch(() => undefined);
          return {
            write: (content) => stream.write({ purpose: authNames.filePurposeNames.parse(undefined), name: '', content, clientAddress: '', last: false }),
          };
        },
      });
      const purpose = purposeOf(parsed.fields);
      if (parsed.fileCount > 1) throw AppError.invalid(FileTexts.oneFileOnly, 'UPLOAD_ONE_FILE_ONLY');
      const problems: AppError[] = [];
      if (!parsed.fileComplete && !parsed.tooLarge) problems.push(AppError.invalid(FileTexts.fileRequired, 'UPLOAD_FILE_REQUIRED'));
      if (!purpose) problems.push(AppError.invalid(FileTexts.purposeInvalid, 'UPLOAD_PURPOSE_INVALID'));
      if (problems.length > 0) throw AppError.all(problems);
      if (parsed.tooLarge || !call) {
        call?.cancel();
        // The size text of the purpose (uploadError with a size past the limit and an accepted type).
        const text = uploadError(purpose!, { mimeType: UPLOAD_RULES[purpose!].mimeTypes[0]!, size: UPLOAD_RULES[purpose!].maxBytes + 1 });
        res
          .set('Connection', 'close')
          .status(413)
          .json(errorBody(413, text ?? FileTexts.documentTooLarge, 'UPLOAD_TOO_LARGE'));
        return;
      }
      // The marked last message (with the purpose when the form sent it after the file) completes the upload.
      const answer = await call.end({
        purpose: authNames.filePurposeNames.parse(purposeSent ? undefined : purpose),
        name: '',
        content: Buffer.alloc(0),
        clientAddress: '',
        last: true,
      });
      sendReply(res, { statusCode: 201, message: FileTexts.uploaded, data: answer.file ? toFileRef(answer.file) : null });
    } catch (error) {
      call?.cancel();
      // The rest of the body is not read: the connection cannot carry another request.
      if (!req.complete) res.set('Connection', 'close');
      throw error;
    }
  };

  const download = async (req: Request, res: Response) => {
    // The size is checked before the file is looked up: a bad w or q is the same answer for every file.
    const query = imageQuerySchema.safeParse({ w: req.query.w, q: req.query.q });
    if (!query.success) throw AppError.invalid(query.error.issues[0]?.message ?? ImageTexts.widthInvalid, 'UPLOAD_IMAGE_SIZE_INVALID');
    const { messages, cancel } = openServerStream(
      files.raw.getFile.bind(files.raw),
      { id: String(req.params.id) },
      { identity: req.identity, deadlineMs: Math.max(deadlineMs, FILE_DEADLINE_MS) },
    );
    const first = await messages.next();
    const file = first.done ? undefined : first.value.file;
    if (!file) {
      cancel();
      throw AppError.notFound(FileTexts.fileNotFound, 'UPLOAD_FILE_NOT_FOUND');
    }
    const picture = authNames.filePurposeNames.fromProto(file.purpose) === 'PROFILE_PICTURE';
    const width = query.data.w;
    if (width !== undefined) {
      // ID cards, documents and dispute evidence are never resized (and stay where their access rules put them).
      if (!picture) {
        cancel();
        throw AppError.invalid(ImageTexts.notResizable, 'UPLOAD_NOT_RESIZABLE');
      }
      await sendResized(req, res, file, { width, quality: query.data.q ?? IMAGE_DEFAULT_QUALITY }, messages, cancel);
      return;
    }
    // Pictures and tutorial videos are public and never change under their id; the rest is private.
    const shown = picture || authNames.filePurposeNames.fromProto(file.purpose) === 'TUTORIAL_VIDEO';
    res.set({
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(shown ? 'inline' : 'attachment', file.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': shown ? PICTURE_CACHE_CONTROL : 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    res.status(200);
    await streamChunks(res, messages, cancel);
  };

  /**
   * A picture at one of spec §9's widths (never enlarged): WebP when the browser's Accept names it,
   * else JPEG (PNG with transparency); computed once per size and kept in the resizer's cache. The
   * file was looked up first all the same, so a removed picture is not served from the cache.
   */
  const sendResized = async (
    req: Request,
    res: Response,
    file: auth.StoredFile,
    size: { width: number; quality: number },
    messages: AsyncIterator<{ content: Uint8Array }>,
    cancel: () => void,
  ) => {
    let resized: ResizedPicture;
    try {
      resized = await pictures.resize(file.id, { ...size, webp: acceptsWebp(req.get('accept')) }, () =>
        readAll(messages, UPLOAD_RULES.PROFILE_PICTURE.maxBytes),
      );
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof PictureBusyError) throw new AppError('UNAVAILABLE', ImageTexts.busy, 'UNAVAILABLE');
      throw AppError.invalid(ImageTexts.tooLargeToResize, 'UPLOAD_NOT_RESIZABLE');
    } finally {
      cancel();
    }
    res.set({
      'Content-Type': resized.mimeType,
      'Content-Length': String(resized.bytes.length),
      'Content-Disposition': contentDisposition('inline', resizedName(file.name, resized)),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': PICTURE_CACHE_CONTROL,
      // The format follows the browser's Accept: a shared cache must keep one answer per Accept.
      Vary: 'Accept',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    res.status(200).end(resized.bytes);
  };

  return [
    {
      method: 'post',
      path: '/upload',
      handlers: [strictRateLimit, upload],
      openApi: {
        tags: ['Uploads'],
        summary:
          'Upload a file (profile picture, ID card, helper document, dispute evidence or, for admins, a tutorial video); visitors may upload for sign-up',
        operationId: 'postUpload',
        security: [{}, { bearer: [] }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file', 'purpose'],
                properties: {
                  file: {
                    type: 'string',
                    format: 'binary',
                    description:
                      'PROFILE_PICTURE: JPEG/PNG/WebP ≤ 5 MB; ID_CARD: PDF/JPEG/PNG ≤ 10 MB; DOCUMENT: PDF ≤ 10 MB; DISPUTE (signed in): JPEG/PNG/WebP/PDF ≤ 25 MB; TUTORIAL_VIDEO (admins): MP4/WebM ≤ 100 MB (type read from the content)',
                  },
                  purpose: { type: 'string', enum: Object.keys(UPLOAD_RULES) },
                },
              },
            },
          },
        },
        responses: {
          201: {
            description: 'Stored',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['statusCode', 'message', 'data'],
                  properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, data: fileRefJson },
                },
              },
            },
          },
          400: errorResponse('No file, several files, bad purpose, empty file or a type the purpose does not accept'),
          413: errorResponse('Larger than the purpose allows'),
          429: errorResponse('Too many requests, or a visitor past the hourly upload quota of its address (20 files, 100 MB)'),
        },
      },
    },
    {
      method: 'get',
      path: '/files/:id',
      handlers: [download],
      openApi: {
        tags: ['Uploads'],
        summary:
          'Read a stored file: pictures are public (and can be read resized, with w and q); ID cards and documents only for their owner and admins, never resized',
        operationId: 'getFilesId',
        security: [{}, { bearer: [] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          {
            name: 'w',
            in: 'query',
            required: false,
            description:
              'Pictures only: the width to read it at (spec §9), never wider than the picture is. WebP when Accept names image/webp, else JPEG (PNG with transparency).',
            schema: { type: 'integer', enum: [...IMAGE_WIDTHS] },
          },
          {
            name: 'q',
            in: 'query',
            required: false,
            description: `With w: the encoding quality (default ${IMAGE_DEFAULT_QUALITY})`,
            schema: { type: 'integer', minimum: IMAGE_QUALITY_MIN, maximum: IMAGE_QUALITY_MAX, default: IMAGE_DEFAULT_QUALITY },
          },
        ],
        responses: {
          200: {
            description: 'The bytes, with the stored content type; a resized picture as image/webp, image/jpeg or image/png (Vary: Accept)',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
          400: errorResponse('A width not in the list, a quality outside 1–100, q without w, or w for a file that is not a picture'),
          404: errorResponse('File not found (also when the caller may not read it)'),
          503: errorResponse('Too many pictures are being resized: try again in a moment'),
        },
      },
    },
  ];
}
