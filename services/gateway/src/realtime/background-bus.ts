import type { DependencyCheck, EventBus, Logger } from '@helpwire/service-kit';

/** How long to wait between attempts to reach the bus. */
export const BUS_RETRY_MS = 2000;

/**
 * The event bus the realtime deliveries come on, opened without holding the gateway's start: the
 * REST API must not go down because NATS is (decision 0011). It retries until the bus answers, then
 * hands it to `whenOpen`; /readyz lists it under `upstreams`, for information.
 */
export class BackgroundBus {
  private bus: EventBus | undefined;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly opened: Promise<EventBus>;
  readonly check: DependencyCheck;

  constructor(open: () => Promise<EventBus>, logger: Logger, retryMs = BUS_RETRY_MS) {
    this.opened = new Promise((resolve) => {
      const attempt = async () => {
        if (this.closed) return;
        try {
          this.bus = await open();
          if (this.closed) return void (await this.bus.close());
          resolve(this.bus);
        } catch (error) {
          logger.warn({ err: error }, 'event bus unreachable: realtime deliveries wait for it');
          this.timer = setTimeout(() => void attempt(), retryMs);
          this.timer.unref();
        }
      };
      void attempt();
    });
    this.check = {
      name: 'event-bus',
      check: async () => {
        if (!this.bus) throw new Error('not connected yet');
        await this.bus.ping();
      },
    };
  }

  /** Runs `use` once the bus is open (at once when it already is). */
  whenOpen(use: (bus: EventBus) => Promise<void>, logger: Logger): void {
    void this.opened.then(use).catch((error: unknown) => logger.error({ err: error }, 'realtime deliveries could not start'));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.bus?.close();
  }
}
