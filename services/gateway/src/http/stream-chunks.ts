import type { Response } from 'express';
import { once } from 'node:events';

/**
 * Writes a file's chunks from a gRPC server stream to the response, chunk by chunk at the reader's
 * pace (a slow reader slows the service's reading; nothing piles up here), then ends it. The headers
 * are already sent: a failure half-way can only cut the response short. The stream is cancelled
 * whatever happens (a reader that went away stops the service's reading).
 */
export async function streamChunks(res: Response, messages: AsyncIterable<{ content: Uint8Array }>, cancel: () => void): Promise<void> {
  try {
    for await (const message of messages) {
      if (res.destroyed) break;
      if (!res.write(message.content)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    cancel();
  }
}
