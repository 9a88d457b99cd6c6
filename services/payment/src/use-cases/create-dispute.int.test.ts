import { disputeNames } from '@helpwire/proto';
import { Money, PaymentEvents } from '@helpwire/service-kit';
import { emittedEvents } from '../../test/emitted-events';
import { randomUUID } from 'node:crypto';
import { contextAs, disputeFixture } from '../../test/dispute-fixture';
import { openDisputeCallIds } from '../store/dispute-queries';
import { createDispute } from './create-dispute';
import { resolveDispute } from './resolve-dispute';

describe('createDispute', () => {
  const f = disputeFixture();
  const body = (callId: string) => ({
    callId,
    reason: 'No help',
    description: 'The helper did not answer my question.',
    resolution: disputeNames.disputeResolutionNames.toProto('FULL_REFUND'),
  });

  it("opens a PENDING dispute about the caller's charged call, with its attachment, as the user or as the helper", async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1000n });
    const attachment = { id: randomUUID(), name: 'screen.png', mimeType: 'image/png', size: '2048' };
    const { dispute } = await createDispute(f.deps, { ...body(call.callId), attachment }, p.user);
    expect(dispute).toMatchObject({
      callId: call.callId,
      openedBy: disputeNames.disputeSideNames.toProto('USER'),
      reason: 'No help',
      status: disputeNames.disputeStatusNames.toProto('PENDING'),
      attachment,
      callPrice: Money.of(1000n, 'USD').toProto(),
      refunded: undefined,
    });
    const other = await f.charged(p, { priceMinor: 60n, capturedMinor: 0n });
    expect((await createDispute(f.deps, body(other.callId), p.helper)).dispute!.openedBy).toBe(disputeNames.disputeSideNames.toProto('HELPER'));
    // The other side hears of each (helpwire.payment.dispute_opened names who opened it).
    expect(await emittedEvents(f.deps.db, PaymentEvents.disputeOpened, (m) => m.callId === call.callId || m.callId === other.callId)).toEqual([
      expect.objectContaining({ disputeId: dispute!.id, callId: call.callId, openedBy: disputeNames.disputeSideNames.toProto('USER') }),
      expect.objectContaining({ callId: other.callId, openedBy: disputeNames.disputeSideNames.toProto('HELPER') }),
    ]);
  });

  it('one open dispute per call (also when two race); a new one once the first is resolved', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1000n });
    const results = await Promise.allSettled([createDispute(f.deps, body(call.callId), p.user), createDispute(f.deps, body(call.callId), p.helper)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect([refused.reason.reason, refused.reason.message]).toEqual(['DISPUTE_ALREADY_OPEN', 'This call already has an open dispute']);
    expect(await openDisputeCallIds(f.deps.db, [call.callId, 'HW-OTHER'])).toEqual(new Set([call.callId]));
    const open = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<Awaited<ReturnType<typeof createDispute>>>).value.dispute!;
    await resolveDispute(f.deps, { id: open.id, resolution: disputeNames.disputeResolutionNames.toProto('USER_WARNING') }, p.admin);
    expect(await openDisputeCallIds(f.deps.db, [call.callId])).toEqual(new Set());
    expect((await createDispute(f.deps, body(call.callId), p.user)).dispute!.status).toBe(disputeNames.disputeStatusNames.toProto('PENDING'));
  });

  it('a user asks only for a refund: warning or banning the user and compensating the helper are refused (the helper may ask for them)', async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1000n });
    const asking = (resolution: 'USER_WARNING' | 'USER_BAN' | 'COMPENSATION') => ({
      ...body(call.callId),
      resolution: disputeNames.disputeResolutionNames.toProto(resolution),
    });
    for (const resolution of ['USER_WARNING', 'USER_BAN', 'COMPENSATION'] as const) {
      const refused = await f.failure(createDispute(f.deps, asking(resolution), p.user));
      expect([refused.reason, refused.message]).toEqual(['DISPUTE_RESOLUTION_NOT_REQUESTABLE', 'Ask for a full or a partial refund']);
    }
    expect(await openDisputeCallIds(f.deps.db, [call.callId])).toEqual(new Set());
    const partial = await createDispute(f.deps, { ...body(call.callId), resolution: disputeNames.disputeResolutionNames.toProto('PARTIAL_REFUND') }, p.user);
    expect(partial.dispute!.resolution).toBe(disputeNames.disputeResolutionNames.toProto('PARTIAL_REFUND'));
    const other = await f.charged(p, { priceMinor: 1000n });
    const warned = await createDispute(f.deps, { ...body(other.callId), resolution: disputeNames.disputeResolutionNames.toProto('USER_WARNING') }, p.helper);
    expect(warned.dispute!.resolution).toBe(disputeNames.disputeResolutionNames.toProto('USER_WARNING'));
  });

  it("refuses another account's call, an unknown or uncharged call, an admin, and a missing reason, description or resolution", async () => {
    const p = f.parties();
    const call = await f.charged(p, { priceMinor: 1000n });
    const stranger = contextAs(randomUUID(), 'USER');
    const failure = async (request: Parameters<typeof createDispute>[1], ctx = p.user) => {
      const error = await f.failure(createDispute(f.deps, request, ctx));
      return [error.reason, error.message];
    };
    expect(await failure(body(call.callId), stranger)).toEqual(['DISPUTE_CALL_NOT_DISPUTABLE', 'Only a charged call of yours can be disputed']);
    expect(await failure(body(call.callId), contextAs(p.userId, 'HELPER'))).toEqual([
      'DISPUTE_CALL_NOT_DISPUTABLE',
      'Only a charged call of yours can be disputed',
    ]);
    expect(await failure(body('HW-UNKNOWN'))).toEqual(['DISPUTE_CALL_NOT_DISPUTABLE', 'Only a charged call of yours can be disputed']);
    expect(await failure(body(call.callId), p.admin)).toEqual(['ROLE_NOT_ALLOWED', 'Role not allowed']);
    const blank = await f.failure(createDispute(f.deps, { callId: call.callId, reason: ' ', description: '', resolution: 0 }, p.user));
    expect([blank.reason, blank.messages]).toEqual(['VALIDATION_FAILED', ['Reason is required', 'Description is required', 'Resolution is required']]);
  });
});
