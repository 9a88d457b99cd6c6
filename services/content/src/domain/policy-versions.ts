import type { PolicyVersionStatus } from '@helpwire/contracts';

/** What the choice of the version in effect needs of a stored version. */
export interface DatedVersion {
  version: number;
  /** Its first UTC day in effect, YYYY-MM-DD. */
  effectiveFrom: string;
  withdrawnAt: Date | null;
}

/** The UTC day of an instant, YYYY-MM-DD: policies take effect at midnight UTC (decision 0081). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Midnight UTC of a day, as a Timestamp carries it. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

const later = (a: DatedVersion, b: DatedVersion) => a.effectiveFrom > b.effectiveFrom || (a.effectiveFrom === b.effectiveFrom && a.version > b.version);

/**
 * The version in effect on `today`: of those not withdrawn whose day has come, the one with the
 * latest day (on the same day, the newer version). Undefined when none has started yet.
 */
export function versionInEffect<V extends DatedVersion>(versions: readonly V[], today: string): V | undefined {
  let chosen: V | undefined;
  for (const v of versions) if (!v.withdrawnAt && v.effectiveFrom <= today && (!chosen || later(v, chosen))) chosen = v;
  return chosen;
}

/** The next version to take effect after today: the earliest scheduled day (on the same day, the newer version). */
export function nextScheduled<V extends DatedVersion>(versions: readonly V[], today: string): V | undefined {
  let chosen: V | undefined;
  for (const v of versions) {
    if (v.withdrawnAt || v.effectiveFrom <= today) continue;
    if (!chosen || v.effectiveFrom < chosen.effectiveFrom || (v.effectiveFrom === chosen.effectiveFrom && v.version > chosen.version)) chosen = v;
  }
  return chosen;
}

/** Where a version stands on `today` among its policy's versions. */
export function statusOf(version: DatedVersion, versions: readonly DatedVersion[], today: string): PolicyVersionStatus {
  if (version.withdrawnAt) return 'WITHDRAWN';
  if (version.effectiveFrom > today) return 'SCHEDULED';
  return versionInEffect(versions, today)?.version === version.version ? 'IN_EFFECT' : 'PAST';
}
