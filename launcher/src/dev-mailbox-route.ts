import type { DevMailbox } from '@helpwire/auth';
import express, { type Request, type RequestHandler } from 'express';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

/**
 * A request made on this machine: its connection comes from loopback and no proxy forwarded it
 * (a reverse proxy on the same host would otherwise make every visitor look local). Read from the
 * socket, never from X-Forwarded-For, whatever "trust proxy" says.
 */
function fromThisMachine(req: Request): boolean {
  return isLoopback(req.socket.remoteAddress) && req.header('x-forwarded-for') === undefined && req.header('forwarded') === undefined;
}

/**
 * GET /dev/messages[?to=address]: the e-mail and SMS the product "sent", newest first. All-in-one
 * development mode only (never with NODE_ENV=production; see all-in-one.ts), and only to requests
 * from this machine: anyone else gets what an unknown path gives, as if it were not there.
 */
export function devMailboxRoute(mailbox: DevMailbox): RequestHandler {
  const router = express.Router();
  router.get('/dev/messages', (req, res, next) => {
    if (!fromThisMachine(req)) return next();
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ messages: mailbox.list(to) });
  });
  return router;
}
