import type { PageMeta } from '@helpwire/contracts';
import { Texts } from '@helpwire/contracts';
import type { Response } from 'express';

export interface Reply<T> {
  data: T;
  message?: string;
  meta?: PageMeta;
  statusCode?: number;
}

/** The answer's body: `{ statusCode, message, data, meta? }`. */
export function envelopeOf<T>({ data, message = Texts.success, meta, statusCode = 200 }: Reply<T>) {
  return meta ? { statusCode, message, data, meta } : { statusCode, message, data };
}

/** Sends `{ statusCode, message, data, meta? }`. */
export function sendReply<T>(res: Response, reply: Reply<T>): void {
  res.status(reply.statusCode ?? 200).json(envelopeOf(reply));
}
