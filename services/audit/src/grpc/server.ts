import { audit } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import type { AuditDeps } from '../use-cases/deps';
import { searchAuditLog } from '../use-cases/search-audit-log';

export const auditServiceName = 'helpwire.audit.v1.AuditService';

/** The gRPC handlers of AuditService: a search, and nothing that changes an entry (decision 0065). */
export function auditHandlers(deps: AuditDeps): AsyncHandlers<audit.AuditServiceServer> {
  return {
    searchAuditLog: (request, ctx) => searchAuditLog(deps, request, ctx),
  };
}

export const auditServiceDefinition = audit.AuditServiceService;
