/** An event as it travels: the id is the idempotency key (Nats-Msg-Id on JetStream). */
export interface BusMessage {
  id: string;
  subject: string;
  data: Uint8Array;
  headers: Record<string, string>;
}

export interface SubscribeOptions {
  /** Durable consumer name: one per consuming use case, e.g. "notification-contact-received". */
  durable: string;
  /** Subject or wildcard, e.g. "helpwire.content.contact_received" or "helpwire.content.>". */
  subject: string;
  /** Resolves when handled; a rejection redelivers the message later. */
  handler: (message: BusMessage) => Promise<void>;
  /** How many times a failing message is delivered before it is given up (and logged). */
  maxDeliver?: number;
  /**
   * How many messages the handler may work on at once (default 1: one after the other, in stream
   * order). Above 1 the order between messages is not kept: a handler that needs an order among
   * some of them keeps it itself (the notification service locks per account).
   */
  concurrency?: number;
  /**
   * Every process that subscribes hears every message (a broadcast: each gateway replica drops its
   * own cache), instead of the replicas sharing one durable consumer where each message goes to one
   * of them. On JetStream each process gets its own consumer (`durable` plus a random suffix) that
   * starts at the messages published from now on and that the server deletes once the process has
   * been gone a few minutes. Default false.
   */
  everyInstance?: boolean;
}

export interface Subscription {
  stop(): Promise<void>;
}

/**
 * At-least-once delivery of facts between services. Implementations: JetStream (production) and
 * in-process (all-in-one mode). Publishing the same id twice delivers it once.
 */
export interface EventBus {
  readonly kind: 'jetstream' | 'in-process';
  publish(message: BusMessage): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Resolves when the bus answers; rejects otherwise (used by readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const STREAM_NAME = 'HELPWIRE';
export const DEFAULT_MAX_DELIVER = 10;
