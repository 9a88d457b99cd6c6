import {
  Server,
  ServerCredentials,
  status as GrpcStatus,
  type handleUnaryCall,
  type Metadata,
  type ServiceDefinition,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { health } from '@helpwire/proto';
import type { Logger } from 'pino';
import { isAppError } from '../errors/app-error';
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

/** A ts-proto server interface with each unary method as an async function. */
export type AsyncHandlers<S> = {
  [K in KnownKeys<S>]: S[K] extends handleUnaryCall<infer Req, infer Res> ? (request: Req, ctx: CallContext) => Promise<Res> : never;
};

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
    this.server = new Server(max ? { 'grpc.max_receive_message_length': max, 'grpc.max_send_message_length': max } : { 'grpc.max_receive_message_length': 4 * 1024 * 1024 });
    this.health = new HealthReporter(options.serviceNames);
    this.server.addService(health.HealthService, this.health.implementation as unknown as UntypedServiceImplementation);
  }

  addService<S>(definition: ServiceDefinition, handlers: AsyncHandlers<S>): void {
    const implementation: UntypedServiceImplementation = {};
    for (const [method, fn] of Object.entries(handlers) as [string, (req: unknown, ctx: CallContext) => Promise<unknown>][]) {
      implementation[method] = this.wrap(method, fn);
    }
    this.server.addService(definition, implementation);
  }

  private wrap(method: string, fn: (req: unknown, ctx: CallContext) => Promise<unknown>): handleUnaryCall<unknown, unknown> {
    const { name, logger } = this.options;
    return (call, callback) => {
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
        .then(() => fn(call.request, ctx))
        .then(
        (response) => {
          finish(GrpcStatus.OK);
          callback(null, response);
        },
        (error: unknown) => {
          if (isAppError(error)) {
            const grpcError = toGrpcError(error);
            finish(grpcError.code ?? GrpcStatus.UNKNOWN);
            callback(grpcError);
            return;
          }
          ctx.logger.error({ err: error }, 'unhandled error in gRPC handler');
          finish(GrpcStatus.INTERNAL);
          callback({ code: GrpcStatus.INTERNAL, details: 'Internal error' });
        },
      );
    };
  }

  /** Binds to host:port (0 picks a free port) and returns the bound port. */
  async listen(port: number, host = '0.0.0.0'): Promise<number> {
    this.port = await new Promise<number>((resolve, reject) => {
      this.server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      );
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
