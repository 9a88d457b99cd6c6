import type { ErrorReason } from '@helpwire/contracts';

/** The failure kinds a use case can report; each maps to one gRPC status and one HTTP status. */
export type ErrorCode =
  | 'INVALID_ARGUMENT'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'FAILED_PRECONDITION'
  | 'RESOURCE_EXHAUSTED'
  | 'UNAVAILABLE'
  | 'DEADLINE_EXCEEDED'
  | 'INTERNAL';

export type { ErrorReason };

/**
 * An expected failure with a message meant for the person using the product. `code` is the kind
 * (it picks the gRPC and HTTP status); `reason` is the stable code from the contracts catalogue that
 * clients translate and route by (decision 0016). `messages` carries several texts when one request
 * breaks several rules (shown as a list by the gateway); `reasons` gives each text's reason.
 */
export class AppError extends Error {
  readonly messages: string[];
  readonly reasons: ErrorReason[];

  constructor(
    readonly code: ErrorCode,
    message: string | string[],
    reason: ErrorReason | ErrorReason[],
  ) {
    const messages = Array.isArray(message) ? message : [message];
    super(messages.join('; '));
    this.name = 'AppError';
    this.messages = messages;
    this.reasons = Array.isArray(reason) ? reason : [reason];
  }

  /** The reason of the whole error (its first text's). */
  get reason(): ErrorReason {
    return this.reasons[0] ?? 'INTERNAL';
  }

  static notFound(message: string, reason: ErrorReason): AppError {
    return new AppError('NOT_FOUND', message, reason);
  }

  static invalid(message: string | string[], reason: ErrorReason): AppError {
    return new AppError('INVALID_ARGUMENT', message, reason);
  }

  /** Several failures of one kind in one answer (every taken field), each keeping its reason. */
  static all(errors: readonly AppError[]): AppError {
    return new AppError(
      errors[0]?.code ?? 'INTERNAL',
      errors.flatMap((e) => e.messages),
      errors.flatMap((e) => e.messages.map((_, i) => e.reasons[i] ?? e.reason)),
    );
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
