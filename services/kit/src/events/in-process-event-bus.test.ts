import { silentLogger, waitFor } from '../testing/test-servers';
import type { BusMessage } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';

const message = (id: string, subject = 'helpwire.content.contact_received'): BusMessage => ({
  id,
  subject,
  data: new TextEncoder().encode(id),
  headers: {},
});

describe('InProcessEventBus', () => {
  it('delivers to matching subscribers only, and a repeated id only once', async () => {
    const bus = new InProcessEventBus(silentLogger);
    const got: string[] = [];
    const other: string[] = [];
    await bus.subscribe({ durable: 'a', subject: 'helpwire.content.>', handler: async (m) => void got.push(m.id) });
    await bus.subscribe({ durable: 'b', subject: 'helpwire.call.>', handler: async (m) => void other.push(m.id) });
    await bus.publish(message('e1'));
    await bus.publish(message('e1'));
    await bus.publish(message('e2'));
    await waitFor(() => got.length === 2);
    await new Promise((r) => setTimeout(r, 30));
    expect(got).toEqual(['e1', 'e2']);
    expect(other).toEqual([]);
    await bus.close();
  });

  it('never delivers inside the publish call (so never inside the publisher transaction)', async () => {
    const bus = new InProcessEventBus(silentLogger);
    let delivered = false;
    await bus.subscribe({ durable: 'a', subject: '>', handler: async () => void (delivered = true) });
    await bus.publish(message('e1'));
    expect(delivered).toBe(false);
    await waitFor(() => delivered);
    await bus.close();
  });

  it('retries a failing handler with backoff until it succeeds', async () => {
    const bus = new InProcessEventBus(silentLogger, { retryBaseMs: 5 });
    let attempts = 0;
    await bus.subscribe({
      durable: 'a',
      subject: '>',
      handler: async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('not yet');
      },
    });
    await bus.publish(message('e1'));
    await waitFor(() => attempts === 3);
    await bus.close();
  });

  it('gives up after maxDeliver attempts', async () => {
    const bus = new InProcessEventBus(silentLogger, { retryBaseMs: 1 });
    let attempts = 0;
    await bus.subscribe({
      durable: 'b',
      subject: '>',
      maxDeliver: 2,
      handler: async () => {
        attempts += 1;
        throw new Error('always');
      },
    });
    await bus.publish(message('e1'));
    // Waits for the second attempt (a loaded machine delays timers), then long enough for a third retry's backoff.
    for (const until = Date.now() + 5000; attempts < 2 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 50));
    expect(attempts).toBe(2);
    await bus.close();
  });

  it('rejects publishing after close and fails ping', async () => {
    const bus = new InProcessEventBus(silentLogger);
    await bus.close();
    await expect(bus.publish(message('e1'))).rejects.toThrow('closed');
    await expect(bus.ping()).rejects.toThrow('closed');
  });
});
