import type { matching } from '@helpwire/proto';
import { validateInput } from '@helpwire/service-kit';
import { pingInput, pongFor } from '../domain/ping';
import { databaseTime } from '../store/clock-queries';
import type { MatchingDeps } from './deps';

/** Answers a Ping with the reply and the database's time. */
export async function ping(deps: MatchingDeps, request: matching.PingRequest): Promise<matching.PingResponse> {
  const { message } = validateInput(pingInput, request);
  return { reply: pongFor(message), databaseTime: (await databaseTime(deps.db)).toISOString() };
}
