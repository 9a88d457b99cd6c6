import type * as Nats from 'nats';
import type { ConsumerMessages, JetStreamClient, JetStreamManager, JsMsg, NatsConnection } from 'nats';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { DEFAULT_MAX_DELIVER, STREAM_NAME, type BusMessage, type EventBus, type SubscribeOptions, type Subscription } from './event-bus';

export interface NatsEventBusOptions {
  url: string;
  /** Connection name shown by the server, e.g. "content". */
  name: string;
  logger: Logger;
  stream?: string;
  /**
   * Prepended to every subject, to keep environments that share one NATS apart (tests use a
   * per-run prefix). Empty in production: subjects are `helpwire.<service>.<event>`.
   */
  subjectPrefix?: string;
}

const MSG_ID_HEADER = 'Nats-Msg-Id';

/** How long a process's own consumer (`everyInstance`) outlives the process: the server deletes it after. */
const EVERY_INSTANCE_INACTIVE_MS = 5 * 60_000;

/** The event bus on NATS JetStream: stream HELPWIRE, dedup by Nats-Msg-Id, durable pull consumers. */
export class NatsEventBus implements EventBus {
  readonly kind = 'jetstream' as const;
  private readonly streamName: string;
  private readonly prefix: string;
  private readonly running = new Set<ConsumerMessages>();

  private constructor(
    private readonly nats: typeof Nats,
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly options: NatsEventBusOptions,
  ) {
    this.streamName = options.stream ?? STREAM_NAME;
    this.prefix = options.subjectPrefix ?? '';
  }

  /** nats.js is loaded here, when a bus connects: a process (or a test) on the in-process bus never pays for it. */
  static async connect(options: NatsEventBusOptions): Promise<NatsEventBus> {
    const nats = await import('nats');
    // No async traces: nats.js would otherwise capture a stack (an Error) for every request, i.e. for
    // every JetStream publish, in case it fails (decision 0093: a tenth of the relay's publish CPU).
    const nc = await nats.connect({ servers: options.url, name: options.name, maxReconnectAttempts: -1, noAsyncTraces: true });
    const jsm = await nc.jetstreamManager();
    const bus = new NatsEventBus(nats, nc, nc.jetstream(), jsm, options);
    await bus.ensureStream();
    return bus;
  }

  private async ensureStream(): Promise<void> {
    const subjects = [`${this.prefix}helpwire.>`];
    try {
      const info = await this.jsm.streams.info(this.streamName);
      if (!subjects.every((s) => info.config.subjects.includes(s))) {
        await this.jsm.streams.update(this.streamName, { ...info.config, subjects: [...new Set([...info.config.subjects, ...subjects])] });
      }
    } catch (error) {
      if (!String(error).includes('stream not found')) throw error;
      const { StorageType, RetentionPolicy, nanos } = this.nats;
      await this.jsm.streams.add({
        name: this.streamName,
        subjects,
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        max_age: nanos(7 * 24 * 3600 * 1000),
        duplicate_window: nanos(10 * 60 * 1000),
      });
    }
  }

  async publish(message: BusMessage): Promise<void> {
    const h = this.nats.headers();
    for (const [key, value] of Object.entries(message.headers)) h.set(key, value);
    await this.js.publish(`${this.prefix}${message.subject}`, message.data, { msgID: message.id, headers: h });
  }

  async subscribe({
    durable,
    subject,
    handler,
    maxDeliver = DEFAULT_MAX_DELIVER,
    concurrency = 1,
    everyInstance = false,
  }: SubscribeOptions): Promise<Subscription> {
    const own = everyInstance ? `-${randomBytes(6).toString('hex')}` : '';
    const name = `${this.prefix}${durable}${own}`.replace(/[^A-Za-z0-9_-]/g, '_');
    const { AckPolicy, DeliverPolicy, nanos } = this.nats;
    await this.jsm.consumers.add(this.streamName, {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      // One process's own consumer starts now (what it missed before it started is not its concern)
      // and is deleted by the server once nobody has pulled from it for a while.
      deliver_policy: everyInstance ? DeliverPolicy.New : DeliverPolicy.All,
      ...(everyInstance ? { inactive_threshold: nanos(EVERY_INSTANCE_INACTIVE_MS) } : {}),
      filter_subject: `${this.prefix}${subject}`,
      max_deliver: maxDeliver,
      ack_wait: nanos(30_000),
    });
    const consumer = await this.js.consumers.get(this.streamName, name);
    // Pulled ahead: as many as the handlers take at once (a batched consumer gathers its next batch
    // meanwhile), at least 64 and at most 512.
    const messages = await consumer.consume({ max_messages: Math.min(512, Math.max(64, concurrency)) });
    this.running.add(messages);
    const handle = async (m: JsMsg) => {
      const headers: Record<string, string> = {};
      for (const key of m.headers?.keys() ?? []) headers[key] = m.headers!.get(key);
      const id = headers[MSG_ID_HEADER] ?? `${this.streamName}:${m.seq}`;
      try {
        await handler({ id, subject: m.subject.slice(this.prefix.length), data: m.data, headers });
        m.ack();
      } catch (error) {
        const delay = Math.min(30_000, 250 * 2 ** (m.info.redeliveryCount - 1));
        this.options.logger.warn({ err: error, eventId: id, attempt: m.info.redeliveryCount }, 'event handler failed; redelivering');
        m.nak(delay);
      }
    };
    const loop = (async () => {
      // Up to `concurrency` handlers at once; the next message waits for a free one.
      const inFlight = new Set<Promise<void>>();
      for await (const m of messages) {
        const running = handle(m).finally(() => inFlight.delete(running));
        inFlight.add(running);
        if (inFlight.size >= concurrency) await Promise.race(inFlight);
      }
      await Promise.all(inFlight);
    })();
    return {
      stop: async () => {
        messages.stop();
        this.running.delete(messages);
        await loop;
        if (everyInstance) await this.jsm.consumers.delete(this.streamName, name).catch(() => false);
      },
    };
  }

  async ping(): Promise<void> {
    if (this.nc.isClosed()) throw new Error('NATS connection is closed');
    await this.nc.flush();
    await this.jsm.streams.info(this.streamName);
  }

  /** Deletes this bus's stream with everything in it (tests and environment teardown only). */
  async deleteStream(): Promise<void> {
    await this.jsm.streams.delete(this.streamName).catch(() => false);
  }

  async close(): Promise<void> {
    for (const messages of this.running) messages.stop();
    this.running.clear();
    await this.nc.drain();
  }
}
