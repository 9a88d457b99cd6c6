import { AfterCallTexts, routes } from '@helpwire/contracts';
import { afterCallNames, callNames, type afterCall, type auth } from '@helpwire/proto';
import { AppError, type PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { flaggedCallJson } from './after-call-mappers';

export interface FlagActionRouteDeps {
  auth: PromiseClient<auth.AuthServiceClient>;
  afterCalls: PromiseClient<afterCall.AfterCallServiceClient>;
  deadlineMs: number;
}

/**
 * POST /admin/flags/act (decision 0082): an admin warns or bans the account a flag names, and the flag
 * closes with that outcome, in one request. The call service says whom the flag names and where it
 * stands (closed another way: refused before anything is done); auth acts (a warning keyed by the
 * flag, so a retry adds none; suspending a suspended account changes nothing); then the call service
 * closes the flag (a repeat answers the stored review). A failure between the last two leaves the flag
 * open with the account already warned or banned: the console says so, and the same request completes it.
 */
export function flagActionRoutes({ auth: accounts, afterCalls, deadlineMs }: FlagActionRouteDeps): ApiRoute[] {
  return [
    defineRoute(routes.admin.actOnFlag, {
      tag: 'Admin',
      summary:
        'Warn or ban the account a flag names, with the reason they are given, and close the flag as WARNED or BANNED (admins only); a warning reaches the person in-app and by e-mail; all audited. Repeating the request completes it and adds nothing; a flag closed another way: 422 CALL_FLAG_ALREADY_CLOSED',
      handler: async ({ body, identity }) => {
        const opts = { identity, deadlineMs };
        const side = callNames.callPartyNames.toProto(body.side);
        const outcome = body.action === 'WARN' ? 'WARNED' : 'BANNED';
        const { flag } = await afterCalls.getFlag({ callId: body.callId, side }, opts);
        const status = afterCallNames.flagStatusNames.fromProto(flag!.status);
        if (status === outcome) return { data: flaggedCallJson(flag!) };
        if (status !== 'OPEN') throw new AppError('FAILED_PRECONDITION', AfterCallTexts.flagAlreadyClosed, 'CALL_FLAG_ALREADY_CLOSED');
        if (body.action === 'WARN')
          await accounts.warnAccount({ accountId: flag!.subjectId, reason: body.reason, flagId: `${body.callId}:${body.side}` }, opts);
        else await accounts.suspendAccount({ accountId: flag!.subjectId, reason: body.reason }, opts);
        const closed = await afterCalls.closeFlag(
          { callId: body.callId, side, status: afterCallNames.flagStatusNames.toProto(outcome), reason: body.reason },
          opts,
        );
        return { data: flaggedCallJson(closed.flag!) };
      },
    }),
  ];
}
