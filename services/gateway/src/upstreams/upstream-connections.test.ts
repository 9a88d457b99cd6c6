import { content, payment } from '@helpwire/proto';
import { GrpcServer, protoPackageOf } from '@helpwire/service-kit';
import { silentLogger, stubHandlers } from '@helpwire/service-kit/testing';
import { connectUpstreams, type UpstreamConnections } from './upstream-connections';

describe('connectUpstreams', () => {
  const identity = { requestId: 'upstream-connections-test', language: 'en' };
  let server: GrpcServer;
  let upstreams: UpstreamConnections;

  beforeAll(async () => {
    server = new GrpcServer({ name: 'content', serviceNames: ['helpwire.content.v1.ContentService'], logger: silentLogger });
    server.addService(
      content.ContentServiceService,
      stubHandlers<content.ContentServiceServer>(content.ContentServiceService, { listServices: async () => ({ services: [] }) }),
    );
    const port = await server.listen(0, '127.0.0.1');
    server.health.setServing(true);
    // auth's address is port 1, where nothing listens: its check fails, content's does not.
    upstreams = connectUpstreams(
      [
        {
          name: 'auth',
          addressVariable: 'AUTH_GRPC_ADDR',
          defaultAddress: '127.0.0.1:50052',
          protoPackage: protoPackageOf({ proto: 'helpwire/auth/v1/auth.proto' }),
        },
        {
          name: 'content',
          addressVariable: 'CONTENT_GRPC_ADDR',
          defaultAddress: '127.0.0.1:50051',
          protoPackage: protoPackageOf({ proto: 'helpwire/content/v1/content.proto' }),
        },
      ],
      { CONTENT_GRPC_ADDR: `127.0.0.1:${port}`, AUTH_GRPC_ADDR: '127.0.0.1:1' },
    );
  });

  afterAll(async () => {
    upstreams.close();
    await server.close(100);
  });

  it('sends an API to the service whose proto package declares it, one client per API', async () => {
    const client = upstreams.client(content.ContentServiceClient);
    expect(upstreams.client(content.ContentServiceClient)).toBe(client);
    await expect(client.listServices({}, { identity })).resolves.toEqual({ services: [] });
  });

  it('refuses an API no service the gateway calls declares, naming its package', () => {
    expect(() => upstreams.client(payment.PaymentServiceClient)).toThrow(
      /helpwire\.payment\.v1\.PaymentService: no service the gateway calls declares the proto package helpwire\.payment\.v1/,
    );
  });

  it('has one health check per upstream, each asking that service', async () => {
    expect(upstreams.checks.map((c) => c.name)).toEqual(['auth', 'content']);
    const [auth, contentCheck] = upstreams.checks;
    await expect(contentCheck!.check()).resolves.toBeUndefined();
    await expect(auth!.check()).rejects.toThrow();
  });

  it('fails at once when an upstream has no address', () => {
    expect(() => connectUpstreams([{ name: 'call', addressVariable: 'CALL_GRPC_ADDR', defaultAddress: '127.0.0.1:50055' }], {})).toThrow(
      'CALL_GRPC_ADDR: the address of the call service is not set',
    );
  });
});
