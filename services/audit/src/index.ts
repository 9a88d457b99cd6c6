export { startAuditService, migrationsFolder, type AuditServiceOptions, type RunningAuditService } from './app';
export { auditEnv, loadAuditConfig, type AuditConfig } from './config';
export { auditServiceName } from './grpc/server';
export * as auditTables from './store/schema';
