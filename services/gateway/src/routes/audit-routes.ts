import { routes, type AuditEntry } from '@helpwire/contracts';
import type { audit } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';

export interface AuditRouteDeps {
  audit: PromiseClient<audit.AuditServiceClient>;
  deadlineMs: number;
}

/** An entry's before or after: the JSON object the acting service recorded. */
const stateOf = (json: string | undefined): AuditEntry['before'] => (json ? (JSON.parse(json) as AuditEntry['before']) : null);

const auditEntryJson = (e: audit.AuditEntry): AuditEntry => ({
  id: e.id,
  occurredAt: e.occurredAt?.toISOString() ?? '',
  actorId: e.actorId ?? null,
  service: e.service,
  action: e.action,
  objectType: e.objectType,
  objectId: e.objectId,
  before: stateOf(e.beforeJson),
  after: stateOf(e.afterJson),
  reason: e.reason ?? null,
  requestId: e.requestId,
});

/**
 * The audit log of admin actions (decision 0065): one search, admins only (the audit service checks
 * the role again). There is no route that changes or removes an entry.
 */
export function auditRoutes({ audit: client, deadlineMs }: AuditRouteDeps): ApiRoute[] {
  return [
    defineRoute(routes.adminAudit.search, {
      tag: 'Admin',
      summary:
        'The audit log: admin actions (who, what, when, the object, before and after, the reason), newest first, by actor, action, object and time range (admins only; entries are never changed)',
      handler: async ({ query, identity }) => {
        const { entries, meta } = await client.searchAuditLog(
          {
            actorId: query.actorId,
            action: query.action,
            objectType: query.objectType,
            objectId: query.objectId,
            fromTime: query.from ? new Date(query.from) : undefined,
            toTime: query.to ? new Date(query.to) : undefined,
            page: { page: query.page, limit: query.limit },
          },
          { identity, deadlineMs },
        );
        return {
          data: entries.map(auditEntryJson),
          meta: { currentPage: meta?.currentPage ?? 1, lastPage: meta?.lastPage ?? 1, total: meta?.total ?? 0 },
        };
      },
    }),
  ];
}
