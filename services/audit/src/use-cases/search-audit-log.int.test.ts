import { randomUUID } from 'node:crypto';
import { AuditTexts } from '@helpwire/contracts';
import type { CallContext } from '@helpwire/service-kit';
import { silentLogger } from '@helpwire/service-kit/testing';
import { Metadata } from '@grpc/grpc-js';
import { adminActionMessage, auditLogFixture } from '../../test/audit-log-fixture';
import { searchAuditLog } from './search-audit-log';

const ctxOf = (role?: string): CallContext => ({
  identity: { userId: role ? randomUUID() : undefined, role, requestId: 'test-search', language: 'en' },
  logger: silentLogger,
  metadata: new Metadata(),
});

describe('searchAuditLog', () => {
  const f = auditLogFixture();
  const admin = ctxOf('ADMIN');
  const actor = randomUUID();
  const dispute = randomUUID();
  const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 9, minutes));
  const reviewed = adminActionMessage({ actorId: actor, action: 'dispute.review', objectType: 'dispute', objectId: dispute, occurredAt: at(0) });
  const resolved = adminActionMessage({
    actorId: actor,
    action: 'dispute.resolve',
    objectType: 'dispute',
    objectId: dispute,
    occurredAt: at(10),
    afterJson: JSON.stringify({ status: 'RESOLVED', resolution: 'FULL_REFUND', refundedCents: 1200 }),
    reason: 'The helper never joined',
  });
  const approved = adminActionMessage({ action: 'helper.approve', occurredAt: at(20) });

  beforeAll(async () => {
    await f.record('payment', reviewed, resolved);
    await f.record('auth', approved);
  });

  it('answers entries newest first, paged, each with who, what, when, the object, before, after and the reason', async () => {
    const first = await searchAuditLog(f.deps(), { page: { page: 1, limit: 2 }, fromTime: at(0), toTime: at(30) }, admin);
    expect(first.entries.map((e) => e.id)).toEqual([approved.eventId, resolved.eventId]);
    expect(first.meta).toEqual({ currentPage: 1, lastPage: 2, total: 3 });
    expect(first.entries[1]).toEqual({
      id: resolved.eventId,
      occurredAt: at(10),
      actorId: actor,
      service: 'payment',
      action: 'dispute.resolve',
      objectType: 'dispute',
      objectId: dispute,
      beforeJson: JSON.stringify({ status: 'IN_REVIEW' }),
      afterJson: JSON.stringify({ status: 'RESOLVED', resolution: 'FULL_REFUND', refundedCents: 1200 }),
      reason: 'The helper never joined',
      requestId: resolved.requestId,
      recordedAt: expect.any(Date),
    });
    const second = await searchAuditLog(f.deps(), { page: { page: 2, limit: 2 }, fromTime: at(0), toTime: at(30) }, admin);
    expect(second.entries.map((e) => e.id)).toEqual([reviewed.eventId]);
  });

  it('filters by actor, action, object and time range (from inclusive, to exclusive)', async () => {
    const ids = async (request: Parameters<typeof searchAuditLog>[1]) => (await searchAuditLog(f.deps(), request, admin)).entries.map((e) => e.id);
    expect(await ids({ actorId: actor })).toEqual([resolved.eventId, reviewed.eventId]);
    expect(await ids({ action: 'dispute.resolve', actorId: actor })).toEqual([resolved.eventId]);
    expect(await ids({ objectType: 'dispute', objectId: dispute })).toEqual([resolved.eventId, reviewed.eventId]);
    expect(await ids({ objectId: approved.objectId })).toEqual([approved.eventId]);
    expect(await ids({ fromTime: at(10), toTime: at(20), actorId: actor })).toEqual([resolved.eventId]);
  });

  it('is for admins only (checked here, not only at the gateway), and refuses a range that ends before it starts', async () => {
    await expect(searchAuditLog(f.deps(), {}, ctxOf('USER'))).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'ROLE_NOT_ALLOWED' });
    await expect(searchAuditLog(f.deps(), {}, ctxOf('HELPER'))).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(searchAuditLog(f.deps(), {}, ctxOf())).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(searchAuditLog(f.deps(), { fromTime: at(20), toTime: at(0) }, admin)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: [AuditTexts.timeRangeInvalid],
    });
  });
});
