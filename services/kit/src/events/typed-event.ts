import type { Database, Transaction } from '../db/database';
import type { OutboxBatch } from './outbox-batch';

/** What every event message carries; emit() fills both (occurred_at is a google.protobuf.Timestamp: a Date in ts-proto). */
export interface EventEnvelopeFields {
  eventId: string;
  occurredAt?: Date | undefined;
}

/** The encode/decode pair ts-proto generates for a message. */
export interface EventCodec<T> {
  encode(message: T): { finish(): Uint8Array };
  decode(input: Uint8Array): T;
}

/** One event: its subject on stream HELPWIRE and its proto message. Defined once, in the catalogue. */
export interface TypedEvent<T extends EventEnvelopeFields> {
  /** helpwire.<service>.<event> */
  readonly subject: string;
  /** The publishing service; its PostgreSQL schema holds the outbox the event is written to. */
  readonly service: string;
  readonly codec: EventCodec<T>;
}

/** The message an emitter supplies: everything but the id and time, which emit() fills. */
export type EventData<E> = E extends TypedEvent<infer T> ? Omit<T, keyof EventEnvelopeFields> : never;
/** The decoded message a consumer receives. */
export type EventMessage<E> = E extends TypedEvent<infer T> ? T : never;

const SUBJECT = /^helpwire\.([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)$/;

/** Defines an event; the subject must be helpwire.<service>.<event> (the service owns the outbox). */
export function defineEvent<T extends EventEnvelopeFields>(subject: string, codec: EventCodec<T>): TypedEvent<T> {
  const match = SUBJECT.exec(subject);
  if (!match?.[1]) throw new Error(`event subject ${subject} is not helpwire.<service>.<event>`);
  return Object.freeze({ subject, service: match[1], codec });
}
/**
 * Where a typed event is written: a transaction (or the database) writes its outbox row at once; an
 * OutboxBatch gathers it for `writeAtOnce`, one statement with the change.
 */
export type EventWriter = Transaction | Database | OutboxBatch;
