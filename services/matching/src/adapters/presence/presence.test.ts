import { MemoryPresence, PresenceMirror } from './presence';

describe('MemoryPresence', () => {
  let now = 1_000_000;
  const clock = () => now;
  const presence = new MemoryPresence({ ttlMs: 10_000, inCallTtlMs: 60_000, clock });

  it('keeps a connected helper online until the time to live after the last heartbeat, then not', async () => {
    expect(presence.isOnline('h1')).toBe(false);
    expect(await presence.touch('h1')).toBe(now + 10_000);
    now += 9_000;
    expect(presence.isOnline('h1')).toBe(true);
    await presence.touch('h1');
    now += 9_999;
    expect(presence.isOnline('h1')).toBe(true);
    now += 1;
    expect(presence.isOnline('h1')).toBe(false);
  });

  it('counts the helpers online now and those of them in a call, not the expired ones', async () => {
    const counted = new MemoryPresence({ ttlMs: 10_000, clock });
    await counted.touchMany(['c1', 'c2', 'c3']);
    await counted.setInCall('c2', 'HW-CALL2');
    await counted.setInCall('c9', 'HW-CALL9');
    expect(counted.counts()).toEqual({ online: 3, inCall: 1 });
    now += 5_000;
    await counted.touch('c1');
    now += 5_000;
    expect(counted.counts()).toEqual({ online: 1, inCall: 0 });
  });

  it('takes a disconnected helper offline at once and tells the listeners', async () => {
    const changed: string[] = [];
    presence.onChange((id) => changed.push(id));
    await presence.touch('h2');
    expect(changed).toEqual(['h2']);
    await presence.disconnect('h2');
    expect(presence.isOnline('h2')).toBe(false);
    expect(presence.isListed('h2')).toBe(false);
    expect(changed).toEqual(['h2', 'h2']);
  });

  it('sweeps expired helpers out of the listing and tells the listeners', async () => {
    const changed: string[] = [];
    presence.onChange((id) => changed.push(id));
    await presence.touch('h3');
    now += 10_001;
    expect(presence.isListed('h3')).toBe(true);
    presence.sweep();
    expect(presence.isListed('h3')).toBe(false);
    expect(changed.filter((id) => id === 'h3')).toEqual(['h3', 'h3']);
  });

  it('marks a helper in one call at a time; the same call again is fine, another is refused', async () => {
    expect(await presence.setInCall('h4', 'call-1')).toEqual({ ok: true });
    expect(await presence.setInCall('h4', 'call-1')).toEqual({ ok: true });
    expect(await presence.setInCall('h4', 'call-2')).toEqual({ ok: false, otherCallId: 'call-1' });
    expect(presence.isInCall('h4')).toBe(true);
    expect(await presence.clearInCall('h4', 'call-2')).toBe(false);
    expect(presence.isInCall('h4')).toBe(true);
    expect(await presence.clearInCall('h4', 'call-1')).toBe(true);
    expect(presence.isInCall('h4')).toBe(false);
    expect(await presence.setInCall('h4', 'call-2')).toEqual({ ok: true });
  });

  it('ends an in-call mark nobody cleared after its own time to live', async () => {
    await presence.setInCall('h5', 'call-9');
    now += 60_001;
    expect(presence.isInCall('h5')).toBe(false);
    expect(await presence.setInCall('h5', 'call-10')).toEqual({ ok: true });
  });
});

describe('PresenceMirror.replace (a Redis resync)', () => {
  it('takes the shared view, but keeps a change that arrived after the snapshot was asked for', () => {
    let now = 4_000;
    const mirror = new PresenceMirror(() => now, 1000, true);
    mirror.setOnline('stale', 20_000);
    mirror.setOnline('kept', 20_000);
    const readAt = (now += 1_000);
    now += 10;
    // Messages that overtook the snapshot's reply: one helper disconnected, another connected.
    mirror.setOffline('kept');
    mirror.setOnline('fresh', 20_010);
    // The snapshot (read at readAt) still has "kept" online and does not know "fresh" yet; "stale" left meanwhile.
    mirror.replace(new Map([['kept', 20_000]]), new Map(), readAt);
    expect(mirror.listed('stale')).toBe(false);
    expect(mirror.listed('kept')).toBe(false);
    expect(mirror.listed('fresh')).toBe(true);
    // The next snapshot, read after those changes, is taken as it is.
    mirror.replace(new Map([['kept', 30_000]]), new Map(), now + 1);
    expect(mirror.listed('kept')).toBe(true);
    expect(mirror.listed('fresh')).toBe(false);
  });
});
