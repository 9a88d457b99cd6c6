import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('all-in-one');

import { loadAllInOneConfig } from './all-in-one-config';
import { startAllInOne } from './all-in-one';

async function main() {
  const config = loadAllInOneConfig();
  const product = await startAllInOne(config);
  product.shutdown.add('tracing', stopTracing);
  product.shutdown.onSignals();
  const modes = [
    config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite (${config.DATA_DIR}/pglite)`,
    config.NATS_URL ? 'NATS JetStream' : 'in-process events',
    config.REDIS_URL ? 'Redis rate limits' : 'in-memory rate limits',
  ];
  console.log(`\nHelpwire is running at ${product.url}\n  ${modes.join(' · ')}\n  API reference: ${product.url}/api/docs\n  Stop with Ctrl-C\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
