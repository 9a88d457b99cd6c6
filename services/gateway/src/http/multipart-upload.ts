import { AppError } from '@helpwire/service-kit';
import { FileTexts } from '@helpwire/contracts';
import busboy from 'busboy';
import type { Request } from 'express';

export interface ReceivedFile {
  name: string;
  /** The browser's declared type (a hint only; the auth service reads the content). */
  declaredType: string;
  content: Buffer;
}

export interface ParsedUpload {
  fields: Record<string, string>;
  /** The first part named `file`, unless it was larger than the limit. */
  file?: ReceivedFile;
  /** How many parts named `file` came. */
  fileCount: number;
  /** The file went past the limit: its bytes were dropped, not buffered. */
  tooLarge: boolean;
}

export interface ReadUploadOptions {
  /** Largest file kept in memory; the rest of a larger one is skipped. */
  maxFileBytes: (fields: Record<string, string>) => number;
  /** Bytes of the whole request after which reading stops and the connection is closed. */
  maxRequestBytes: number;
}

/**
 * Reads a multipart/form-data upload with at most one file in memory, never more than
 * `maxFileBytes` of it: a larger file is drained and reported as `tooLarge`, and a request past
 * `maxRequestBytes` is cut off.
 */
export function readUpload(req: Request, options: ReadUploadOptions): Promise<ParsedUpload> {
  if (!req.is('multipart/form-data')) return Promise.reject(AppError.invalid(FileTexts.notMultipart));
  return new Promise((resolve, reject) => {
    const result: ParsedUpload = { fields: {}, fileCount: 0, tooLarge: false };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fields: 10, fieldSize: 1024, files: 5, parts: 20, fileSize: Number.MAX_SAFE_INTEGER } });
    } catch {
      reject(AppError.invalid(FileTexts.notMultipart));
      return;
    }
    let settled = false;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(result);
    };
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.maxRequestBytes) {
        req.off('data', onData);
        req.unpipe(parser);
        req.pause();
        result.tooLarge = true;
        delete result.file;
        finish();
      }
    };
    req.on('data', onData);
    parser.on('field', (name, value) => {
      if (!(name in result.fields)) result.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // A body that ends inside this part errors the part's stream too: answered below, never thrown.
      stream.on('error', () => finish(AppError.invalid(FileTexts.notMultipart)));
      if (name !== 'file') {
        stream.resume();
        return;
      }
      result.fileCount += 1;
      if (result.fileCount > 1) {
        stream.resume();
        return;
      }
      // The purpose decides the limit when it came before the file; the largest limit otherwise.
      const limit = options.maxFileBytes(result.fields);
      const chunks: Buffer[] = [];
      let size = 0;
      let over = false;
      stream.on('data', (chunk: Buffer) => {
        if (over) return;
        size += chunk.length;
        if (size > limit) {
          over = true;
          chunks.length = 0;
          result.tooLarge = true;
          return;
        }
        chunks.push(chunk);
      });
      stream.on('end', () => {
        if (!over) result.file = { name: info.filename ?? '', declaredType: info.mimeType, content: Buffer.concat(chunks, size) };
      });
    });
    parser.on('error', () => finish(AppError.invalid(FileTexts.notMultipart)));
    parser.on('close', () => finish());
    req.on('error', (error) => finish(error));
    req.pipe(parser);
  });
}
