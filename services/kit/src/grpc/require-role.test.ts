import { content } from '@helpwire/proto';
import { AppError } from '../errors/app-error';
import { stubHandlers } from '../testing/stub-handlers';
import { silentLogger } from '../testing/test-servers';
import { createPromiseClient, type PromiseClient } from './client';
import { requireRole } from './require-role';
import { GrpcServer } from './server';

const ctx = (identity: { userId?: string; role?: string }) => ({ identity });

function refusal(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('requireRole', () => {
  it('answers the caller when its role is one of those named', () => {
    expect(requireRole(ctx({ userId: 'a1', role: 'ADMIN' }), 'ADMIN')).toEqual({ userId: 'a1', role: 'ADMIN' });
    expect(requireRole(ctx({ userId: 'h1', role: 'HELPER' }), 'USER', 'HELPER')).toEqual({ userId: 'h1', role: 'HELPER' });
  });

  it.each([{}, { role: 'ADMIN' }, { userId: 'a1' }])('refuses a call without a signed-in identity (%p) as UNAUTHENTICATED', (identity) => {
    expect(refusal(() => requireRole(ctx(identity), 'ADMIN'))).toEqual({ code: 'UNAUTHENTICATED', message: 'Unauthorized' });
  });

  it('refuses another role as PERMISSION_DENIED, naming who may act', () => {
    expect(refusal(() => requireRole(ctx({ userId: 'u1', role: 'USER' }), 'ADMIN'))).toEqual({
      code: 'PERMISSION_DENIED',
      message: 'Only an admin can do this',
    });
    expect(refusal(() => requireRole(ctx({ userId: 'a1', role: 'ADMIN' }), 'USER', 'HELPER'))).toEqual({
      code: 'PERMISSION_DENIED',
      message: 'Only a user or a helper can do this',
    });
  });

  it('compares roles exactly: a lower-case or look-alike role is not an admin', () => {
    for (const role of ['admin', 'ADMIN ', 'ADMINISTRATOR']) {
      expect(refusal(() => requireRole(ctx({ userId: 'u1', role }), 'ADMIN')).code).toBe('PERMISSION_DENIED');
    }
  });
});

describe('requireRole over gRPC', () => {
  let server: GrpcServer;
  let client: PromiseClient<content.ContentServiceClient>;

  beforeAll(async () => {
    server = new GrpcServer({ name: 'admin-only', serviceNames: ['helpwire.content.v1.ContentService'], logger: silentLogger });
    server.addService(
      content.ContentServiceService,
      stubHandlers<content.ContentServiceServer>(content.ContentServiceService, {
        // An admin-only RPC, as a service writes one.
        getPolicy: async (request, ctx) => {
          const { userId } = requireRole(ctx, 'ADMIN');
          return { policy: { slug: request.slug, title: `read by ${userId}`, sections: [], updatedAt: new Date(0), version: 1, status: 1 } };
        },
      }),
    );
    client = createPromiseClient(content.ContentServiceClient, `127.0.0.1:${await server.listen(0, '127.0.0.1')}`);
  });

  afterAll(async () => {
    client.close();
    await server.close(100);
  });

  const call = (identity: { userId?: string; role?: string }) =>
    client.getPolicy({ slug: 'terms' }, { identity: { requestId: 'req-role-1', language: 'en', ...identity } });

  it('refuses a non-admin identity with PERMISSION_DENIED "Only an admin can do this"', async () => {
    for (const role of ['USER', 'HELPER', 'admin']) {
      await expect(call({ userId: 'u1', role })).rejects.toMatchObject({ code: 'PERMISSION_DENIED', messages: ['Only an admin can do this'] });
    }
  });

  it('refuses a call without an identity with UNAUTHENTICATED "Unauthorized"', async () => {
    await expect(call({})).rejects.toMatchObject({ code: 'UNAUTHENTICATED', messages: ['Unauthorized'] });
  });

  it('serves an admin identity', async () => {
    await expect(call({ userId: 'a1', role: 'ADMIN' })).resolves.toMatchObject({ policy: { title: 'read by a1' } });
  });
});
