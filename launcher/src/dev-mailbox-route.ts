import type { DevMailbox } from '@helpwire/auth';
import express, { type RequestHandler } from 'express';

/**
 * GET /dev/messages[?to=address]: the e-mail and SMS the product "sent", newest first. Mounted only
 * in all-in-one mode without SMTP — never in a production deployment.
 */
export function devMailboxRoute(mailbox: DevMailbox): RequestHandler {
  const router = express.Router();
  router.get('/dev/messages', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ messages: mailbox.list(to) });
  });
  return router;
}
