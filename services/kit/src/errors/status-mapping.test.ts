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
    const grpcError = toGrpcError(new AppError('INVALID_ARGUMENT', ['Invalid phone number', 'Must be email']));
    expect(grpcError.code).toBe(status.INVALID_ARGUMENT);
    const back = fromGrpcError(grpcError as ServiceError);
    expect(back.code).toBe('INVALID_ARGUMENT');
    expect(back.messages).toEqual(['Invalid phone number', 'Must be email']);
  });

  it('reads a plain status from a service that is not ours', () => {
    const error = Object.assign(new Error('x'), { code: status.UNAVAILABLE, details: 'connection refused', metadata: new Metadata() });
    expect(fromGrpcError(error)).toMatchObject({ code: 'UNAVAILABLE', messages: ['connection refused'] });
  });
});
