import { z } from 'zod';

/** What a Ping may carry. */
export const pingInput = z.object({ message: z.string().trim().max(200, 'message: at most 200 characters') });

/** The reply to a Ping: the domain rule of the skeleton, to be replaced by the service's own. */
export function pongFor(message: string): string {
  return message ? `pong: ${message}` : 'pong';
}
