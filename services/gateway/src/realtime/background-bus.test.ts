import { InProcessEventBus, type EventBus } from '@helpwire/service-kit';
import { silentLogger } from '@helpwire/service-kit/testing';
import { BackgroundBus } from './background-bus';

describe('BackgroundBus (the realtime deliveries wait for NATS; the gateway does not)', () => {
  it('retries until the bus opens, then hands it over; /readyz sees it down, then up', async () => {
    let attempts = 0;
    const bus = new InProcessEventBus(silentLogger);
    const background = new BackgroundBus(
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('connection refused');
        return bus;
      },
      silentLogger,
      50,
    );
    await expect(background.check.check()).rejects.toThrow('not connected yet');
    const handed = await new Promise<EventBus>((resolve) => background.whenOpen(async (b) => resolve(b), silentLogger));
    expect(handed).toBe(bus);
    expect(attempts).toBe(3);
    await expect(background.check.check()).resolves.toBeUndefined();
    await background.close();
    await expect(background.check.check()).rejects.toThrow('event bus is closed');
  });

  it('stops retrying once closed', async () => {
    let attempts = 0;
    const background = new BackgroundBus(
      async () => {
        attempts += 1;
        throw new Error('connection refused');
      },
      silentLogger,
      50,
    );
    await new Promise((r) => setTimeout(r, 120));
    await background.close();
    const seen = attempts;
    await new Promise((r) => setTimeout(r, 200));
    expect(attempts).toBe(seen);
    expect(seen).toBeGreaterThanOrEqual(2);
  });
});
