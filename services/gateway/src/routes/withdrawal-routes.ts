import { routes, WithdrawalTexts } from '@helpwire/contracts';
import { withdrawalNames, type auth, type withdrawal } from '@helpwire/proto';
import { Money, type PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { requireSessionRole } from '../http/session-role';
import { bankDetailsJson, cents, ownWithdrawalJson, withdrawalJson } from './withdrawal-json';
import { withHelperNames } from './payout-review-routes';

export interface WithdrawalRouteDeps {
  withdrawals: PromiseClient<withdrawal.WithdrawalServiceClient>;
  /** The helpers' names on the admin's withdrawals page (decision 0070). */
  auth: PromiseClient<auth.AuthServiceClient>;
  deadlineMs: number;
}

const pageMetaJson = (meta: withdrawal.WithdrawalPageMeta | undefined) => ({
  currentPage: meta?.currentPage ?? 1,
  lastPage: meta?.lastPage ?? 1,
  total: meta?.total ?? 0,
});

/**
 * Spec §7 "Withdrawals": the helper's bank details (/helpers/account-details/*), wallet and
 * withdrawals (/withdraw/*), HELPER sessions only ("Role not allowed" otherwise); and the admin's
 * review (/admin/withdrawals/*), which the payment service keeps to admins. Decision 0032.
 */
export function withdrawalRoutes({ withdrawals: client, auth, deadlineMs }: WithdrawalRouteDeps): ApiRoute[] {
  const call = { deadlineMs };
  const saveRoute = (contract: typeof routes.accountDetails.update | typeof routes.accountDetails.updateByPost) =>
    defineRoute(contract, {
      tag: 'Withdrawals',
      summary: 'Replaces the helper\'s bank details ("Failed to update payment information" when none were added)',
      handler: async ({ body, identity }) => {
        requireSessionRole(identity, 'HELPER');
        const { details } = await client.updateBankDetails({ details: body }, { identity, ...call });
        return { data: bankDetailsJson(details), message: WithdrawalTexts.paymentInformationUpdated };
      },
    });
  return [
    defineRoute(routes.accountDetails.get, {
      tag: 'Withdrawals',
      summary: "The helper's own bank details, the account number masked; null until added",
      handler: async ({ identity }) => {
        requireSessionRole(identity, 'HELPER');
        const { details } = await client.getBankDetails({}, { identity, ...call });
        return { data: details ? bankDetailsJson(details) : null };
      },
    }),
    defineRoute(routes.accountDetails.add, {
      tag: 'Withdrawals',
      summary: "Adds the helper's bank details (spec §5 rules; sealed at rest; answered with the account number masked)",
      handler: async ({ body, identity }) => {
        requireSessionRole(identity, 'HELPER');
        const { details } = await client.addBankDetails({ details: body }, { identity, ...call });
        return { data: bankDetailsJson(details), message: WithdrawalTexts.paymentInformationAdded };
      },
    }),
    saveRoute(routes.accountDetails.update),
    saveRoute(routes.accountDetails.updateByPost),
    defineRoute(routes.withdraw.helperWallet, {
      tag: 'Withdrawals',
      summary: "The helper's wallet from the ledger: available, pending (the last 72 hours) and in withdrawal, in cents",
      handler: async ({ identity }) => {
        requireSessionRole(identity, 'HELPER');
        const wallet = await client.getWallet({}, { identity, ...call });
        return { data: { availableCents: cents(wallet.available), pendingCents: cents(wallet.pending), inWithdrawalCents: cents(wallet.inWithdrawal) } };
      },
    }),
    defineRoute(routes.withdraw.helperCreate, {
      tag: 'Withdrawals',
      summary:
        'Asks for a withdrawal of available money (at least $1; instruction required; bank details needed). A retry with the same requestId answers the same withdrawal',
      handler: async ({ body, identity }) => {
        requireSessionRole(identity, 'HELPER');
        const answer = await client.createWithdrawal(
          { requestId: body.requestId, amount: Money.of(body.amount, 'USD').toProto(), specialInstruction: body.specialInstruction },
          { identity, ...call },
        );
        return { data: ownWithdrawalJson(answer.withdrawal), message: WithdrawalTexts.withdrawalCreated };
      },
    }),
    defineRoute(routes.withdraw.helperGetAll, {
      tag: 'Withdrawals',
      summary: "The helper's own withdrawals, newest first, paged; status=SUCCESS lists the payouts",
      handler: async ({ query, identity }) => {
        requireSessionRole(identity, 'HELPER');
        const status = query.status ? withdrawalNames.withdrawalStatusNames.toProto(query.status) : undefined;
        const answer = await client.listWithdrawals({ page: { page: query.page, limit: query.limit }, status }, { identity, ...call });
        return { data: answer.withdrawals.map(ownWithdrawalJson), meta: pageMetaJson(answer.meta) };
      },
    }),
    defineRoute(routes.withdraw.get, {
      tag: 'Withdrawals',
      summary: 'One of the helper\'s own withdrawals ("Withdraw Request Not found." for any other id)',
      handler: async ({ query, identity }) => {
        requireSessionRole(identity, 'HELPER');
        return { data: ownWithdrawalJson((await client.getWithdrawal({ id: query.id }, { identity, ...call })).withdrawal) };
      },
    }),
    defineRoute(routes.adminWithdrawals.open, {
      tag: 'Admin',
      summary: "Withdrawals waiting for a decision (PENDING, IN_REVIEW), oldest first, with each helper's name and e-mail (admins only)",
      handler: async ({ query, identity }) => {
        const answer = await client.listOpenWithdrawals({ page: { page: query.page, limit: query.limit } }, { identity, ...call });
        return { data: await withHelperNames(auth, answer.withdrawals, { identity, ...call }), meta: pageMetaJson(answer.meta) };
      },
    }),
    defineRoute(routes.adminWithdrawals.review, {
      tag: 'Admin',
      summary: 'An admin looks into a pending withdrawal: PENDING → IN_REVIEW; the amount stays held (admins only; a retry changes nothing)',
      handler: async ({ body, identity }) => ({
        data: withdrawalJson((await client.reviewWithdrawal(body, { identity, ...call })).withdrawal),
        message: WithdrawalTexts.withdrawalInReview,
      }),
    }),
    defineRoute(routes.adminWithdrawals.approve, {
      tag: 'Admin',
      summary: 'The admin made the bank transfer: records its transaction id and pays the held amount out (admins only; a retry changes nothing)',
      handler: async ({ body, identity }) => ({
        data: withdrawalJson((await client.approveWithdrawal(body, { identity, ...call })).withdrawal),
        message: WithdrawalTexts.withdrawalApproved,
      }),
    }),
    defineRoute(routes.adminWithdrawals.reject, {
      tag: 'Admin',
      summary: 'Refuses a withdrawal: the held amount goes back to available (admins only; a retry changes nothing)',
      handler: async ({ body, identity }) => ({
        data: withdrawalJson((await client.rejectWithdrawal(body, { identity, ...call })).withdrawal),
        message: WithdrawalTexts.withdrawalRejected,
      }),
    }),
  ];
}
