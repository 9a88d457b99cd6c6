import { createTestDatabase, requiredEnv, type TestDatabase } from '@helpwire/service-kit/testing';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getJson, startProcess, type Proc } from './processes';

const arabic = /[\u0600-\u06FF]/;

async function expectContentServed(base: string) {
  const en = await getJson(`${base}/api/v1/category/getNonSubCategories`);
  expect(en.status).toBe(200);
  expect(en.body.data).toHaveLength(5);
  const ar = await getJson(`${base}/api/v1/content/findFaq`, { 'accept-language': 'ar' });
  expect(ar.body.data[0].question).toMatch(arabic);
}

describe('run modes', () => {
  const running: Proc[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
  });

  it('all-in-one on embedded defaults: PGlite, in-process events; prints the URL and stops cleanly on Ctrl-C', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'helpwire-aio-'));
    let product: Proc | undefined;
    try {
      product = startProcess('launcher/dist/main.js', { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
      running.push(product);
      // 12 s on an idle 2-core machine (eight services' migrations in WebAssembly, then the demo
      // history); CI runs it beside the browser lane, where it has taken over a minute.
      const [, url] = await product.waitFor(/Helpwire is running at (http:\/\/\S+)/, 150_000);
      expect(product.output()).toContain('embedded PGlite');
      await expectContentServed(url!);
      // The demo user's four weeks of history were played on PGlite too (decision 0063).
      const [, password] = await product.waitFor(/password (\S+) \(generated now/);
      const signedIn = await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'user@helpwire.local', password }),
      });
      const { data } = (await signedIn.json()) as { data: { token: string } };
      const history = await fetch(`${url}/api/v1/users/call-history`, { headers: { authorization: `Bearer ${data.token}` } });
      expect(((await history.json()) as { meta: { total: number } }).meta.total).toBe(7);
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      // Janus installed: started as a child from deploy/janus with a generated secret, and stopped with the product.
      const janus = existsSync('/usr/bin/janus') ? /Media: calls through Janus \(\S+, pid (\d+), ws:\/\/127\.0\.0\.1:\d+/.exec(product.output()) : null;
      if (existsSync('/usr/bin/janus')) {
        expect(janus).not.toBeNull();
        for (const file of ['janus-token-secret', 'janus/conf/janus.jcfg']) expect(statSync(join(dataDir, file)).mode & 0o777).toBe(0o600);
        expect(readFileSync(join(dataDir, 'janus/conf/janus.jcfg'), 'utf8')).toContain(
          `token_auth_secret = "${readFileSync(join(dataDir, 'janus-token-secret'), 'utf8').trim()}"`,
        );
      } else {
        expect(product.output()).toContain('Media: calls peer to peer');
      }
      expect(await product.stop('SIGINT')).toBe(0);
      if (janus) expect(() => process.kill(Number(janus[1]), 0)).toThrow();
    } finally {
      // Stopped before its folder goes (a failed step leaves it running, still writing to PGlite).
      await product?.stop('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 200_000);

  describe('with real servers', () => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await createTestDatabase();
      await database.close();
    });
    afterEach(async () => {
      await database.drop();
    });

    it('all-in-one on PostgreSQL, NATS and Redis when their URLs are set', async () => {
      const product = startProcess('launcher/dist/main.js', {
        DATABASE_URL: database.url,
        NATS_URL: requiredEnv('TEST_NATS_URL'),
        NATS_STREAM: `HELPWIRE_TEST_${requiredEnv('TEST_RUN_ID')}_aio`,
        NATS_SUBJECT_PREFIX: `t${requiredEnv('TEST_RUN_ID')}aio.`,
        REDIS_URL: requiredEnv('TEST_REDIS_URL'),
        RATE_LIMIT_PREFIX: `helpwire:test:${requiredEnv('TEST_RUN_ID')}:aio`,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'helpwire-aio-')),
      });
      running.push(product);
      // Every service's start in one process: about 8 s idle, 25–30 s beside the browser lane in CI
      // (a fresh clone's run passed the 30 s default), so it has a minute, as the PGlite start has.
      const [, url] = await product.waitFor(/Helpwire is running at (http:\/\/\S+)/, 60_000);
      expect(product.output()).toContain('PostgreSQL · NATS JetStream · Redis rate limits');
      await expectContentServed(url!);
      const ready = await getJson(`${url}/readyz`);
      expect(ready.body).toMatchObject({ checks: { redis: { ok: true } }, upstreams: { content: { ok: true } } });
      expect(await product.stop('SIGTERM')).toBe(0);
    }, 120_000);

    it('distributed: each service as its own process from environment config, each on the port it was given by the system', async () => {
      const secret = 'distributed-test-secret-0123456789abcdef';
      // Port 0 everywhere: each process binds a port the system picks and logs it; nothing is
      // picked before it is bound, so no other process can take it in between.
      const content = startProcess('services/content/dist/main.js', {
        DATABASE_URL: database.url,
        NATS_URL: requiredEnv('TEST_NATS_URL'),
        NATS_STREAM: `HELPWIRE_TEST_${requiredEnv('TEST_RUN_ID')}_dist`,
        NATS_SUBJECT_PREFIX: `t${requiredEnv('TEST_RUN_ID')}dist.`,
        GRPC_PORT: '0',
        METRICS_PORT: '0',
        LOG_LEVEL: 'info',
      });
      running.push(content);
      const grpcPort = await content.waitForPort('gRPC server listening');
      const contentMetricsPort = await content.waitForPort('metrics listening');
      const authService = startProcess('services/auth/dist/main.js', {
        DATABASE_URL: database.url,
        NATS_URL: requiredEnv('TEST_NATS_URL'),
        NATS_STREAM: `HELPWIRE_TEST_${requiredEnv('TEST_RUN_ID')}_dist`,
        NATS_SUBJECT_PREFIX: `t${requiredEnv('TEST_RUN_ID')}dist.`,
        GRPC_PORT: '0',
        METRICS_PORT: '0',
        JWT_SECRET: secret,
        LOG_LEVEL: 'info',
      });
      running.push(authService);
      const authPort = await authService.waitForPort('gRPC server listening');
      const gateway = startProcess('services/gateway/dist/main.js', {
        PORT: '0',
        METRICS_PORT: '0',
        HOST: '127.0.0.1',
        CONTENT_GRPC_ADDR: `127.0.0.1:${grpcPort}`,
        AUTH_GRPC_ADDR: `127.0.0.1:${authPort}`,
        JWT_SECRET: secret,
        LOG_LEVEL: 'info',
      });
      running.push(gateway);
      const gatewayPort = await gateway.waitForPort('gateway listening');
      const metricsPort = await gateway.waitForPort('gateway listening', 'metricsPort');
      expect(metricsPort).not.toBe(gatewayPort);
      // The ports the processes report are the ones they serve on.
      expect((await fetch(`http://127.0.0.1:${contentMetricsPort}/metrics`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
      const base = `http://127.0.0.1:${gatewayPort}`;
      const deadline = Date.now() + 20_000;
      // The gateway is ready at once (it depends on no upstream); wait until /readyz lists both upstreams up.
      const upstreamsUp = async () => {
        const { upstreams } = (await getJson(`${base}/readyz`)).body;
        return upstreams?.content?.ok === true && upstreams?.auth?.ok === true;
      };
      while (!(await upstreamsUp()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      await expectContentServed(base);
      // Logs are JSON lines with the service name and carry no secrets.
      expect(gateway.output()).toContain('"service":"gateway"');
      expect(gateway.output()).not.toContain('distributed-test-secret');
      expect((await getJson(`${base}/readyz`)).body).toMatchObject({ status: 'ready', upstreams: { content: { ok: true }, auth: { ok: true } } });
      expect(await gateway.stop('SIGTERM')).toBe(0);
      expect(await content.stop('SIGTERM')).toBe(0);
      expect(await authService.stop('SIGTERM')).toBe(0);
    }, 60_000);

    it('fails fast with every invalid variable named', async () => {
      const gateway = startProcess('services/gateway/dist/main.js', { PORT: 'eighty', CONTENT_GRPC_ADDR: 'nowhere', NODE_ENV: 'production' });
      running.push(gateway);
      expect(await new Promise((resolve) => gateway.child.on('exit', resolve))).toBe(1);
      expect(gateway.output()).toMatch(/Invalid configuration/);
      expect(gateway.output()).toMatch(/PORT/);
      expect(gateway.output()).toMatch(/CONTENT_GRPC_ADDR: must be host:port/);
    });
  });
});
