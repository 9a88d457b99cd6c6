import type { Logger } from 'pino';
import { DEFAULT_MAX_DELIVER, type BusMessage, type EventBus, type SubscribeOptions, type Subscription } from './event-bus';
import { subjectMatches } from './subject-match';

interface Subscriber extends SubscribeOptions {
  active: boolean;
}

/**
 * The embedded event bus of all-in-one mode: same contract as JetStream — ids deduplicated within
 * a window, asynchronous delivery (never inside the publisher's transaction), retries with backoff.
 * Events do not survive a restart, which the outbox covers: unpublished rows are sent again.
 */
export class InProcessEventBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly subscribers = new Set<Subscriber>();
  private readonly seen = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly options: { duplicateWindowMs?: number; retryBaseMs?: number } = {},
  ) {}

  async publish(message: BusMessage): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    const now = Date.now();
    const window = this.options.duplicateWindowMs ?? 10 * 60_000;
    for (const [id, at] of this.seen) {
      if (now - at <= window) break;
      this.seen.delete(id);
    }
    if (this.seen.has(message.id)) return;
    this.seen.set(message.id, now);
    for (const subscriber of this.subscribers) {
      if (subjectMatches(subscriber.subject, message.subject)) {
        setImmediate(() => void this.deliver(subscriber, message, 1));
      }
    }
  }

  private async deliver(subscriber: Subscriber, message: BusMessage, attempt: number): Promise<void> {
    if (!subscriber.active || this.closed) return;
    try {
      await subscriber.handler(message);
    } catch (error) {
      const maxDeliver = subscriber.maxDeliver ?? DEFAULT_MAX_DELIVER;
      if (attempt >= maxDeliver) {
        this.logger.error({ err: error, eventId: message.id, durable: subscriber.durable }, 'event given up after retries');
        return;
      }
      const delay = (this.options.retryBaseMs ?? 200) * 2 ** (attempt - 1);
      this.logger.warn({ err: error, eventId: message.id, attempt }, 'event handler failed; retrying');
      setTimeout(() => void this.deliver(subscriber, message, attempt + 1), delay).unref();
    }
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const subscriber: Subscriber = { ...options, active: true };
    this.subscribers.add(subscriber);
    return {
      stop: async () => {
        subscriber.active = false;
        this.subscribers.delete(subscriber);
      },
    };
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
  }
}
