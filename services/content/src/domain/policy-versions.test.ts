import { nextScheduled, statusOf, versionInEffect, type DatedVersion } from './policy-versions';

const v = (version: number, effectiveFrom: string, withdrawn = false): DatedVersion => ({ version, effectiveFrom, withdrawnAt: withdrawn ? new Date() : null });

describe('the version of a policy in effect on a day (decision 0081)', () => {
  const versions = [v(1, '2026-01-01'), v(2, '2026-12-07'), v(3, '2026-12-20'), v(4, '2026-12-10', true), v(5, '2026-12-07')];

  it('chooses the latest day that has come, the newer version on the same day, never a withdrawn one', () => {
    expect(versionInEffect(versions, '2026-12-06')?.version).toBe(1);
    expect(versionInEffect(versions, '2026-12-07')?.version).toBe(5);
    expect(versionInEffect(versions, '2026-12-15')?.version).toBe(5);
    expect(versionInEffect(versions, '2026-12-20')?.version).toBe(3);
    expect(versionInEffect(versions, '2025-12-31')).toBeUndefined();
  });

  it('names the next scheduled version, and each version in effect, scheduled, past or withdrawn', () => {
    expect(nextScheduled(versions, '2026-12-07')?.version).toBe(3);
    expect(nextScheduled(versions, '2026-12-20')).toBeUndefined();
    expect(versions.map((one) => statusOf(one, versions, '2026-12-08'))).toEqual(['PAST', 'PAST', 'SCHEDULED', 'WITHDRAWN', 'IN_EFFECT']);
  });
});
