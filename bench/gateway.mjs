#!/usr/bin/env node
// `npm run bench:gateway`: autocannon against GET /api/v1/category/getAllCategories (gateway →
// gRPC → content service → PostgreSQL, each service in its own process as in production) and
// against a bare express hello-world, in the same run. Prints req/s, p50/p95/p99 and the ratio.
import { benchDatabase, freePort, measure, printTable, startProcess, waitReady } from './bench-kit.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

const database = await benchDatabase('helpwire_bench');
const children = [];
let exitCode = 0;
try {
  const grpcPort = await freePort();
  const gatewayPort = await freePort();
  const production = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  const secret = 'bench-only-secret-0123456789abcdef0123456789';
  children.push(
    (
      await startProcess('services/content/dist/main.js', {
        ...production,
        DATABASE_URL: database.url,
        GRPC_PORT: String(grpcPort),
        METRICS_PORT: String(await freePort()),
      })
    ).child,
  );
  const gatewayEnv = {
    ...production,
    PORT: String(gatewayPort),
    METRICS_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    CONTENT_GRPC_ADDR: `127.0.0.1:${grpcPort}`,
    JWT_SECRET: secret,
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_REQUESTS: 'false',
  };
  children.push((await startProcess('services/gateway/dist/main.js', gatewayEnv)).child);
  const bare = await startProcess('bench/bare-express.mjs', production, /listening (\d+)/);
  children.push(bare.child);
  // Readiness needs every upstream; this benchmark only reads content, so it waits for content's health.
  await waitReady(`http://127.0.0.1:${gatewayPort}/api/v1/content/findServices`);

  const results = [
    await measure('bare express hello-world', { url: `http://127.0.0.1:${bare.match[1]}/hello`, connections: CONNECTIONS, duration: DURATION }),
    await measure('GET /api/v1/category/getAllCategories', {
      url: `http://127.0.0.1:${gatewayPort}/api/v1/category/getAllCategories`,
      connections: CONNECTIONS,
      duration: DURATION,
    }),
  ];
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per target, after a 2 s warm-up; 2 cores shared by autocannon and the servers\n`);
  printTable(results);
  const [bareResult, api] = results;
  console.log(`\nratio: ${((api.rps / bareResult.rps) * 100).toFixed(1)} % of bare express (target ≥ 40 %); p99 ${api.p99} ms (target < 50 ms)`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await database.drop();
  process.exit(exitCode);
}
