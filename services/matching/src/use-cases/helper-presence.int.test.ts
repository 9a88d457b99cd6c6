import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { helperConnected, helperDisconnected, helperHeartbeat, helperHeartbeats, MAX_HEARTBEATS_PER_CALL } from './helper-presence';

describe('helper presence', () => {
  const f = useCaseFixture();

  it('puts the signed-in helper online for the time to live and says when to beat again', async () => {
    const id = await f.helper({ online: false });
    const answer = await helperConnected(f.deps, f.ctx({ userId: id, role: 'HELPER' }));
    expect(answer.presence?.expiresAt?.getTime()).toBe(f.now.value + 10_000);
    expect(answer.presence?.heartbeatInterval).toEqual({ seconds: '3', nanos: 0 });
    expect(f.presence.isOnline(id)).toBe(true);
    f.now.value += 8_000;
    await helperHeartbeat(f.deps, f.ctx({ userId: id, role: 'HELPER' }));
    f.now.value += 8_000;
    expect(f.presence.isOnline(id)).toBe(true);
    await helperDisconnected(f.deps, f.ctx({ userId: id, role: 'HELPER' }));
    expect(f.presence.isOnline(id)).toBe(false);
  });

  it('lets only a helper announce themselves: a user or a missing session is refused', async () => {
    const id = randomUUID();
    await expect(helperConnected(f.deps, f.ctx({ userId: id, role: 'USER' }))).rejects.toMatchObject({ reason: 'ROLE_NOT_ALLOWED' });
    await expect(helperHeartbeat(f.deps, f.ctx())).rejects.toMatchObject({ reason: 'SESSION_REQUIRED' });
    expect(f.presence.isOnline(id)).toBe(false);
  });

  it("keeps a turn's helpers online with one call, and refuses a malformed or oversized list", async () => {
    const [a, b] = [await f.helper({ online: false }), await f.helper({ online: false })];
    await helperConnected(f.deps, f.ctx({ userId: a, role: 'HELPER' }));
    await helperConnected(f.deps, f.ctx({ userId: b, role: 'HELPER' }));
    f.now.value += 8_000;
    const answer = await helperHeartbeats(f.deps, { helperIds: [a, b, a] });
    expect(answer.presence?.expiresAt?.getTime()).toBe(f.now.value + 10_000);
    f.now.value += 8_000;
    expect([f.presence.isOnline(a), f.presence.isOnline(b)]).toEqual([true, true]);
    await expect(helperHeartbeats(f.deps, { helperIds: ['not-an-id'] })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const tooMany = Array.from({ length: MAX_HEARTBEATS_PER_CALL + 1 }, () => randomUUID());
    await expect(helperHeartbeats(f.deps, { helperIds: tooMany })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(tooMany.some((id) => f.presence.isOnline(id))).toBe(false);
  });
});
