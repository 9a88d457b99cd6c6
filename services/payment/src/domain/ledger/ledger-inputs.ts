import { z } from 'zod';
import { OWNER_TYPES } from './account-kinds';

/** An idempotency key: the caller's own operation id (e.g. "call:<id>:capture"). */
const key = z.string().trim().min(1, 'id: required').max(200, 'id: at most 200 characters');
const accountId = (field: string) => z.uuid(`${field}: must be a ledger account id`);

/** The platform's accounts need no owner id (absent); a user's or a helper's do. */
export const openAccountsInput = z
  .object({
    ownerType: z.enum(OWNER_TYPES, 'ownerType: USER, HELPER or PLATFORM'),
    ownerId: z.string().trim().max(200, 'ownerId: at most 200 characters').optional(),
  })
  .refine((v) => v.ownerType === 'PLATFORM' || (v.ownerId ?? '').length > 0, { message: 'ownerId: required for a user or a helper' });

export const transferInput = z.object({
  id: key,
  debitAccountId: accountId('debitAccountId'),
  creditAccountId: accountId('creditAccountId'),
  kind: z.string().trim().min(1, 'kind: required').max(50, 'kind: at most 50 characters'),
  reference: z.string().max(200, 'reference: at most 200 characters'),
});

export const resolvePendingInput = z.object({ id: key, pendingId: key });
export const reverseTransferInput = z.object({ id: key, transferId: key });
export const getBalancesInput = z.object({
  accountIds: z.array(accountId('accountIds')).min(1, 'accountIds: at least one').max(100, 'accountIds: at most 100'),
});
export const listTransfersInput = z.object({ accountId: accountId('accountId'), page: z.number().int().optional(), limit: z.number().int().optional() });
