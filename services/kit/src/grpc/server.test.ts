import { credentials, Metadata } from '@grpc/grpc-js';
import { content, health } from '@helpwire/proto';
import { AppError } from '../errors/app-error';
import { silentLogger } from '../testing/test-servers';
import { createPromiseClient } from './client';
import { GrpcServer, type AsyncHandlers } from './server';

const notImplemented = async (): Promise<never> => {
  throw new AppError('FAILED_PRECONDITION', 'not in this test', 'NOT_IMPLEMENTED');
};

function handlers(): AsyncHandlers<content.ContentServiceServer> {
  return {
    listTopCategories: notImplemented,
    // Throws before it returns a promise.
    listAllCategories: (() => {
      throw AppError.invalid('thrown synchronously', 'VALIDATION_FAILED');
    }) as unknown as AsyncHandlers<content.ContentServiceServer>['listAllCategories'],
    getCategory: async () => {
      throw AppError.notFound('Category not found', 'CONTENT_CATEGORY_NOT_FOUND');
    },
    listFaqs: async () => {
      throw AppError.invalid(['Name is required', 'Must be email'], 'VALIDATION_FAILED');
    },
    listTutorials: async () => {
      throw new Error('database exploded: secret detail');
    },
    getPolicy: async (request, ctx) => ({
      policy: {
        slug: request.slug,
        title: `${ctx.identity.language}|${ctx.identity.userId}|${ctx.identity.role}|${ctx.identity.requestId}`,
        sections: [],
        updatedAt: new Date(0),
        version: 1,
        effectiveFrom: new Date(0),
        status: 1,
      },
    }),
    listServices: async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { services: [] };
    },
    createContactMessage: notImplemented,
    listContactMessages: notImplemented,
    replyToContactMessage: notImplemented,
    setContactMessageStatus: notImplemented,
    listNewsletterSubscribers: notImplemented,
    exportNewsletterSubscribers: notImplemented,
    removeNewsletterSubscriber: notImplemented,
    getEditableCategory: notImplemented,
    updateCategory: notImplemented,
    listEditableCategories: notImplemented,
    setCategoryVisibility: notImplemented,
    addSpecialty: notImplemented,
    removeSpecialty: notImplemented,
    listPolicyVersions: notImplemented,
    publishPolicyVersion: notImplemented,
    withdrawPolicyVersion: notImplemented,
    subscribe: notImplemented,
    unsubscribe: notImplemented,
    listEditableFaqs: notImplemented,
    createFaq: notImplemented,
    updateFaq: notImplemented,
    setFaqHidden: notImplemented,
    listEditableTutorials: notImplemented,
    createTutorial: notImplemented,
    updateTutorial: notImplemented,
    setTutorialPublished: notImplemented,
  };
}

describe('GrpcServer and createPromiseClient', () => {
  let server: GrpcServer;
  let client: ReturnType<typeof createPromiseClient<content.ContentServiceClient>>;
  let healthClient: health.HealthClient;
  const identity = { requestId: 'req-12345678', language: 'ar', userId: 'u1', role: 'USER' };

  beforeAll(async () => {
    server = new GrpcServer({ name: 'test', serviceNames: ['helpwire.content.v1.ContentService'], logger: silentLogger });
    server.addService(content.ContentServiceService, handlers());
    const port = await server.listen(0, '127.0.0.1');
    client = createPromiseClient(content.ContentServiceClient, `127.0.0.1:${port}`);
    healthClient = new health.HealthClient(`127.0.0.1:${port}`, credentials.createInsecure());
  });

  afterAll(async () => {
    client.close();
    healthClient.close();
    await server.close(100);
  });

  const check = (service: string) =>
    new Promise<health.HealthCheckResponse_ServingStatus>((resolve, reject) =>
      healthClient.check({ service }, new Metadata(), {}, (error, response) => (error ? reject(error) : resolve(response.status))),
    );

  it('reports NOT_SERVING until told it is ready, then SERVING', async () => {
    expect(await check('')).toBe(health.HealthCheckResponse_ServingStatus.NOT_SERVING);
    server.health.setServing(true);
    expect(await check('')).toBe(health.HealthCheckResponse_ServingStatus.SERVING);
    expect(await check('helpwire.content.v1.ContentService')).toBe(health.HealthCheckResponse_ServingStatus.SERVING);
    await expect(check('no.such.Service')).rejects.toMatchObject({ code: 5 });
  });

  it('passes the caller identity and language as metadata', async () => {
    const { policy } = await client.getPolicy({ slug: 'terms' }, { identity });
    expect(policy?.title).toBe('ar|u1|USER|req-12345678');
  });

  it('turns a thrown AppError into the same AppError at the client', async () => {
    await expect(client.getCategory({ id: 'x' }, { identity })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'CONTENT_CATEGORY_NOT_FOUND',
      messages: ['Category not found'],
    });
    await expect(client.listFaqs({ categoryId: '' }, { identity })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: ['Name is required', 'Must be email'],
    });
  });

  it('hides unexpected errors behind INTERNAL without their details', async () => {
    const error = await client.listTutorials({ categoryId: '' }, { identity }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INTERNAL' });
    expect(JSON.stringify(error)).not.toContain('secret detail');
  });

  it('answers a handler that throws before returning a promise like any other', async () => {
    await expect(client.listAllCategories({ page: undefined }, { identity })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: ['thrown synchronously'],
    });
  });

  it('enforces the deadline of every call', async () => {
    await expect(client.listServices({}, { identity, deadlineMs: 50 })).rejects.toMatchObject({ code: 'DEADLINE_EXCEEDED' });
  });
});
