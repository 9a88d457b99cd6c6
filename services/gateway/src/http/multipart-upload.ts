import { AppError } from '@helpwire/service-kit';
import { FileTexts } from '@helpwire/contracts';
import busboy from 'busboy';
import type { Request } from 'express';

/** Where the bytes of the uploaded file go, chunk by chunk, as they arrive. */
export interface FileSink {
  /** Takes one chunk; resolves when the next may follow (flow control), rejects once the receiver failed. */
  write(chunk: Buffer): Promise<void>;
}

export interface ParsedUpload {
  fields: Record<string, string>;
  /** The first part named `file` arrived whole (and within the limit) into its sink. */
  fileComplete: boolean;
  /** How many parts named `file` came. */
  fileCount: number;
  /** The file went past the limit: the rest of its bytes were dropped, not forwarded. */
  tooLarge: boolean;
}

export interface ReadUploadOptions {
  /** Largest file forwarded; the rest of a larger one is dropped. */
  maxFileBytes: (fields: Record<string, string>) => number;
  /** Bytes of the whole request after which reading stops and the connection is closed. */
  maxRequestBytes: number;
  /** Opens the sink of the first part named `file`, before its first byte (the fields read so far). */
  openFile: (file: { name: string; declaredType: string }, fields: Record<string, string>) => FileSink;
}

/**
 * Reads a multipart/form-data upload and streams its first `file` part into a sink, never holding
 * more than a chunk of it: a file past `maxFileBytes` is reported as `tooLarge`, a request past
 * `maxRequestBytes` is cut off. Every stream involved has an error path: a body that ends inside a
 * part, a malformed body, a client that goes away or a sink that fails rejects the promise — nothing
 * is ever thrown out of an event handler.
 */
export function readUpload(req: Request, options: ReadUploadOptions): Promise<ParsedUpload> {
  if (!req.is('multipart/form-data')) return Promise.reject(AppError.invalid(FileTexts.notMultipart, 'UPLOAD_NOT_MULTIPART'));
  return new Promise((resolve, reject) => {
    const result: ParsedUpload = { fields: {}, fileComplete: false, fileCount: 0, tooLarge: false };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fields: 10, fieldSize: 1024, files: 5, parts: 20, fileSize: Number.MAX_SAFE_INTEGER },
      });
    } catch {
      reject(AppError.invalid(FileTexts.notMultipart, 'UPLOAD_NOT_MULTIPART'));
      return;
    }
    let settled = false;
    const stopReading = () => {
      req.off('data', onData);
      req.unpipe(parser);
      req.pause();
    };
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error) {
        stopReading();
        reject(error);
      } else resolve(result);
    };
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.maxRequestBytes) {
        stopReading();
        result.tooLarge = true;
        result.fileComplete = false;
        finish();
      }
    };
    req.on('data', onData);
    // A client that goes away before the body is complete: nothing more will come.
    req.on('close', () => {
      if (!req.complete) finish(AppError.invalid(FileTexts.notMultipart, 'UPLOAD_NOT_MULTIPART'));
    });
    req.on('error', (error) => finish(error));
    parser.on('field', (name, value) => {
      if (!(name in result.fields)) result.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // A body that ends inside this part errors the part's stream too: answered here, never thrown.
      stream.on('error', () => finish(AppError.invalid(FileTexts.notMultipart, 'UPLOAD_NOT_MULTIPART')));
      if (name !== 'file' || (result.fileCount += 1) > 1) {
        stream.resume();
        return;
      }
      // The purpose decides the limit when it came before the file; the largest limit otherwise.
      const limit = options.maxFileBytes(result.fields);
      let sink: FileSink;
      try {
        sink = options.openFile({ name: info.filename ?? '', declaredType: info.mimeType }, result.fields);
      } catch (error) {
        finish(error);
        return;
      }
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (result.tooLarge || settled) return;
        size += chunk.length;
        if (size > limit) {
          result.tooLarge = true;
          return;
        }
        stream.pause();
        sink.write(chunk).then(
          () => stream.resume(),
          (error: unknown) => finish(error),
        );
      });
      stream.on('end', () => {
        if (!result.tooLarge) result.fileComplete = true;
      });
    });
    parser.on('error', () => finish(AppError.invalid(FileTexts.notMultipart, 'UPLOAD_NOT_MULTIPART')));
    parser.on('close', () => finish());
    req.pipe(parser);
  });
}
