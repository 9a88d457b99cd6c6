import {
  credentials,
  type Metadata,
  type CallOptions,
  type Client,
  type ClientOptions,
  type ClientUnaryCall,
  type ServiceDefinition,
  type ServiceError,
} from '@grpc/grpc-js';
import { fromGrpcError, isServiceError } from '../errors/status-mapping';
import { identityToMetadata, type Identity } from './identity';
import type { KnownKeys } from './server';

type UnaryMethod<Req, Res> = (
  request: Req,
  metadata: Metadata,
  options: Partial<CallOptions>,
  callback: (error: ServiceError | null, response: Res) => void,
) => ClientUnaryCall;

/**
 * Per-call options: the identity to forward and how long this call may take. The call ends at
 * min(now + deadlineMs, identity.deadline): a call made while serving a request never outlives it.
 */
export interface CallOptionsIn {
  identity: Identity;
  deadlineMs?: number;
}

/** The deadline of one outgoing call: its own budget, cut to what is left of the request it serves. */
export function outgoingDeadline(identity: Pick<Identity, 'deadline'>, deadlineMs: number, now = Date.now()): number {
  const own = now + deadlineMs;
  return identity.deadline === undefined ? own : Math.min(own, identity.deadline);
}

/** A ts-proto client with every unary method returning a promise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any request/response pair
type AnyUnaryMethod = UnaryMethod<any, any>;

export type PromiseClient<C> = {
  [K in KnownKeys<C> as C[K] extends AnyUnaryMethod ? K : never]: C[K] extends UnaryMethod<infer Req, infer Res>
    ? (request: Req, options: CallOptionsIn) => Promise<Res>
    : never;
} & { close(): void; raw: C };

export interface ClientConstructor<C> {
  new (address: string, creds: ReturnType<typeof credentials.createInsecure>, options?: Partial<ClientOptions>): C;
  service: ServiceDefinition;
}

export const DEFAULT_DEADLINE_MS = 5000;

/**
 * Creates a client whose calls carry the caller's identity as metadata, always have a deadline,
 * and reject with the AppError the service raised (so the gateway maps it to HTTP).
 */
export function createPromiseClient<C extends Client>(
  Ctor: ClientConstructor<C>,
  address: string,
  options: { maxMessageBytes?: number } = {},
): PromiseClient<C> {
  const raw = new Ctor(address, credentials.createInsecure(), {
    ...(options.maxMessageBytes ? { 'grpc.max_receive_message_length': options.maxMessageBytes, 'grpc.max_send_message_length': options.maxMessageBytes } : {}),
    'grpc.keepalive_time_ms': 30_000,
    'grpc.enable_retries': 1,
    // HTTP/2's default 64 KiB window stalls many concurrent responses between processes.
    'grpc-node.flow_control_window': 16 * 1024 * 1024,
  });
  const wrapped: Record<string, unknown> = { raw, close: () => raw.close() };
  for (const [method, definition] of Object.entries(Ctor.service)) {
    if (definition.requestStream || definition.responseStream) continue;
    const fn = (raw as unknown as Record<string, UnaryMethod<unknown, unknown>>)[method]!.bind(raw);
    wrapped[method] = (request: unknown, { identity, deadlineMs = DEFAULT_DEADLINE_MS }: CallOptionsIn) =>
      new Promise((resolve, reject) => {
        fn(request, identityToMetadata(identity), { deadline: outgoingDeadline(identity, deadlineMs) }, (error, response) => {
          if (error) reject(isServiceError(error) ? fromGrpcError(error) : error);
          else resolve(response);
        });
      });
  }
  return wrapped as PromiseClient<C>;
}
