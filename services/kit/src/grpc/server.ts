import {
  Server,
  ServerCredentials,
  status as GrpcStatus,
  type handleClientStreamingCall,
  type handleServerStreamingCall,
  type handleUnaryCall,
  type Metadata,
  type ServerReadableStream,
  type ServerWritableStream,
  type ServiceDefinition,
  type ServiceError,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { health } from '@helpwire/proto';
import type { Logger } from 'pino';
import { AppError, isAppError } from '../errors/app-error';
import { toGrpcError } from '../errors/status-mapping';
import { grpcServerDuration } from '../telemetry/metrics';
import { HealthReporter } from './health-reporter';
import { identityFromMetadata, type Identity } from './identity';

/** The caller's deadline as epoch ms, when it set one (grpc-js answers Infinity when not). */
function incomingDeadline(deadline: Date | number): Pick<Identity, 'deadline'> {
  const at = deadline instanceof Date ? deadline.getTime() : deadline;
  return Number.isFinite(at) ? { deadline: at } : {};
}

/**
 * What a use case learns about the call it serves. `identity.deadline` is the caller's deadline:
 * pass `identity` on to another service and that call ends by then too.
 */
export interface CallContext {
  identity: Identity;
  logger: Logger;
  metadata: Metadata;
}

/** The method names of a ts-proto server interface, without grpc-js's index signature. */
export type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};

/**
 * A ts-proto server interface with each method as an async function: a unary method takes the request;
 * a client-streaming one the requests as an async iterable (read at the handler's pace); a
 * server-streaming one the request and `send`, which resolves when the message may be followed by
 * the next (flow control) and rejects once the caller cancelled.
 */
export type AsyncHandlers<S> = {
  [K in KnownKeys<S>]: S[K] extends handleUnaryCall<infer Req, infer Res>
    ? (request: Req, ctx: CallContext) => Promise<Res>
    : S[K] extends handleClientStreamingCall<infer Req, infer Res>
      ? (requests: AsyncIterable<Req>, ctx: CallContext) => Promise<Res>
      : S[K] extends handleServerStreamingCall<infer Req, infer Res>
        ? (request: Req, ctx: CallContext, send: (message: Res) => Promise<void>) => Promise<void>
        : never;
};

type AnyHandler = (input: unknown, ctx: CallContext, send?: (message: unknown) => Promise<void>) => Promise<unknown>;

/**
 * The messages of a client stream, read as the handler asks for them; a stream the caller cancelled
 * (a client that went away mid-upload) throws UNAVAILABLE instead of looking complete.
 */
async function* requestsOf(call: ServerReadableStream<unknown, unknown>): AsyncGenerator<unknown> {
  const interrupted = () => new AppError('UNAVAILABLE', 'The upload was interrupted', 'UPLOAD_INTERRUPTED');
  const cancelled = new Promise<never>((_, reject) => call.once('cancelled', () => reject(interrupted())));
  cancelled.catch(() => undefined);
  const iterator = call[Symbol.asyncIterator]() as AsyncIterator<unknown>;
  for (;;) {
    if (call.cancelled) throw interrupted();
    const next = await Promise.race([iterator.next(), cancelled]);
    if (next.done) break;
    yield next.value;
  }
  if (call.cancelled) throw interrupted();
}

/** Writes one message of a server stream; resolves once the stream takes more, rejects when the caller is gone. */
function sender(call: ServerWritableStream<unknown, unknown>): (message: unknown) => Promise<void> {
  return (message) =>
    new Promise((resolve, reject) => {
      if (call.cancelled || call.destroyed) {
        reject(new Error('the caller cancelled the stream'));
        return;
      }
      if (call.write(message)) {
        resolve();
        return;
      }
      const done = (error?: Error) => {
        call.off('drain', onDrain);
        call.off('cancelled', onCancel);
        call.off('close', onCancel);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => done();
      const onCancel = () => done(new Error('the caller cancelled the stream'));
      call.once('drain', onDrain);
      call.once('cancelled', onCancel);
      call.once('close', onCancel);
    });
}

export interface GrpcServerOptions {
  /** Name used in logs, metrics and the health service, e.g. "content". */
  name: string;
  /** Fully qualified gRPC service names this server hosts, for per-service health. */
  serviceNames: string[];
  logger: Logger;
  /** Largest message received or sent (default 4 MiB); raise it for services that carry files. */
  maxMessageBytes?: number;
}

/**
 * A gRPC server with grpc.health.v1, async handlers, AppError → status mapping, per-call logging
 * with the caller's request id, and a latency histogram.
 */
export class GrpcServer {
  readonly server: Server;
  readonly health: HealthReporter;
  private port = 0;

  constructor(private readonly options: GrpcServerOptions) {
    const max = options.maxMessageBytes;
    this.server = new Server(
      max ? { 'grpc.max_receive_message_length': max, 'grpc.max_send_message_length': max } : { 'grpc.max_receive_message_length': 4 * 1024 * 1024 },
    );
    this.health = new HealthReporter(options.serviceNames);
    this.server.addService(health.HealthService, this.health.implementation as unknown as UntypedServiceImplementation);
  }

  addService<S>(definition: ServiceDefinition, handlers: AsyncHandlers<S>): void {
    const implementation: UntypedServiceImplementation = {};
    for (const [method, fn] of Object.entries(handlers) as [string, AnyHandler][]) {
      const { requestStream, responseStream } = definition[method] ?? {};
      if (responseStream) {
        const handle: handleServerStreamingCall<unknown, unknown> = (call) =>
          this.run(
            method,
            call,
            (ctx) => fn(call.request, ctx, sender(call)),
            (error) => {
              if (error) call.emit('error', error);
              else call.end();
            },
          );
        implementation[method] = handle;
      } else if (requestStream) {
        const handle: handleClientStreamingCall<unknown, unknown> = (call: ServerReadableStream<unknown, unknown>, callback) =>
          this.run(
            method,
            call,
            (ctx) => fn(requestsOf(call), ctx),
            (error, response) => (error ? callback(error) : callback(null, response)),
          );
        implementation[method] = handle;
      } else {
        const handle: handleUnaryCall<unknown, unknown> = (call, callback) =>
          this.run(
            method,
            call,
            (ctx) => fn(call.request, ctx),
            (error, response) => (error ? callback(error) : callback(null, response)),
          );
        implementation[method] = handle;
      }
    }
    this.server.addService(definition, implementation);
  }

  /** Runs one call of any kind: identity, logging, latency, and AppError → status. */
  private run(
    method: string,
    call: Pick<ServerReadableStream<unknown, unknown>, 'metadata' | 'getDeadline'>,
    work: (ctx: CallContext) => Promise<unknown>,
    answer: (error: Partial<ServiceError> | null, response?: unknown) => void,
  ): void {
    const { name, logger } = this.options;
    const started = process.hrtime.bigint();
    const identity = { ...identityFromMetadata(call.metadata), ...incomingDeadline(call.getDeadline()) };
    let callLogger: Logger | undefined;
    const ctx: CallContext = {
      identity,
      metadata: call.metadata,
      // Created on first use: most calls never log, and a pino child is not free.
      get logger() {
        callLogger ??= logger.child({ requestId: identity.requestId, rpc: method });
        return callLogger;
      },
    };
    const finish = (code: GrpcStatus) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      grpcServerDuration.observe({ service: name, method, code: GrpcStatus[code] }, seconds);
    };
    // Through a promise, so a handler that throws before returning one is answered like any other.
    Promise.resolve()
      .then(() => work(ctx))
      .then(
        (response) => {
          finish(GrpcStatus.OK);
          answer(null, response);
        },
        (error: unknown) => {
          if (isAppError(error)) {
            const grpcError = toGrpcError(error);
            finish(grpcError.code ?? GrpcStatus.UNKNOWN);
            answer(grpcError);
            return;
          }
          ctx.logger.error({ err: error }, 'unhandled error in gRPC handler');
          finish(GrpcStatus.INTERNAL);
          answer({ code: GrpcStatus.INTERNAL, details: 'Internal error' });
        },
      );
  }

  /** Binds to host:port (0 picks a free port) and returns the bound port. */
  async listen(port: number, host = '0.0.0.0'): Promise<number> {
    this.port = await new Promise<number>((resolve, reject) => {
      this.server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound)));
    });
    this.options.logger.info({ port: this.port }, 'gRPC server listening');
    return this.port;
  }

  get boundPort(): number {
    return this.port;
  }

  /** Stops taking calls, lets running ones finish for up to `graceMs`, then forces the rest. */
  async close(graceMs = 5000): Promise<void> {
    this.health.setServing(false);
    this.health.close();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.server.forceShutdown();
        resolve();
      }, graceMs);
      this.server.tryShutdown(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
