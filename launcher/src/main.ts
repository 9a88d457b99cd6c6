import { startTracing } from '@helpwire/service-kit/tracing';
const stopTracing = startTracing('all-in-one');

import { createLogger, exitOnFatalError, safeErrorMessage } from '@helpwire/service-kit';
import { loadAllInOneConfig } from './all-in-one-config';
import { startAllInOne } from './all-in-one';
import type { DemoAccounts } from './demo-accounts';

async function main() {
  const config = loadAllInOneConfig();
  const logger = createLogger({ service: 'all-in-one', level: config.LOG_LEVEL });
  exitOnFatalError(logger);
  const product = await startAllInOne(config, logger);
  product.shutdown.add('tracing', stopTracing);
  product.shutdown.onSignals();
  exitOnSecondSignal();
  const modes = [
    config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite (${config.DATA_DIR}/pglite)`,
    config.NATS_URL ? 'NATS JetStream' : 'in-process events',
    config.REDIS_URL ? 'Redis rate limits' : 'in-memory rate limits',
  ];
  console.log(
    `\nHelpwire is running at ${product.url}\n  ${modes.join(' · ')}\n  Media: ${product.media}\n  API reference: ${product.url}/api/docs\n  Metrics: ${product.metricsUrl}\n  Stop with Ctrl-C\n`,
  );
  if (product.demo) console.log(demoAccountsNotice(product.url, product.demo));
}

/**
 * A second Ctrl-C or SIGTERM while the shutdown runs ends the process at once, through process.exit
 * so its exit handlers still end the children it started (Janus); a signal's default action would
 * skip them and leave Janus running.
 */
function exitOnSecondSignal() {
  let signals = 0;
  const handler = () => {
    signals += 1;
    if (signals > 1) process.exit(1);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

function demoAccountsNotice(url: string, demo: DemoAccounts): string {
  const password = demo.newPassword
    ? `password ${demo.newPassword} (generated now, shown once; kept in ${demo.passwordFile})`
    : demo.passwordFile
      ? `password in ${demo.passwordFile}`
      : 'password from HELPWIRE_DEMO_PASSWORD';
  return `Demo accounts at ${url} (admin, user, approved helper): ${demo.emails.join(', ')}\n  ${password}\n`;
}

main().catch((error: unknown) => {
  console.error(safeErrorMessage(error));
  process.exit(1);
});
