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

/**
 * An expected failure with a message meant for the person using the product. `messages` carries
 * several texts when one request breaks several rules (shown as a list by the gateway).
 */
export class AppError extends Error {
  readonly messages: string[];

  constructor(
    readonly code: ErrorCode,
    message: string | string[],
  ) {
    const messages = Array.isArray(message) ? message : [message];
    super(messages.join('; '));
    this.name = 'AppError';
    this.messages = messages;
  }

  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static invalid(message: string | string[]): AppError {
    return new AppError('INVALID_ARGUMENT', message);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
