import { Metadata, status as GrpcStatus, type ServiceError } from '@grpc/grpc-js';
// The catalogue of codes alone, not the contracts' schemas: every process and test loads the kit.
import { isErrorReason } from '@helpwire/contracts/error-codes';
import { AppError, type ErrorCode, type ErrorReason } from './app-error';

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

const codeByGrpc = new Map<GrpcStatus, ErrorCode>(Object.entries(grpcByCode).map(([code, grpc]) => [grpc, code as ErrorCode]));

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
/** Trailing metadata key that carries the reason code of each message, comma-separated (decision 0016). */
const REASONS_KEY = 'hw-reasons';

/** The reason a status without one means (a service that is not ours, a transport failure). */
function reasonOfKind(code: ErrorCode): ErrorReason {
  if (code === 'UNAVAILABLE' || code === 'DEADLINE_EXCEEDED') return 'UNAVAILABLE';
  if (code === 'INVALID_ARGUMENT') return 'VALIDATION_FAILED';
  if (code === 'UNAUTHENTICATED') return 'SESSION_REQUIRED';
  if (code === 'PERMISSION_DENIED') return 'ROLE_NOT_ALLOWED';
  return 'INTERNAL';
}

export function toGrpcError(error: AppError): Partial<ServiceError> {
  const metadata = new Metadata();
  metadata.set(MESSAGES_KEY, Buffer.from(JSON.stringify(error.messages)));
  metadata.set(REASONS_KEY, error.reasons.join(','));
  return { code: grpcByCode[error.code], details: error.message, metadata };
}

function reasonsOf(error: ServiceError, code: ErrorCode): ErrorReason[] {
  const raw = error.metadata?.get(REASONS_KEY)[0];
  const reasons = typeof raw === 'string' ? raw.split(',').filter(isErrorReason) : [];
  return reasons.length > 0 ? reasons : [reasonOfKind(code)];
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
  return new AppError(code, messages, reasonsOf(error, code));
}

export function httpStatusOf(code: ErrorCode): number {
  return httpByCode[code];
}

export function isServiceError(error: unknown): error is ServiceError {
  return typeof error === 'object' && error !== null && 'code' in error && 'details' in error && 'metadata' in error;
}
