import type { CallOptions, ClientReadableStream, ClientWritableStream, Metadata, ServiceError } from '@grpc/grpc-js';
import { once } from 'node:events';
import { fromGrpcError, isServiceError } from '../errors/status-mapping';
import type { CallOptionsIn } from './client';
import { identityToMetadata } from './identity';

const mapped = (error: unknown) => (isServiceError(error) ? fromGrpcError(error) : error);

/** A client-streaming call in progress: send messages at the receiver's pace, then end it for the answer. */
export interface OutgoingStream<Req, Res> {
  /** Sends one message; resolves when the next may follow, rejects (with the AppError) once the call failed. */
  write(message: Req): Promise<void>;
  /** Sends `last` when given, ends the stream and answers the response (or rejects with the AppError). */
  end(last?: Req): Promise<Res>;
  /** Gives up: the service sees the call cancelled and keeps nothing. */
  cancel(): void;
}

/**
 * Starts a client-streaming call (e.g. `client.raw.upload.bind(client.raw)`) with the caller's identity
 * and a deadline of its own (`deadlineMs`, not cut to the request's: a file moves at the pace of the
 * person's link); errors arrive as the AppError the service raised.
 */
export function openClientStream<Req, Res>(
  start: (metadata: Metadata, options: Partial<CallOptions>, callback: (error: ServiceError | null, response?: Res) => void) => ClientWritableStream<Req>,
  { identity, deadlineMs = 5000 }: CallOptionsIn,
): OutgoingStream<Req, Res> {
  let call!: ClientWritableStream<Req>;
  const answer = new Promise<Res>((resolve, reject) => {
    call = start(identityToMetadata(identity), { deadline: Date.now() + deadlineMs }, (error, response) =>
      error ? reject(mapped(error)) : resolve(response as Res),
    );
  });
  answer.catch(() => undefined);
  // A write after the call failed is answered by `answer`; the stream's own error event is not a crash.
  call.on('error', () => undefined);
  let cancelled = false;
  return {
    async write(message) {
      if (call.write(message)) return;
      await Promise.race([once(call, 'drain'), answer]);
    },
    end(last) {
      // Never a half-close after a cancel: the service would take what came as the whole.
      if (cancelled) return answer;
      if (last) call.write(last);
      call.end();
      return answer;
    },
    cancel() {
      cancelled = true;
      call.cancel();
    },
  };
}

/**
 * Starts a server-streaming call and answers its messages as an async iterator whose errors are the
 * AppError the service raised. Stop early with `cancel()` (a reader that went away).
 */
export function openServerStream<Req, Res>(
  start: (request: Req, metadata: Metadata, options: Partial<CallOptions>) => ClientReadableStream<Res>,
  request: Req,
  { identity, deadlineMs = 5000 }: CallOptionsIn,
): { messages: AsyncIterableIterator<Res>; cancel(): void } {
  const call = start(request, identityToMetadata(identity), { deadline: Date.now() + deadlineMs });
  async function* read(): AsyncGenerator<Res> {
    try {
      for await (const message of call) yield message as Res;
    } catch (error) {
      throw mapped(error);
    }
  }
  return { messages: read(), cancel: () => call.cancel() };
}
