import { resolveLanguage } from '@helpwire/contracts';
import type { Identity } from '@helpwire/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

declare module 'express-serve-static-core' {
  interface Request {
    /** Who is calling, in which language, under which request id; forwarded to services. */
    identity: Identity;
  }
}

const REQUEST_ID = /^[\w.-]{8,128}$/;

/** Gives every request an id (kept from x-request-id when well formed) and its language. */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-request-id');
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', requestId);
  req.identity = {
    requestId,
    language: resolveLanguage(req.header('accept-language')),
    traceparent: req.header('traceparent'),
  };
  next();
}
