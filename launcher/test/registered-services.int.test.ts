import { readServiceRegistry } from '@helpwire/service-kit';
import { createTestDatabase, silentLogger, waitFor, type TestDatabase } from '@helpwire/service-kit/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAllInOne, type RunningProduct } from '../src/all-in-one';
import { loadAllInOneConfig } from '../src/all-in-one-config';

/**
 * All-in-one starts every gRPC service declared in services/<name>/package.json (its `helpwire`
 * block), and the gateway's /readyz asks each one's grpc.health.v1. In the throwaway copy of
 * scripts/new-service.test.ts this is what shows a generated service running with no edit.
 */
describe('all-in-one runs every registered service', () => {
  const grpcServices = readServiceRegistry(join(__dirname, '..', '..', 'services')).filter((s) => s.kind === 'grpc');
  let database: TestDatabase;
  let product: RunningProduct;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'helpwire-registered-'));
    const config = loadAllInOneConfig({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      LOG_REQUESTS: 'false',
      SEED_CONTENT: 'false',
      SEED_DEMO_ACCOUNTS: 'false',
      MACHINE_TRANSLATION_SCRIPT_URL: 'off',
    });
    product = await startAllInOne(config, silentLogger);
  }, 60_000);

  afterAll(async () => {
    await product?.shutdown.shutdown();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists each one as a SERVING upstream in the gateway /readyz', async () => {
    expect(grpcServices.map((s) => s.name)).toEqual(expect.arrayContaining(['auth', 'content']));
    const upstreams = await waitFor(async () => {
      const body = (await (await fetch(`${product.url}/readyz`)).json()) as { upstreams: Record<string, { ok: boolean }> };
      const serving = grpcServices.filter((s) => body.upstreams[s.name]?.ok).map((s) => s.name);
      if (serving.length < grpcServices.length) throw new Error(`not serving yet: ${JSON.stringify(body.upstreams)}`);
      return serving;
    }, 15_000);
    expect(upstreams.sort()).toEqual(grpcServices.map((s) => s.name).sort());
  });
});
