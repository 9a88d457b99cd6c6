import { ADMIN_ACTIONS, AUDIT_OBJECT_TYPES, type AdminActionName, type AuditObjectType } from '@helpwire/contracts';
import type { AuditSearch } from './audit-api';
import { ENTRIES_PER_PAGE } from './audit-api';

/** The search as the address and the form hold it: texts, days as YYYY-MM-DD (the admin's own days). */
export interface AuditFilters {
  action: string;
  objectType: string;
  objectId: string;
  actorId: string;
  from: string;
  to: string;
}
export type AuditFilterField = keyof AuditFilters;
export const FILTER_FIELDS: readonly AuditFilterField[] = ['action', 'objectType', 'objectId', 'actorId', 'from', 'to'];
export const NO_FILTERS: AuditFilters = { action: '', objectType: '', objectId: '', actorId: '', from: '', to: '' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const filtersOf = (params: URLSearchParams): AuditFilters =>
  Object.fromEntries(FILTER_FIELDS.map((field) => [field, params.get(field)?.trim() ?? ''])) as unknown as AuditFilters;

/** The start of a day in the admin's time zone, as the server reads times (ISO 8601); `plusDays` later. */
function startOf(day: string, plusDays = 0): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Each filter with a problem (the page words it), or none. */
export function filterProblems(filters: AuditFilters): Partial<Record<AuditFilterField, true>> {
  const problems: Partial<Record<AuditFilterField, true>> = {};
  if (filters.action && !(ADMIN_ACTIONS as readonly string[]).includes(filters.action)) problems.action = true;
  if (filters.objectType && !(AUDIT_OBJECT_TYPES as readonly string[]).includes(filters.objectType)) problems.objectType = true;
  if (filters.objectId.length > 100) problems.objectId = true;
  if (filters.actorId && !UUID.test(filters.actorId)) problems.actorId = true;
  if (filters.from && !startOf(filters.from)) problems.from = true;
  if (filters.to && !startOf(filters.to)) problems.to = true;
  if (!problems.from && !problems.to && filters.from && filters.to && filters.from > filters.to) problems.to = true;
  return problems;
}

/** The route's query: "to" takes in the whole of its day (the server's end is exclusive). */
export function searchOf(filters: AuditFilters, page: number): AuditSearch {
  return {
    page,
    limit: ENTRIES_PER_PAGE,
    ...(filters.action ? { action: filters.action as AdminActionName } : {}),
    ...(filters.objectType ? { objectType: filters.objectType as AuditObjectType } : {}),
    ...(filters.objectId ? { objectId: filters.objectId } : {}),
    ...(filters.actorId ? { actorId: filters.actorId } : {}),
    ...(filters.from ? { from: startOf(filters.from) } : {}),
    ...(filters.to ? { to: startOf(filters.to, 1) } : {}),
  };
}

/** One line of an entry's before/after: the field, both values, and whether it changed. */
export interface DiffRow {
  key: string;
  before: string | number | boolean | null | undefined;
  after: string | number | boolean | null | undefined;
  changed: boolean;
}

/** The fields of the before and the after, the changed ones first (each side's order kept). */
export function diffRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null): DiffRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = keys.map((key) => {
    const was = before && key in before ? (before[key] as DiffRow['before']) : undefined;
    const is = after && key in after ? (after[key] as DiffRow['after']) : undefined;
    return { key, before: was, after: is, changed: was !== is };
  });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}
