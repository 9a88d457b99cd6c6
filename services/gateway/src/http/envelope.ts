import type { PageMeta } from '@helpwire/contracts';
import { Texts } from '@helpwire/contracts';
import type { Response } from 'express';

export interface Reply<T> {
  data: T;
  message?: string;
  meta?: PageMeta;
  statusCode?: number;
}

/** Sends `{ statusCode, message, data, meta? }`. */
export function sendReply<T>(res: Response, { data, message = Texts.success, meta, statusCode = 200 }: Reply<T>): void {
  res.status(statusCode).json(meta ? { statusCode, message, data, meta } : { statusCode, message, data });
}
