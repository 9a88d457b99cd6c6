import { routes, type AccountExport, type Person, type PersonDetail } from '@helpwire/contracts';
import { authNames, callNames, disputeNames, type auth, type call, type charge, type dispute } from '@helpwire/proto';
import type { Identity, PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { toTransaction } from './charge-routes';
import { disputeJson } from './dispute-routes';

export interface PeopleRouteDeps {
  auth: PromiseClient<auth.AuthServiceClient>;
  calls: PromiseClient<call.CallServiceClient>;
  charges: PromiseClient<charge.ChargeServiceClient>;
  disputes: PromiseClient<dispute.DisputeServiceClient>;
  deadlineMs: number;
}

const iso = (date: Date | undefined) => (date ?? new Date(0)).toISOString();
const side = (name: string) => (name === 'HELPER' ? 'HELPER' : 'USER') as 'USER' | 'HELPER';

/** An account of auth's answer as the console reads it. */
export function toPerson(a: auth.AccountRecord): Person {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email ?? null,
    phone: a.phone ?? null,
    roles: a.roles.map((r) => ({
      role: authNames.roleNames.nameOf(r.role),
      status: authNames.verificationStatusNames.fromProto(r.status) ?? null,
      rejectionReason: r.rejectionReason ?? null,
      isAvailable: r.isAvailable,
      since: iso(r.createdAt),
    })),
    emailVerified: a.emailVerified,
    phoneVerified: a.phoneVerified,
    pendingEmail: a.pendingEmail ?? null,
    createdAt: iso(a.createdAt),
    suspension: a.suspendedAt ? { at: a.suspendedAt.toISOString(), reason: a.suspensionReason ?? '' } : null,
    erased: a.erased,
  };
}

const callCount = (c: call.AccountCallCount | undefined) => ({ calls: c?.calls ?? 0, ended: c?.ended ?? 0, lastCallAt: c?.lastCallAt?.toISOString() ?? null });
const accountFlagJson = (f: call.AccountFlag) => ({
  callId: f.callId,
  raisedBy: side(f.raisedBy),
  reason: f.reason,
  active: f.active,
  reviewed: f.reviewed,
  createdAt: iso(f.createdAt),
});

/**
 * The console's People page (issue 24, item 6; decision 0076). Each figure comes from the service
 * that owns it, each of which checks the admin role itself: the account (auth), its calls and the
 * flags about it (call), its money and disputes (payment). Every action is auth's, audited there.
 */
export function peopleRoutes({ auth: accounts, calls, charges, disputes, deadlineMs }: PeopleRouteDeps): ApiRoute[] {
  const opts = (identity: Identity) => ({ identity, deadlineMs });
  return [
    defineRoute(routes.adminPeople.search, {
      tag: 'Admin',
      summary:
        'Accounts whose first or last name, full name, e-mail or phone starts with `q`, or whose id is `q`; every account when `q` is empty; newest first, 20 a page (admins only)',
      handler: async ({ query, identity }) => {
        const found = await accounts.searchAccounts({ query: query.q ?? '', page: query.page, limit: query.limit }, opts(identity));
        return { data: found.accounts.map(toPerson), meta: { currentPage: found.currentPage, lastPage: found.lastPage, total: found.total } };
      },
    }),
    defineRoute(routes.adminPeople.detail, {
      tag: 'Admin',
      summary:
        'One account (admins only): roles, verification, suspension and warnings (auth); calls as a user and as a helper and the flags about it (call); spending and earnings, net of refunds, and the disputes of its calls (payment)',
      handler: async ({ params, identity }) => {
        const accountId = params.id!;
        const { account } = await accounts.getAccountRecord({ accountId }, opts(identity));
        const [activity, money, disputed] = await Promise.all([
          calls.getAccountCalls({ accountId, limit: 0 }, opts(identity)),
          charges.getAccountMoney({ accountId, withTransactions: false }, opts(identity)),
          disputes.listAccountDisputes({ accountId }, opts(identity)),
        ]);
        const detail: PersonDetail = {
          ...toPerson(account!),
          warnings: account!.warnings.map((w) => ({
            id: w.id,
            reason: w.reason,
            source: w.source === 'DISPUTE' ? 'DISPUTE' : 'ADMIN',
            sourceId: w.sourceId ?? null,
            createdAt: iso(w.createdAt),
          })),
          calls: { asUser: callCount(activity.asUser), asHelper: callCount(activity.asHelper) },
          money: {
            currency: money.spent?.amount?.currency || 'USD',
            spentCents: money.spent?.amount?.amountMinor ?? '0',
            spentCalls: money.spent?.calls ?? 0,
            earnedCents: money.earned?.amount?.amountMinor ?? '0',
            earnedCalls: money.earned?.calls ?? 0,
          },
          disputes: disputed.disputes.map(({ dispute: d, accountSide }) => ({
            id: d!.id,
            callId: d!.callId,
            side: side(disputeNames.disputeSideNames.fromProto(accountSide) ?? 'USER'),
            openedBy: side(disputeNames.disputeSideNames.fromProto(d!.openedBy) ?? 'USER'),
            reason: d!.reason,
            status: disputeNames.disputeStatusNames.fromProto(d!.status) ?? 'PENDING',
            resolution: disputeNames.disputeResolutionNames.fromProto(d!.adminResolution) ?? null,
            createdAt: iso(d!.createdAt),
          })),
          flags: activity.flagsAbout.map(accountFlagJson),
        };
        return { data: detail };
      },
    }),
    defineRoute(routes.adminPeople.signOutEverywhere, {
      tag: 'Admin',
      summary:
        "End every session of an account with a reason (admins only): its tokens are refused at once, its sockets close at the gateway's next session check; audited",
      handler: async ({ body, identity }) => {
        const { ended } = await accounts.endAccountSessions({ accountId: body.account, reason: body.reason }, opts(identity));
        return { data: { ended }, message: 'Every session of the account has ended' };
      },
    }),
    defineRoute(routes.adminPeople.resendVerification, {
      tag: 'Admin',
      summary: 'Send an unverified account a new sign-up code (admins only; the usual limits: one a minute, five an hour); audited',
      handler: async ({ body, identity }) => {
        const { sentTo } = await accounts.resendAccountVerification({ accountId: body.account }, opts(identity));
        return { data: { sentTo }, message: `A new code was sent to ${sentTo}` };
      },
    }),
    defineRoute(routes.adminPeople.exportData, {
      tag: 'Admin',
      summary:
        "What the services hold about an account, as one JSON document (admins only, with a reason): auth's account and profile, its calls and the flags about it, its transactions on either side, the disputes of its calls; audited",
      handler: async ({ body, identity }) => {
        const accountId = body.account;
        const [activity, money, disputed] = await Promise.all([
          calls.getAccountCalls({ accountId, limit: 1000 }, opts(identity)),
          charges.getAccountMoney({ accountId, withTransactions: true }, opts(identity)),
          disputes.listAccountDisputes({ accountId }, opts(identity)),
        ]);
        // Last, so the audited export is one that was gathered whole.
        const { profileJson } = await accounts.exportAccountProfile({ accountId, reason: body.reason }, opts(identity));
        const data: AccountExport = {
          exportedAt: new Date().toISOString(),
          accountId,
          account: JSON.parse(profileJson) as AccountExport['account'],
          calls: activity.calls.map((c) => ({
            id: c.id,
            side: c.side as 'USER' | 'HELPER',
            categoryId: c.categoryId,
            state: callNames.callStateNames.fromProto(c.state) ?? 'UNKNOWN',
            createdAt: iso(c.createdAt),
            acceptedAt: c.acceptedAt?.toISOString() ?? null,
            endedAt: c.endedAt?.toISOString() ?? null,
            billableSeconds: c.billableSeconds,
          })),
          flagsAbout: activity.flagsAbout.map(accountFlagJson),
          transactions: { asUser: money.userTransactions.map(toTransaction), asHelper: money.helperTransactions.map(toTransaction) },
          disputes: disputed.disputes.map(({ dispute: d, accountSide }) => ({
            ...disputeJson(d!),
            accountSide: disputeNames.disputeSideNames.fromProto(accountSide) ?? null,
          })),
        };
        return { data };
      },
    }),
    defineRoute(routes.adminPeople.erase, {
      tag: 'Admin',
      summary:
        "Erase an account as deleting it does (admins only): every personal field replaced, every role, code, session and file gone. Confirmed by typing its e-mail (its phone when it has none) and a reason; an admin's account, or one's own, is refused; audited",
      handler: async ({ body, identity }) => {
        await accounts.eraseAccount({ accountId: body.account, confirmContact: body.confirm, reason: body.reason }, opts(identity));
        return { data: {}, message: 'The account is erased' };
      },
    }),
  ];
}
