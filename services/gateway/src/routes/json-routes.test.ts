import { catalogueEntries, routes } from '@helpwire/contracts';
import type { afterCall, audit, auth, call, charge, content, dispute, matching, notification, payment, plan, recording, withdrawal } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import express from 'express';
import { silentLogger } from '@helpwire/service-kit/testing';
import { z } from 'zod';
import { defineRoute, mountRoutes } from '../http/api-routes';
import { errorHandler } from '../http/error-handler';
import { requestContext } from '../http/request-context';
import { createDistanceLookups } from './distance-lookups';
import { jsonRoutes } from './json-routes';

// The route table only: no handler runs, so the clients are never called.
const served = jsonRoutes({
  content: {} as PromiseClient<content.ContentServiceClient>,
  auth: {} as PromiseClient<auth.AuthServiceClient>,
  payment: {} as PromiseClient<payment.PaymentServiceClient>,
  charges: {} as PromiseClient<charge.ChargeServiceClient>,
  matching: {} as PromiseClient<matching.MatchingServiceClient>,
  calls: {} as PromiseClient<call.CallServiceClient>,
  recordings: {} as PromiseClient<recording.RecordingServiceClient>,
  afterCalls: {} as PromiseClient<afterCall.AfterCallServiceClient>,
  disputes: {} as PromiseClient<dispute.DisputeServiceClient>,
  files: {} as PromiseClient<auth.FileServiceClient>,
  withdrawals: {} as PromiseClient<withdrawal.WithdrawalServiceClient>,
  plans: {} as PromiseClient<plan.PlanServiceClient>,
  notifications: {} as PromiseClient<notification.NotificationServiceClient>,
  audit: {} as PromiseClient<audit.AuditServiceClient>,
  deadlineMs: 1000,
  strictRateLimit: (_req, _res, next) => next(),
  distanceLookups: createDistanceLookups({ keyPrefix: 'test' }),
});

describe('the route catalogue and the gateway', () => {
  it('serves every catalogue entry exactly once, with the entry’s own schemas', () => {
    for (const { name, contract } of catalogueEntries()) {
      const matches = served.filter((route) => route.contract === contract);
      expect({ name, implementations: matches.length }).toEqual({ name, implementations: 1 });
      const [route] = matches;
      expect(route!.method).toBe(contract.method);
      expect(route!.path).toBe(contract.path);
      expect(route!.response).toBe(contract.response);
      expect(route!.body).toBe(contract.body);
      expect(route!.query).toBe(contract.query);
    }
  });

  it('serves no JSON route that is missing from the catalogue, and no method and path twice', () => {
    const catalogue = new Set(catalogueEntries().map(({ contract }) => contract));
    expect(served.filter((route) => !catalogue.has(route.contract)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const keys = served.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(served).toHaveLength(catalogue.size);
  });

  it('names the routes as the web calls them', () => {
    expect(routes.auth.login).toMatchObject({ method: 'post', path: '/auth/login' });
    expect(routes.users.find).toMatchObject({ method: 'get', path: '/users/find', auth: 'required' });
    expect(routes.helpers.delete).toMatchObject({ method: 'delete', path: '/helpers/delete' });
  });
});

describe('checking answers against the response schema', () => {
  async function serve(data: unknown, checkResponses: boolean) {
    const app = express();
    app.use(requestContext);
    const router = express.Router();
    const contract = { method: 'get' as const, path: '/answer', response: z.object({ id: z.string(), roleId: z.number().int() }) };
    mountRoutes(router, [defineRoute(contract, { tag: 'Test', summary: 'answers what it is given', handler: async () => ({ data }) })], { checkResponses });
    app.use(router);
    app.use(errorHandler(silentLogger));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    try {
      const response = await fetch(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/answer`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('lets an answer that matches through', async () => {
    expect(await serve({ id: 'u1', roleId: 2 }, true)).toEqual({ status: 200, body: { statusCode: 200, message: 'Success', data: { id: 'u1', roleId: 2 } } });
  });

  it('fails a drifted answer (a string where the contract says integer) with a 500 instead of sending it', async () => {
    const drifted = await serve({ id: 'u1', roleId: '2' }, true);
    expect(drifted.status).toBe(500);
    expect(drifted.body).toMatchObject({ statusCode: 500, code: 'INTERNAL' });
    expect(JSON.stringify(drifted.body)).not.toContain('roleId');
  });

  it('sends it unchecked when checking is off (production)', async () => {
    expect(await serve({ id: 'u1', roleId: '2' }, false)).toMatchObject({ status: 200, body: { data: { roleId: '2' } } });
  });
});
