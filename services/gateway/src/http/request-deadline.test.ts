import { content } from '@helpwire/proto';
import { createPromiseClient, GrpcServer, type PromiseClient } from '@helpwire/service-kit';
import { silentLogger, stubHandlers } from '@helpwire/service-kit/testing';
import express from 'express';
import type { Server } from 'node:http';
import { z } from 'zod';
import { defineRoute, mountRoutes } from './api-routes';
import { errorHandler } from './error-handler';
import { requestContext } from './request-context';

/** The gateway's per-request deadline over a real upstream gRPC server: calls share one budget. */
describe('the request deadline of a gateway route', () => {
  // The route's first upstream call answers at once, the second would take 5 s: only the request's
  // shared deadline can stop it at 400 ms (however loaded the machine, both calls are made).
  const delays: number[] = [];
  let upstream: GrpcServer;
  let client: PromiseClient<content.ContentServiceClient>;
  let http: Server;
  let base: string;
  const deadlinesSeen: (number | undefined)[] = [];

  beforeAll(async () => {
    upstream = new GrpcServer({ name: 'slow-upstream', serviceNames: ['helpwire.content.v1.ContentService'], logger: silentLogger });
    upstream.addService(
      content.ContentServiceService,
      stubHandlers<content.ContentServiceServer>(content.ContentServiceService, {
        listServices: async (_request, ctx) => {
          deadlinesSeen.push(ctx.identity.deadline);
          const delay = delays.shift() ?? 0;
          if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay).unref());
          return { services: [] };
        },
      }),
    );
    client = createPromiseClient(content.ContentServiceClient, `127.0.0.1:${await upstream.listen(0, '127.0.0.1')}`);
    // The channel connected before the test: the route's first call costs no connection set-up.
    await client.listServices({}, { identity: { requestId: 'warm-up', language: 'en' }, deadlineMs: 30_000 });
    deadlinesSeen.length = 0;

    const app = express();
    app.use(requestContext);
    const router = express.Router();
    mountRoutes(
      router,
      [
        // A route that makes two upstream calls in turn, each with the usual 5 s budget of its own.
        defineRoute(
          { method: 'get', path: '/two-calls', response: z.object({ calls: z.number() }) },
          {
            tag: 'Test',
            summary: 'two upstream calls',
            handler: async ({ identity }) => {
              await client.listServices({}, { identity, deadlineMs: 5000 });
              await client.listServices({}, { identity, deadlineMs: 5000 });
              return { data: { calls: 2 } };
            },
          },
        ),
      ],
      { requestDeadlineMs: 400 },
    );
    app.use(router);
    app.use(errorHandler(silentLogger));
    http = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => http.once('listening', resolve));
    const address = http.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    client.close();
    await new Promise((resolve) => http.close(resolve));
    await upstream.close(100);
  });

  it('answers 504 once the request’s 400 ms are spent, though each call alone had 5 s', async () => {
    delays.push(0, 5000);
    const started = Date.now();
    const response = await fetch(`${base}/two-calls`);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(504);
    expect(elapsed).toBeGreaterThanOrEqual(350);
    // Not a fresh 5 s per call: the deadlines the upstream saw say so (how long the answer took is the
    // machine's load, not the rule).
    // Both upstream calls were given the request's own deadline, not a fresh 5 s each.
    expect(deadlinesSeen).toHaveLength(2);
    expect(deadlinesSeen[0]).toBeLessThanOrEqual(started + 2000);
    // The upstream turns the grpc-timeout header back into a deadline on arrival, so each deadline
    // it saw is the request's plus that call's time in transit, which a loaded machine stretches
    // (76 ms once in CI). A fresh 5 s budget would put the second 4.6 s or more after the first.
    expect(deadlinesSeen[1]! - deadlinesSeen[0]!).toBeLessThan(2500);
  });
});
