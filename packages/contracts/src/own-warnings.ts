import { z } from 'zod';

/** What gave a warning: a dispute decided against the account, an admin, or an admin acting on a flag raised after a call. */
export const WARNING_SOURCES = ['DISPUTE', 'ADMIN', 'FLAG'] as const;
export type WarningSource = (typeof WARNING_SOURCES)[number];

/** GET /users/warnings: one of the signed-in account's own warnings, as they read it on their profile (when and why). */
export const ownWarningSchema = z.object({
  id: z.string(),
  reason: z.string(),
  source: z.enum(WARNING_SOURCES),
  createdAt: z.string(),
});
export type OwnWarning = z.infer<typeof ownWarningSchema>;
