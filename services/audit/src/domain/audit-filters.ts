import { ADMIN_ACTIONS, AUDIT_OBJECT_TYPES, AuditTexts, ValidationTexts } from '@helpwire/contracts';
import { z } from 'zod';

/**
 * What a search of the audit log may ask: each filter optional, all must hold. The same rules as
 * GET /admin/audit's query (the gateway checks them first; the service does not trust it).
 */
export const auditFiltersInput = z
  .object({
    actorId: z.uuid({ error: ValidationTexts.invalidId }).optional(),
    action: z.enum(ADMIN_ACTIONS, { error: AuditTexts.actionUnknown }).optional(),
    objectType: z.enum(AUDIT_OBJECT_TYPES, { error: AuditTexts.objectTypeUnknown }).optional(),
    objectId: z.string().trim().min(1, ValidationTexts.invalidId).max(100, ValidationTexts.invalidId).optional(),
    from: z.date().optional(),
    to: z.date().optional(),
  })
  .refine((f) => !f.from || !f.to || f.from.getTime() <= f.to.getTime(), { message: AuditTexts.timeRangeInvalid, path: ['from'] });

export type AuditFilters = z.infer<typeof auditFiltersInput>;

/** An entry's before or after state from its event: a JSON object, or null when absent or not an object. */
export function stateOf(json: string | undefined): Record<string, string | number | boolean | null> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string | number | boolean | null>) : null;
  } catch {
    return null;
  }
}
