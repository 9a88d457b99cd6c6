import type { Request, Response } from 'express';
import { etagMatches } from './etag-match';
import type { CachedAnswer } from './read-cache';

/**
 * A public answer: the same for every caller in one language, so any cache may keep it, but it must
 * ask again each time (`no-cache`): the gateway's copy changes on the content service's events, and
 * a 304 costs the browser one small round trip.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** What every other API answer says: it may be the caller's own, so nobody keeps it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Sends a kept answer: its bytes as they are, or 304 when the caller already has them. */
export function sendCachedAnswer(req: Request, res: Response, answer: CachedAnswer): void {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.vary('Accept-Language');
  if (etagMatches(req.headers['if-none-match'], answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', answer.body.length);
  res.end(answer.body);
}
