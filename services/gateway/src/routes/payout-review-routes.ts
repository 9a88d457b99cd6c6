import { routes, type AdminWithdrawalRow, type RevealedBankDetails } from '@helpwire/contracts';
import type { auth, withdrawal } from '@helpwire/proto';
import type { Identity, PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { bankDetailsJson, cents, ownWithdrawalJson, withdrawalJson } from './withdrawal-json';

export interface PayoutReviewRouteDeps {
  withdrawals: PromiseClient<withdrawal.WithdrawalServiceClient>;
  auth: PromiseClient<auth.AuthServiceClient>;
  deadlineMs: number;
}

/**
 * The withdrawals with their helpers' names and e-mails, from the auth service (admins only there
 * too); a helper whose account is gone keeps an empty name.
 */
export async function withHelperNames(
  client: PromiseClient<auth.AuthServiceClient>,
  list: withdrawal.Withdrawal[],
  call: { identity: Identity; deadlineMs: number },
): Promise<AdminWithdrawalRow[]> {
  const ids = [...new Set(list.map((w) => w.helperId))];
  const { accounts } = ids.length ? await client.getAccountNames({ userIds: ids }, call) : { accounts: [] };
  const byId = new Map(accounts.map((a) => [a.userId, a]));
  return list.map((w) => {
    const account = byId.get(w.helperId);
    return { ...withdrawalJson(w), helperName: account ? `${account.firstName} ${account.lastName}`.trim() : '', helperEmail: account?.email ?? '' };
  });
}

const revealedJson = (d: withdrawal.RevealedBankDetails | undefined): RevealedBankDetails => ({
  title: d?.title ?? '',
  accountName: d?.accountName ?? '',
  accountNumber: d?.accountNumber ?? '',
  bankName: d?.bankName ?? '',
  branchName: d?.branchName ?? '',
  routingNumber: d?.routingNumber ?? '',
  swiftCode: d?.swiftCode ?? '',
  country: d?.country ?? '',
  updatedAt: (d?.updatedAt ?? new Date(0)).toISOString(),
});

/**
 * The console's withdrawals page (issue 24 item 4, decision 0070): one withdrawal with its helper's
 * balance, masked bank details and withdrawals; the full bank details with a reason (audited); the
 * approved batch as the bank's CSV (audited). The payment service keeps each to admins.
 */
export function payoutReviewRoutes({ withdrawals: client, auth, deadlineMs }: PayoutReviewRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  return [
    defineRoute(routes.adminWithdrawals.detail, {
      tag: 'Admin',
      summary:
        "One withdrawal with its helper's name, balance (earned, withdrawn, available, pending, in withdrawal), masked bank details and last 50 withdrawals (admins only)",
      handler: async ({ query, identity }) => {
        const answer = await client.getWithdrawalReview({ id: query.id }, { identity, ...call });
        const [row] = await withHelperNames(auth, [answer.withdrawal!], { identity, ...call });
        const balance = answer.wallet;
        return {
          data: {
            withdrawal: row!,
            bankDetails: answer.bankDetails ? bankDetailsJson(answer.bankDetails) : null,
            balance: {
              availableCents: cents(balance?.available),
              pendingCents: cents(balance?.pending),
              inWithdrawalCents: cents(balance?.inWithdrawal),
              earnedCents: cents(balance?.earned),
              withdrawnCents: cents(balance?.withdrawn),
            },
            history: answer.history.map(ownWithdrawalJson),
          },
        };
      },
    }),
    defineRoute(routes.adminWithdrawals.revealBankDetails, {
      tag: 'Admin',
      summary:
        "The helper's full bank details behind a withdrawal; the admin's reason is in the audit log (withdrawal.bank_details.reveal) before they are answered (admins only)",
      handler: async ({ body, identity }) => ({ data: revealedJson((await client.revealBankDetails(body, { identity, ...call })).details) }),
    }),
    defineRoute(routes.adminWithdrawals.exportBatch, {
      tag: 'Admin',
      summary:
        "The approved batch (IN_REVIEW, oldest first) as the bank's CSV with full bank details; each withdrawal in it is withdrawal.bank_details.export in the audit log with the reason (admins only)",
      handler: async ({ body, identity }) => {
        const batch = await client.exportPayoutBatch(body, { identity, ...call });
        return { data: { fileName: batch.fileName, csv: batch.csv, count: batch.count, totalCents: cents(batch.total) } };
      },
    }),
  ];
}
