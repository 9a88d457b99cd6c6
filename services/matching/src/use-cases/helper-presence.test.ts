import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { helperConnected, helperDisconnected, helperHeartbeat } from './helper-presence';

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
});
