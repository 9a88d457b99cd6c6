import type { notification } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { pingInput, pongFor } from '../domain/ping';
import { databaseTime } from '../store/clock-queries';
import type { NotificationDeps } from './deps';

/** Answers a Ping with the reply and the database's time. */
export async function ping(deps: NotificationDeps, request: notification.PingRequest): Promise<notification.PingResponse> {
  const { message } = validateInput(pingInput, request);
  return { reply: pongFor(message), databaseTime: await databaseTime(deps.db) };
}
