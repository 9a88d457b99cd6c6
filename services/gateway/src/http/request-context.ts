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
/** W3C trace context: version-traceid-parentid-flags in lower-case hex; anything else is dropped. */
const TRACEPARENT = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

/** A header forwarded upstream as gRPC metadata (ASCII only) is kept only when well formed. */
function wellFormed(value: string | undefined, pattern: RegExp): string | undefined {
  return value && pattern.test(value) ? value : undefined;
}

/** Gives every request an id (kept from x-request-id when well formed) and its language. */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-request-id');
  const requestId = wellFormed(incoming, REQUEST_ID) ?? randomUUID();
  res.setHeader('x-request-id', requestId);
  req.identity = {
    requestId,
    language: resolveLanguage(req.header('accept-language')),
    traceparent: wellFormed(req.header('traceparent'), TRACEPARENT),
  };
  next();
}
