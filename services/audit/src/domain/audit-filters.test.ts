import { AuditTexts } from '@helpwire/contracts';
import { auditFiltersInput, stateOf } from './audit-filters';

describe('audit log filters', () => {
  it('takes any combination of actor, action, object and time range', () => {
    const from = new Date('2026-12-01T00:00:00Z');
    const to = new Date('2026-12-02T00:00:00Z');
    expect(
      auditFiltersInput.parse({
        actorId: '3f0c2f5e-8a4b-4c4e-9a51-0f6f2d9c1a11',
        action: 'helper.approve',
        objectType: 'helper',
        objectId: ' abc ',
        from,
        to,
      }),
    ).toEqual({ actorId: '3f0c2f5e-8a4b-4c4e-9a51-0f6f2d9c1a11', action: 'helper.approve', objectType: 'helper', objectId: 'abc', from, to });
    expect(auditFiltersInput.parse({})).toEqual({});
  });

  it('refuses an unknown action or object type, an actor that is no id, and a range that ends before it starts', () => {
    expect(auditFiltersInput.safeParse({ action: 'helper.delete' }).error?.issues[0]?.message).toBe(AuditTexts.actionUnknown);
    expect(auditFiltersInput.safeParse({ objectType: 'card' }).error?.issues[0]?.message).toBe(AuditTexts.objectTypeUnknown);
    expect(auditFiltersInput.safeParse({ actorId: 'admin' }).success).toBe(false);
    const range = auditFiltersInput.safeParse({ from: new Date('2026-12-02T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') });
    expect(range.error?.issues[0]?.message).toBe(AuditTexts.timeRangeInvalid);
  });

  it('reads a state as a JSON object, and anything else as none', () => {
    expect(stateOf('{"status":"APPROVED","amountCents":2000}')).toEqual({ status: 'APPROVED', amountCents: 2000 });
    expect(stateOf(undefined)).toBeNull();
    expect(stateOf('[1]')).toBeNull();
    expect(stateOf('not json')).toBeNull();
  });
});
