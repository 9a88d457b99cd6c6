import { createTestBus, waitFor, type TestBus } from '../testing/test-servers';
import type { BusMessage } from './event-bus';

const message = (id: string, subject = 'helpwire.content.contact_received'): BusMessage => ({
  id,
  subject,
  data: new TextEncoder().encode(`payload-${id}`),
  headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
});

describe('NatsEventBus on a real JetStream server', () => {
  let t: TestBus;
  beforeEach(async () => {
    t = await createTestBus();
  });
  afterEach(async () => {
    await t.destroy();
  });

  it('stores a repeated Nats-Msg-Id once and delivers it once, with headers and the plain subject', async () => {
    const got: BusMessage[] = [];
    await t.bus.publish(message('evt-1'));
    await t.bus.publish(message('evt-1'));
    await t.bus.publish(message('evt-2'));
    const sub = await t.bus.subscribe({ durable: 'dedup', subject: 'helpwire.content.>', handler: async (m) => void got.push(m) });
    await waitFor(() => got.length >= 2);
    await new Promise((r) => setTimeout(r, 200));
    await sub.stop();
    expect(got.map((m) => m.id)).toEqual(['evt-1', 'evt-2']);
    expect(got[0]!.subject).toBe('helpwire.content.contact_received');
    expect(new TextDecoder().decode(got[0]!.data)).toBe('payload-evt-1');
    expect(got[0]!.headers.traceparent).toContain('0af7651916cd43dd8448eb211c80319c');
  });

  it('hands a message to one of the processes sharing a durable, and to every process with everyInstance, from when each subscribed', async () => {
    await t.bus.publish(message('before-anyone'));
    const shared: string[] = [];
    const own: [string, string][] = [];
    const subs = [
      ...(await Promise.all(
        ['a', 'b'].map(() => t.bus.subscribe({ durable: 'shared-consumer', subject: 'helpwire.content.>', handler: async (m) => void shared.push(m.id) })),
      )),
      ...(await Promise.all(
        ['a', 'b'].map((name) =>
          t.bus.subscribe({ durable: 'one-each', subject: 'helpwire.content.>', everyInstance: true, handler: async (m) => void own.push([name, m.id]) }),
        ),
      )),
    ];
    await t.bus.publish(message('after-both'));
    await waitFor(() => own.length >= 2 && shared.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    for (const sub of subs) await sub.stop();
    // The shared durable delivers the whole stream once; each own consumer starts at its subscription.
    expect([...shared].sort()).toEqual(['after-both', 'before-anyone']);
    expect([...own].sort()).toEqual([
      ['a', 'after-both'],
      ['b', 'after-both'],
    ]);
  });

  it('works on one message at a time by default, and on up to `concurrency` at once when asked', async () => {
    for (let i = 0; i < 12; i += 1) await t.bus.publish(message(`c-${i}`));
    const peak = async (durable: string, concurrency?: number) => {
      let inFlight = 0;
      let most = 0;
      const done: string[] = [];
      const sub = await t.bus.subscribe({
        durable,
        subject: 'helpwire.content.>',
        concurrency,
        handler: async (m) => {
          most = Math.max(most, (inFlight += 1));
          await new Promise((r) => setTimeout(r, 30));
          inFlight -= 1;
          done.push(m.id);
        },
      });
      await waitFor(() => done.length === 12, 10_000);
      await sub.stop();
      return { most, done };
    };
    const serial = await peak('one-at-a-time');
    expect(serial).toEqual({ most: 1, done: Array.from({ length: 12 }, (_, i) => `c-${i}`) });
    const parallel = await peak('four-at-once', 4);
    expect(parallel.most).toBe(4);
    expect([...parallel.done].sort()).toEqual([...serial.done].sort());
  });

  it('redelivers a message whose handler failed, and a durable consumer resumes where it stopped', async () => {
    let attempts = 0;
    const done: string[] = [];
    const sub = await t.bus.subscribe({
      durable: 'retry',
      subject: 'helpwire.content.>',
      handler: async (m) => {
        attempts += 1;
        if (attempts === 1) throw new Error('transient');
        done.push(m.id);
      },
    });
    await t.bus.publish(message('evt-a'));
    await waitFor(() => done.includes('evt-a'), 10_000);
    expect(attempts).toBe(2);
    await sub.stop();

    await t.bus.publish(message('evt-b'));
    const later: string[] = [];
    const again = await t.bus.subscribe({ durable: 'retry', subject: 'helpwire.content.>', handler: async (m) => void later.push(m.id) });
    await waitFor(() => later.includes('evt-b'));
    await new Promise((r) => setTimeout(r, 200));
    expect(later).toEqual(['evt-b']);
    await again.stop();
  });

  it('answers ping while connected', async () => {
    await expect(t.bus.ping()).resolves.toBeUndefined();
  });
});
