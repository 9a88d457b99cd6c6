import type { Logger } from 'pino';
import type { EventBus } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';
import { NatsEventBus } from './nats-event-bus';

/** JetStream when a NATS URL is configured, otherwise the in-process bus of all-in-one mode. */
export async function openEventBus(options: { natsUrl?: string; name: string; logger: Logger; stream?: string; subjectPrefix?: string }): Promise<EventBus> {
  if (!options.natsUrl) return new InProcessEventBus(options.logger);
  return NatsEventBus.connect({
    url: options.natsUrl,
    name: options.name,
    logger: options.logger,
    stream: options.stream,
    subjectPrefix: options.subjectPrefix,
  });
}
