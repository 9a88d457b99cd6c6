import { credentials, Metadata } from '@grpc/grpc-js';
import { health } from '@helpwire/proto';
import { Client } from 'pg';
import { watchReadiness } from '../lifecycle/readiness';
import { createTestDatabase, requiredEnv, silentLogger, type TestDatabase } from '../testing/test-servers';
import { LIVENESS_SERVICE } from './health-reporter';
import { GrpcServer } from './server';

const { SERVING, NOT_SERVING } = health.HealthCheckResponse_ServingStatus;

/**
 * What Kubernetes sees during a database outage: the readiness name ("") drops to NOT_SERVING, so the
 * pod leaves the load balancer, while the liveness name stays SERVING, so the pod is not restarted.
 */
describe('gRPC health during a database outage', () => {
  let database: TestDatabase;
  let server: GrpcServer;
  let client: health.HealthClient;
  let admin: Client;
  let stopWatching: () => void;
  const name = () => new URL(database.url).pathname.slice(1);

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new Client({ connectionString: requiredEnv('TEST_PG_ADMIN_URL') });
    await admin.connect();
    server = new GrpcServer({ name: 'probe-test', serviceNames: ['helpwire.probe.v1.ProbeService'], logger: silentLogger });
    const port = await server.listen(0, '127.0.0.1');
    client = new health.HealthClient(`127.0.0.1:${port}`, credentials.createInsecure());
  });

  afterAll(async () => {
    stopWatching?.();
    await admin.query(`ALTER DATABASE "${name()}" ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin.end();
    client.close();
    await server.close(100);
    await database.drop();
  });

  const check = (service: string) =>
    new Promise<health.HealthCheckResponse_ServingStatus>((resolve, reject) =>
      client.check({ service }, new Metadata(), { deadline: Date.now() + 1000 }, (error, response) => (error ? reject(error) : resolve(response.status))),
    );

  /** Polls until the readiness name reports `wanted`, checking at every step that liveness stays SERVING. */
  async function readinessBecomes(wanted: health.HealthCheckResponse_ServingStatus): Promise<void> {
    const until = Date.now() + 10_000;
    for (;;) {
      expect(await check(LIVENESS_SERVICE)).toBe(SERVING);
      if ((await check('')) === wanted || Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await check('')).toBe(wanted);
  }

  it('is alive before its dependencies are checked (while migrations run)', async () => {
    expect(await check(LIVENESS_SERVICE)).toBe(SERVING);
    expect(await check('')).toBe(NOT_SERVING);
  });

  it('stays live and turns not ready while PostgreSQL refuses connections, and ready again after', async () => {
    stopWatching = watchReadiness([{ name: 'database', check: () => database.ping() }], (ready) => server.health.setServing(ready), silentLogger, 200);
    await readinessBecomes(SERVING);
    expect(await check('helpwire.probe.v1.ProbeService')).toBe(SERVING);

    // The outage: no new connections to this database, and the open ones are cut.
    await admin.query(`ALTER DATABASE "${name()}" ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name()]);
    await readinessBecomes(NOT_SERVING);
    expect(await check('helpwire.probe.v1.ProbeService')).toBe(NOT_SERVING);

    await admin.query(`ALTER DATABASE "${name()}" ALLOW_CONNECTIONS true`);
    await readinessBecomes(SERVING);
  }, 30_000);
});
