import type { audit } from '@helpwire/proto';
import { pageMeta, pageWindow, requireRole, validateInput, type CallContext } from '@helpwire/service-kit';
import { auditFiltersInput } from '../domain/audit-filters';
import { fromSearchAuditLogRequest, toAuditEntryMessage } from '../grpc/audit-messages';
import { searchAuditEntries } from '../store/audit-entries';
import type { AuditDeps } from './deps';

/** GET /admin/audit: the entries matching every filter, newest first, a page at a time (admins only). */
export async function searchAuditLog(deps: AuditDeps, request: audit.SearchAuditLogRequest, ctx: CallContext): Promise<audit.SearchAuditLogResponse> {
  requireRole(ctx, 'ADMIN');
  const filters = validateInput(auditFiltersInput, fromSearchAuditLogRequest(request));
  const window = pageWindow(request.page, 20);
  const { rows, total } = await searchAuditEntries(deps.db, filters, window);
  return { entries: rows.map(toAuditEntryMessage), meta: pageMeta(window, total) };
}
