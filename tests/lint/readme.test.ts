import { gatewayAddressOf, readServiceRegistry } from '@helpwire/service-kit';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

const root = join(__dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const registry = readServiceRegistry(join(root, 'services'));
/** The gateway's `<NAME>_GRPC_ADDR` variables: the service table names each (tests/lint/readme-services.test.ts). */
const gatewayAddresses = new Set(registry.flatMap((s) => gatewayAddressOf(s) ?? []));

/** Each registered service's env schema (helpwire.env), by service name. */
async function envSchemas(): Promise<Record<string, z.ZodObject>> {
  const entries = await Promise.all(
    registry.map(async (service) => [service.name, ((await import(service.packageName)) as Record<string, z.ZodObject>)[service.env]!] as const),
  );
  return Object.fromEntries(entries);
}

/** Who reads a variable, by its README row: `all`, `every service` (each gRPC service) or names. */
function readersIn(name: string): string[] {
  const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
  const usedBy = (row?.split('|')[2] ?? '').split(',').map((reader) => reader.trim());
  return usedBy.flatMap((reader) => (reader === 'every service' ? registry.filter((s) => s.kind === 'grpc').map((s) => s.name) : [reader]));
}

describe('README stays true', () => {
  it('starts with exactly the two commands', () => {
    const firstBlock = readme.split('```')[1]!;
    const commands = firstBlock.split('\n').filter((line) => line.trim() && !line.startsWith('sh'));
    expect(commands.map((line) => line.split('#')[0]!.trim())).toEqual(['npm start', 'npm test']);
  });

  it('documents every environment variable the services read', async () => {
    const variables = new Set(Object.values(await envSchemas()).flatMap((env) => Object.keys(env.shape)));
    const undocumented = [...variables].filter((name) => !readme.includes(`| \`${name}\` |`));
    expect(undocumented).toEqual([]);
  });

  it('points only at docs/ files that exist (links and code spans alike)', () => {
    const named = [...readme.matchAll(/(?:\]\(|`)(docs\/[^)`\s#]*)/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('links a runbook for each server it depends on, and for rotating secrets', () => {
    const runbooks = [...readme.matchAll(/\]\((docs\/runbooks\/[^)]+\.md)\)/g)].map((match) => match[1]!);
    expect(runbooks).toEqual(
      expect.arrayContaining(['postgresql-down', 'nats-down', 'redis-down', 'janus-down', 'rotating-secrets'].map((name) => `docs/runbooks/${name}.md`)),
    );
  });

  it('names in each row every service that reads the variable', async () => {
    const missing = Object.entries(await envSchemas()).flatMap(([service, env]) =>
      Object.keys(env.shape)
        .filter((name) => {
          const usedBy = readersIn(name);
          if (service === 'gateway' && gatewayAddresses.has(name)) return false;
          return !usedBy.includes('all') && !usedBy.includes(service);
        })
        .map((name) => `${name}: ${service}`),
    );
    expect(missing).toEqual([]);
  });
});
