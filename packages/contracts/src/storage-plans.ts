/**
 * Recording storage plans (issue 25, decision 0084): the free plan every account has and the paid
 * monthly plans, as GET /subscription/plans answers them. Prices are integer cents as strings.
 */
import { z } from 'zod';

const cents = z.string().regex(/^\d+$/);

export const storagePlanSchema = z.object({
  /** A stable slug: free, plus, pro. */
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  /** Cloud recording storage the account may keep, in bytes (a decimal string: 50 GB passes 2^32). */
  storageBytes: z.string().regex(/^\d+$/),
  /** How long a cloud recording is kept, in days. */
  retentionDays: z.number().int().positive(),
  priceCents: cents,
  currency: z.string(),
  interval: z.enum(['MONTH']),
});
export type StoragePlan = z.infer<typeof storagePlanSchema>;
