import { routes, type OwnWarning } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';

export interface OwnWarningsRouteDeps {
  auth: PromiseClient<auth.AuthServiceClient>;
  deadlineMs: number;
}

const ownWarningJson = (warning: auth.OwnWarning): OwnWarning => ({
  id: warning.id,
  reason: warning.reason,
  source: authNames.warningSourceNames.nameOf(warning.source),
  createdAt: warning.createdAt!.toISOString(),
});

/** GET /users/warnings (issue 24, item 3): the signed-in account's own warnings, for its profile; no way to name another account. */
export function ownWarningsRoutes({ auth: accounts, deadlineMs }: OwnWarningsRouteDeps): ApiRoute[] {
  return [
    defineRoute(routes.users.warnings, {
      tag: 'Profile',
      summary: "The signed-in user's or helper's own warnings, newest first: when, why and what gave it (a dispute, an admin, a flag); never another account's",
      handler: async ({ identity }) => {
        const { warnings } = await accounts.listMyWarnings({}, { identity, deadlineMs });
        return { data: warnings.map(ownWarningJson) };
      },
    }),
  ];
}
