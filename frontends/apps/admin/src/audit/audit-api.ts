import { keepPreviousData, useQuery } from '@helpwire/libs/query';
import type { AdminActionName, AuditObjectType } from '@helpwire/contracts';
import { api, type RouteData } from '@helpwire/web-core';
import { adminRoutes } from '@helpwire/contracts/admin-routes';

export type AuditEntry = RouteData<typeof adminRoutes.adminAudit.search>[number];
/** GET /admin/audit's query (auditSearchQuery): each filter optional; times ISO 8601, "to" exclusive. */
export interface AuditSearch {
  page?: number;
  limit?: number;
  actorId?: string;
  action?: AdminActionName;
  objectType?: AuditObjectType;
  objectId?: string;
  from?: string;
  to?: string;
}

export const ENTRIES_PER_PAGE = 20;

/** One page of the audit log, newest first, with the server's paging (admins only; read only). */
export function useAuditLog(search: AuditSearch) {
  return useQuery({
    queryKey: ['admin', 'audit', search],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await api(adminRoutes.adminAudit.search, search, { toastErrors: false });
      const page = search.page ?? 1;
      return { entries: answer.data, meta: answer.meta ?? { currentPage: page, lastPage: 1, total: answer.data.length } };
    },
  });
}
