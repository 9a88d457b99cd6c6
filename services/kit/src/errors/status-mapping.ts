import { Metadata, status as GrpcStatus, type ServiceError } from '@grpc/grpc-js';
import { AppError, type ErrorCode } from './app-error';

const grpcByCode: Record<ErrorCode, GrpcStatus> = {
  INVALID_ARGUMENT: GrpcStatus.INVALID_ARGUMENT,
  UNAUTHENTICATED: GrpcStatus.UNAUTHENTICATED,
  PERMISSION_DENIED: GrpcStatus.PERMISSION_DENIED,
  NOT_FOUND: GrpcStatus.NOT_FOUND,
  ALREADY_EXISTS: GrpcStatus.ALREADY_EXISTS,
  FAILED_PRECONDITION: GrpcStatus.FAILED_PRECONDITION,
  RESOURCE_EXHAUSTED: GrpcStatus.RESOURCE_EXHAUSTED,
  UNAVAILABLE: GrpcStatus.UNAVAILABLE,
  DEADLINE_EXCEEDED: GrpcStatus.DEADLINE_EXCEEDED,
  INTERNAL: GrpcStatus.INTERNAL,
};

const codeByGrpc = new Map<GrpcStatus, ErrorCode>(
  Object.entries(grpcByCode).map(([code, grpc]) => [grpc, code as ErrorCode]),
);

const httpByCode: Record<ErrorCode, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  FAILED_PRECONDITION: 422,
  RESOURCE_EXHAUSTED: 429,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
  INTERNAL: 500,
};

/** Trailing metadata key that carries every message of an AppError as JSON. */
const MESSAGES_KEY = 'hw-messages-bin';

export function toGrpcError(error: AppError): Partial<ServiceError> {
  const metadata = new Metadata();
  metadata.set(MESSAGES_KEY, Buffer.from(JSON.stringify(error.messages)));
  return { code: grpcByCode[error.code], details: error.message, metadata };
}

/** Rebuilds the AppError a service raised from the status a client received. */
export function fromGrpcError(error: ServiceError): AppError {
  const code = codeByGrpc.get(error.code) ?? (error.code === GrpcStatus.CANCELLED ? 'UNAVAILABLE' : 'INTERNAL');
  const raw = error.metadata?.get(MESSAGES_KEY)[0];
  let messages: string[] = [error.details || 'Upstream service failed'];
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : raw);
      if (Array.isArray(parsed) && parsed.every((m) => typeof m === 'string')) messages = parsed;
    } catch {
      // keep the status details
    }
  }
  return new AppError(code, messages);
}

export function httpStatusOf(code: ErrorCode): number {
  return httpByCode[code];
}

export function isServiceError(error: unknown): error is ServiceError {
  return typeof error === 'object' && error !== null && 'code' in error && 'details' in error && 'metadata' in error;
}
