/**
 * The event catalogue: every event of every service, each defined once with its subject and proto
 * message. Emit with `emit(tx, AuthEvents.userRegistered, data)`, consume with
 * `consume(ContentEvents.contactReceived, { durable }, handler)`; no subject string lives elsewhere.
 */
export * from './auth';
export * from './content';
export * from './payment';
export * from './realtime';
export * from './call';
export * from './audit';
