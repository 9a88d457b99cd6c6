import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { AppError } from './app-error';
import { fromGrpcError, httpStatusOf, toGrpcError } from './status-mapping';

describe('status mapping', () => {
  it('maps every error code to the HTTP status clients expect', () => {
    expect(httpStatusOf('INVALID_ARGUMENT')).toBe(400);
    expect(httpStatusOf('UNAUTHENTICATED')).toBe(401);
    expect(httpStatusOf('PERMISSION_DENIED')).toBe(403);
    expect(httpStatusOf('NOT_FOUND')).toBe(404);
    expect(httpStatusOf('ALREADY_EXISTS')).toBe(409);
    expect(httpStatusOf('RESOURCE_EXHAUSTED')).toBe(429);
    expect(httpStatusOf('UNAVAILABLE')).toBe(503);
    expect(httpStatusOf('INTERNAL')).toBe(500);
  });

  it('round-trips every message of an AppError through gRPC status and metadata', () => {
    const grpcError = toGrpcError(new AppError('INVALID_ARGUMENT', ['Invalid phone number', 'Must be email'], 'VALIDATION_FAILED'));
    expect(grpcError.code).toBe(status.INVALID_ARGUMENT);
    const back = fromGrpcError(grpcError as ServiceError);
    expect(back.code).toBe('INVALID_ARGUMENT');
    expect(back.messages).toEqual(['Invalid phone number', 'Must be email']);
  });

  it('round-trips the reason code of each message through trailing metadata', () => {
    const taken = AppError.all([
      new AppError('ALREADY_EXISTS', 'An account with this email already exists', 'AUTH_EMAIL_TAKEN'),
      new AppError('ALREADY_EXISTS', 'This username is taken', 'AUTH_USERNAME_TAKEN'),
    ]);
    const back = fromGrpcError(toGrpcError(taken) as ServiceError);
    expect(back).toMatchObject({ code: 'ALREADY_EXISTS', reason: 'AUTH_EMAIL_TAKEN', reasons: ['AUTH_EMAIL_TAKEN', 'AUTH_USERNAME_TAKEN'] });
  });

  it('gives a status without a known reason the reason of its kind', () => {
    const metadata = new Metadata();
    metadata.set('hw-reasons', 'NOT_A_CODE');
    const error = Object.assign(new Error('x'), { code: status.INTERNAL, details: 'boom', metadata });
    expect(fromGrpcError(error).reason).toBe('INTERNAL');
  });

  it('reads a plain status from a service that is not ours', () => {
    const error = Object.assign(new Error('x'), { code: status.UNAVAILABLE, details: 'connection refused', metadata: new Metadata() });
    expect(fromGrpcError(error)).toMatchObject({ code: 'UNAVAILABLE', reason: 'UNAVAILABLE', messages: ['connection refused'] });
  });
});
