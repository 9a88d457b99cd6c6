import { z } from 'zod';

/**
 * GET /admin/overview (issue 24, item 1): what the console's first page shows, each figure read from
 * the service that owns it. "Today" is from `since`, the admin's own start of the day (the page sends
 * its local midnight); without it, the start of the day in UTC.
 */
export const adminOverviewQuery = z.object({
  since: z.iso.datetime({ offset: true, error: 'since must be a date and time (ISO 8601)' }).optional(),
});

const cents = z.string().regex(/^\d+$/);

export const adminOverviewSchema = z.object({
  since: z.string(),
  helpers: z.object({ online: z.number().int(), inCall: z.number().int(), waitingForReview: z.number().int() }),
  calls: z.object({ inProgress: z.number().int(), requested: z.number().int(), connected: z.number().int(), minutes: z.number().int() }),
  money: z.object({ currency: z.string(), chargedCents: cents, commissionCents: cents, refundedCents: cents }),
  withdrawals: z.object({ pending: z.number().int(), pendingCents: cents }),
  disputes: z.object({ open: z.number().int() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
