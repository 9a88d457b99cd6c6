#!/usr/bin/env node
/**
 * Writes the README's architecture diagram and service table from the service registry (the
 * `helpwire` block of each services/<name>/package.json, decision 0015), between
 * `<!-- services:start -->` and `<!-- services:end -->`. `--check` changes nothing and exits 1 when
 * the README differs (tests/lint/readme-services.test.ts runs it).
 *
 *   npm run readme:services            # rewrite the section
 *   node scripts/readme-services.mjs --check
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const START = '<!-- services:start -->';
export const END = '<!-- services:end -->';
export const FIX_COMMAND = 'npm run readme:services';

/** Every service with a `helpwire` block, in folder order (as the kit's readServiceRegistry reads them). */
function readRegistry(servicesDir) {
  return readdirSync(servicesDir)
    .sort()
    .map((name) => ({ name, file: join(servicesDir, name, 'package.json') }))
    .filter(({ file }) => existsSync(file))
    .map(({ name, file }) => ({ name, manifest: JSON.parse(readFileSync(file, 'utf8')) }))
    .filter(({ manifest }) => manifest.helpwire)
    .map(({ name, manifest }) => ({ ...manifest.helpwire, name, description: manifest.description ?? '' }));
}

const callsFrom = (registry, caller) => registry.filter((s) => s.name !== caller && s.peers.includes(caller)).map((s) => s.name);
const portOf = (service) => (service.kind === 'grpc' ? service.grpcPort : service.port);
/** The gateway's env variable of a service's host:port (the kit's gatewayAddressOf). */
const gatewayAddressOf = (service) =>
  service.kind === 'grpc' && service.peers.includes('gateway') ? `${service.name.toUpperCase().replace(/-/g, '_')}_GRPC_ADDR` : undefined;
/** "Helpwire auth service: accounts, …" reads "accounts, …" in a table of services. */
const whatItIs = (service) =>
  service.description
    .replace(/^Helpwire('s)? /, '')
    .replace(/^\w+ service: /, '')
    .replace(/^(\w+) service$/, 'the $1 service');

function diagram(registry) {
  const edges = registry.filter((s) => s.kind === 'http');
  const services = registry.filter((s) => s.kind === 'grpc');
  const width = Math.max(...services.map((s) => `${s.name} :${s.grpcPort}`.length));
  const lines = [];
  for (const edge of edges) {
    lines.push(` browser ──► ${edge.name} :${edge.port} (metrics :${edge.metricsPort})`);
    const called = services.filter((s) => s.peers.includes(edge.name));
    lines.push('                │ gRPC (deadlines, identity metadata)');
    called.forEach((service, index) => {
      const branch = index === called.length - 1 ? '└─►' : '├─►';
      const onward = callsFrom(registry, service.name).filter((name) => name !== edge.name);
      lines.push(
        `                ${branch} ${`${service.name} :${service.grpcPort}`.padEnd(width)}${onward.length ? `  ─► ${onward.join(', ')}` : ''}`.trimEnd(),
      );
    });
  }
  for (const service of services.filter((s) => !edges.some((edge) => s.peers.includes(edge.name)))) {
    lines.push(` ${service.name} :${service.grpcPort}, called by ${service.peers.join(', ') || 'no one'}`);
  }
  lines.push(
    '',
    ' each gRPC service: PostgreSQL (its own schema, named as its folder) through drizzle;',
    ' its events through a transactional outbox to NATS JetStream (stream HELPWIRE, helpwire.<service>.<event>)',
  );
  return ['```', ...lines, '```'];
}

function table(registry) {
  const rows = registry.map((s) => {
    const gateway = gatewayAddressOf(s);
    const calledBy = s.peers.length ? s.peers.join(', ') : '—';
    return `| \`services/${s.name}\` | ${s.kind} | ${portOf(s)} | ${s.metricsPort} | ${gateway ? `\`${gateway}\`` : '—'} | ${calledBy} | ${whatItIs(s)} |`;
  });
  return [
    '| service | kind | port | metrics port | the gateway reads its address from | called by | what it is |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ];
}

/** The README section, markers included, for the registry under `servicesDir`. */
export function servicesSection(servicesDir) {
  const registry = readRegistry(servicesDir);
  return [
    START,
    `<!-- written by \`${FIX_COMMAND}\` from the helpwire blocks of services/*/package.json; edit those, not this -->`,
    ...diagram(registry),
    '',
    ...table(registry),
    END,
  ].join('\n');
}

/** The README with its section replaced; throws when the markers are missing. */
export function withServicesSection(readme, section) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md: lacks ${START} … ${END}`);
  return readme.slice(0, start) + section + readme.slice(end + END.length);
}

/**
 * Rewrites the section of `repoRoot`/README.md from `repoRoot`/services (the generator calls this
 * after registering a service); returns whether it changed. `check` only compares.
 */
export function updateReadmeServices(repoRoot, { check = false } = {}) {
  const file = join(repoRoot, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const updated = withServicesSection(readme, servicesSection(join(repoRoot, 'services')));
  if (updated !== readme && !check) writeFileSync(file, updated);
  return updated !== readme;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const changed = updateReadmeServices(root, { check });
  if (check && changed) {
    console.error(`README.md: the service table and diagram differ from the registry (services/*/package.json); run \`${FIX_COMMAND}\``);
    process.exit(1);
  }
  if (changed) console.log('README.md: service table and diagram rewritten from the registry');
}
