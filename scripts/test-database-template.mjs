// The template every test database is copied from (`CREATE DATABASE … TEMPLATE`): the production
// schemas of every service already migrated, so a test file's fixture or product finds its
// migrations applied instead of running them again (about 0.2–0.6 s a schema, 1.8 s for the seven
// services of a product, on this 2-core machine). A service's `migrations/` folder is the schema
// named after its folder (services/<name>/migrations → <name>), as each service's start declares it;
// a schema this rule missed is still migrated by the service itself, so the template only saves
// work, never changes what a test sees. Dev-only schemas (payment's sandbox) are not in it: a
// production database must not hold them.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

/** Creates `name` on the admin URL's server with every service's migrations applied; answers its name. */
export async function createDatabaseTemplate({ root, adminUrl, name }) {
  const require = createRequire(join(root, 'package.json'));
  const { Client } = require('pg');
  const { openDatabase } = require(join(root, 'services', 'kit', 'dist', 'index.js'));
  const pino = require('pino');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), logger: pino({ level: 'silent' }), poolSize: 2 });
  try {
    const services = join(root, 'services');
    for (const service of readdirSync(services).sort()) {
      const folder = join(services, service, 'migrations');
      if (existsSync(folder)) await database.migrate({ folder, schema: service });
    }
  } finally {
    // No session may stay on a template while databases are copied from it.
    await database.close();
  }
  return name;
}
