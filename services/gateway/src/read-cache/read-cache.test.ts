import { ReadCache } from './read-cache';

const body = (text: string) => Buffer.from(JSON.stringify({ data: text }));

/** A load whose answer the test releases, to hold a read in flight. */
function heldLoad(text: string) {
  let release: () => void = () => undefined;
  let calls = 0;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    load: async () => {
      calls += 1;
      await released;
      return body(text);
    },
    release: () => release(),
    calls: () => calls,
  };
}

describe('ReadCache (the public reads the gateway keeps until a change event, decision 0088)', () => {
  it('keeps an answer per key once live, with a strong ETag of its bytes', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    cache.goLive();
    let loads = 0;
    const load = async () => body(`answer ${(loads += 1)}`);
    const first = await cache.read('en', load);
    const again = await cache.read('en', load);
    expect(again.body.toString()).toBe(first.body.toString());
    expect(loads).toBe(1);
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    const arabic = await cache.read('ar', load);
    expect(arabic.body.toString()).toContain('answer 2');
    expect(arabic.etag).not.toBe(first.etag);
  });

  it('keeps nothing before it is live (no change event could reach it) nor once it goes dark', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => body(`answer ${(loads += 1)}`);
    await cache.read('en', load);
    await cache.read('en', load);
    expect(loads).toBe(2);
    cache.goLive();
    await cache.read('en', load);
    await cache.read('en', load);
    expect(loads).toBe(3);
    cache.goDark();
    await cache.read('en', load);
    expect(loads).toBe(4);
    expect(cache.size).toBe(0);
  });

  it('reads again after a clear (a change event) and after the TTL', async () => {
    let now = 1_000;
    const cache = new ReadCache({ ttlMs: 5_000, now: () => now });
    cache.goLive();
    let loads = 0;
    const load = async () => body(`answer ${(loads += 1)}`);
    await cache.read('k', load);
    cache.clear();
    expect((await cache.read('k', load)).body.toString()).toContain('answer 2');
    now += 4_999;
    expect((await cache.read('k', load)).body.toString()).toContain('answer 2');
    now += 2;
    expect((await cache.read('k', load)).body.toString()).toContain('answer 3');
  });

  it('gives concurrent misses of one key one upstream read', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    cache.goLive();
    const held = heldLoad('shared');
    const reads = [cache.read('k', held.load), cache.read('k', held.load), cache.read('k', held.load)];
    held.release();
    const answers = await Promise.all(reads);
    expect(held.calls()).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('does not keep a read that began before a change: it may carry the old content', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    cache.goLive();
    const old = heldLoad('before the edit');
    const inFlight = cache.read('k', old.load);
    cache.clear();
    old.release();
    expect((await inFlight).body.toString()).toContain('before the edit');
    expect((await cache.read('k', async () => body('after the edit'))).body.toString()).toContain('after the edit');
  });

  it('keeps at most maxEntries answers, dropping the oldest kept', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.goLive();
    let loads = 0;
    const load = async () => body(`answer ${(loads += 1)}`);
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('c', load);
    expect(cache.size).toBe(2);
    await cache.read('c', load);
    await cache.read('b', load);
    expect(loads).toBe(3);
    await cache.read('a', load);
    expect(loads).toBe(4);
  });

  it('does not keep a failed read', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    cache.goLive();
    await expect(cache.read('k', async () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
    expect((await cache.read('k', async () => body('back'))).body.toString()).toContain('back');
  });
});
