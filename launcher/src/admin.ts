import { reviewHelper } from '@helpwire/auth/admin';
import { createLogger, openDatabase } from '@helpwire/service-kit';
import { join } from 'node:path';

const usage = `Usage:
  npm run admin -- approve-helper <email or id>
  npm run admin -- reject-helper <email or id> --reason "what is missing"

Works on DATABASE_URL, or on the embedded database under DATA_DIR (default .data) while
\`npm start\` is not running. Events (helper_verified / helper_rejected) are published from the
outbox when the product next runs.`;

/** The admin command line: decisions on helpers in review. */
async function main(argv: string[]) {
  const [command, helper] = argv;
  const reasonIndex = argv.indexOf('--reason');
  const reason = reasonIndex >= 0 ? (argv[reasonIndex + 1] ?? '') : '';
  if (!helper || (command !== 'approve-helper' && command !== 'reject-helper')) {
    console.error(usage);
    return 2;
  }
  const logger = createLogger({ service: 'admin', level: 'warn' });
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: join(process.env.DATA_DIR ?? '.data', 'pglite'), logger });
  try {
    const result = await reviewHelper({ db: database.db, outboxRelay: { wake: () => undefined } }, { helper, approve: command === 'approve-helper', reason });
    console.log(`${helper}: ${result.status}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
