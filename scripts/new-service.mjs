#!/usr/bin/env node
// npm run new:service -- <name>
// Writes a new service in the canonical shape (services/content's, with one Ping use case): its
// folder, its proto, its registry block (package.json `helpwire`), and the static entries the
// registry test checks (TypeScript, chart, skaffold, proto index); then generates the proto code
// and links the workspace. The launcher, the contract stack, Jest and the README test read the
// registry, so the service builds, starts in all-in-one mode and passes its own tests at once.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { register } from './new-service/registrations.mjs';
import { updateReadmeServices } from './readme-services.mjs';
import { skeletonFiles } from './new-service/skeleton.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];

if (!name || !/^[a-z][a-z0-9]{1,30}$/.test(name)) {
  console.error('usage: npm run new:service -- <name>   (lowercase letters and digits, e.g. payment)');
  process.exit(2);
}
// Names @helpwire/proto exports already, or folders under services/ that are not services.
const reserved = ['events', 'health', 'common', 'kit', 'gateway'];
if (reserved.includes(name)) {
  console.error(`${name} is taken (reserved: ${reserved.join(', ')})`);
  process.exit(1);
}
if (existsSync(join(root, 'services', name)) || existsSync(join(root, 'proto', 'helpwire', name))) {
  console.error(`services/${name} or proto/helpwire/${name} exists already`);
  process.exit(1);
}

/** The registry so far: every helpwire block. New ports follow the highest taken. */
const declared = readdirSync(join(root, 'services'))
  .map((folder) => join(root, 'services', folder, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')).helpwire)
  .filter(Boolean);
const grpcPort = Math.max(...declared.map((s) => s.grpcPort ?? 0)) + 1;
const metricsPort = Math.max(...declared.map((s) => s.metricsPort)) + 1;

/** The outbox and processed-events tables, as content's first migration creates them. */
function firstMigration() {
  const contentMigrations = join(root, 'services', 'content', 'migrations');
  const statements = readFileSync(join(contentMigrations, '0000_init.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /"content"\."(outbox|processed_events)"/.test(s) && !/^ALTER/.test(s));
  const sql = [`CREATE SCHEMA "${name}";`, ...statements].map((s) => s.replaceAll('"content"', `"${name}"`)).join('\n--> statement-breakpoint\n');
  const contentSnapshot = JSON.parse(readFileSync(join(contentMigrations, 'meta', '0000_snapshot.json'), 'utf8'));
  const tables = Object.fromEntries(
    ['outbox', 'processed_events'].map((table) => [
      `${name}.${table}`,
      JSON.parse(JSON.stringify(contentSnapshot.tables[`content.${table}`]).replaceAll('content', name)),
    ]),
  );
  const snapshot = { ...contentSnapshot, id: randomUUID(), tables, schemas: { [name]: name } };
  const journal = { version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: Date.now(), tag: '0000_init', breakpoints: true }] };
  return { migrationSql: `${sql}\n`, snapshot, journal };
}

const Pascal = name[0].toUpperCase() + name.slice(1);
for (const [file, text] of skeletonFiles({ name, Pascal, grpcPort, metricsPort, ...firstMigration() })) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}
// Written in the repository's format (biome.json), so the static stage's format check passes at once.
execFileSync(process.execPath, [join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'), 'format', '--write', join('services', name)], {
  cwd: root,
  stdio: 'ignore',
});
register(root, { name, grpcPort, metricsPort });
// The README's diagram and service table follow the registry (tests/lint/readme-services.test.ts).
updateReadmeServices(root);

execFileSync(process.execPath, [join(root, 'proto', 'scripts', 'generate.mjs')], { cwd: join(root, 'proto'), stdio: 'inherit' });
// What `npm install` does for a workspace, so the launcher can load @helpwire/<name> at once.
const link = join(root, 'node_modules', '@helpwire', name);
if (!existsSync(link)) symlinkSync(join('..', '..', 'services', name), link);

console.log(`services/${name}: gRPC ${grpcPort}, metrics ${metricsPort}. Next: write proto/helpwire/${name}/v1/${name}.proto and the use cases
(docs/adding-a-service.md); run npm install once to record the workspace in package-lock.json.`);
