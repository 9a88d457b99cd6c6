import type { DevMailbox, DevMessage } from '@helpwire/service-kit';
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

/** A message as the list shows it: an HTML e-mail also names the page that renders it. */
function listed(message: DevMessage) {
  return message.html ? { ...message, htmlUrl: `/dev/messages/${message.id}/html` } : message;
}

/**
 * An e-mail's HTML as a page of its own: no script runs (sandboxed, no script source) and nothing
 * loads but inline styles and images, as in a mail client.
 */
const htmlPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; sandbox allow-popups allow-popups-to-escape-sandbox";

/**
 * GET /dev/messages[?to=address]: the e-mail and SMS the product "sent", newest first (an HTML
 * e-mail with its `html` and `htmlUrl`); GET /dev/messages/:id/html renders that HTML, so people
 * and browser tests see the e-mail as a mail client would. All-in-one development mode only (never
 * with NODE_ENV=production; see all-in-one.ts), and only to requests from this machine: anyone else
 * gets what an unknown path gives, as if it were not there.
 */
export function devMailboxRoute(mailbox: DevMailbox): RequestHandler {
  const router = express.Router();
  router.get('/dev/messages', (req, res, next) => {
    if (!fromThisMachine(req)) return next();
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ messages: mailbox.list(to).map(listed) });
  });
  router.get('/dev/messages/:id/html', (req, res, next) => {
    if (!fromThisMachine(req)) return next();
    const html = /^\d+$/.test(req.params.id) ? mailbox.get(Number(req.params.id))?.html : undefined;
    if (html === undefined) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', htmlPolicy);
    res.type('html').send(html);
  });
  return router;
}
