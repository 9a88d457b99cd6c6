/**
 * A service is named once: the `helpwire` block of services/<name>/package.json. The launcher, the
 * contract stack and Jest read that block; the files that must exist statically (TypeScript
 * references, the source export, the chart, skaffold, the proto index, the README) are checked against it
 * here, and each problem names the file and the entry it lacks.
 */
import { gatewayEnv } from '@helpwire/gateway';
import { gatewayAddressOf, protoPackageOf, readServiceRegistry, type RegisteredService } from '@helpwire/service-kit';
import yaml from 'js-yaml';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

const root = join(__dirname, '..', '..');
const registry = readServiceRegistry(join(root, 'services'));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const json = (file: string) => JSON.parse(read(file)) as Record<string, any>;

type Check = (service: RegisteredService) => string[];

const typescript: Check = ({ name }) => {
  const references = (json('tsconfig.build.json').references as { path: string }[]).map((r) => r.path);
  // The type checks, Jest and the web bundles read a package's sources through this condition.
  const source = json(`services/${name}/package.json`).exports?.['.']?.['@helpwire/source'];
  return [
    ...(references.includes(`services/${name}`) ? [] : [`tsconfig.build.json: references lack { "path": "services/${name}" }`]),
    ...(source === './src/index.ts' ? [] : [`services/${name}/package.json: exports["."] lacks "@helpwire/source": "./src/index.ts"`]),
    ...(existsSync(join(root, 'services', name, 'tsconfig.json')) ? [] : [`services/${name}/tsconfig.json: missing`]),
  ];
};

const chart: Check = (service) => {
  const values = yaml.load(read('charts/helpwire/values.yaml')) as { services: Record<string, any> };
  const entry = values.services[service.name];
  const file = 'charts/helpwire/values.yaml';
  if (!entry) return [`${file}: services.${service.name} is missing`];
  const port = service.kind === 'grpc' ? service.grpcPort : service.port;
  return [
    ...(entry.kind === service.kind ? [] : [`${file}: services.${service.name}.kind is ${entry.kind}, the registry says ${service.kind}`]),
    ...(entry.port === port ? [] : [`${file}: services.${service.name}.port is ${entry.port}, the registry says ${port}`]),
    ...(entry.metrics?.port === service.metricsPort
      ? []
      : [`${file}: services.${service.name}.metrics.port is ${entry.metrics?.port}, the registry says ${service.metricsPort}`]),
    ...(entry.image?.repository === `helpwire/${service.name}`
      ? []
      : [`${file}: services.${service.name}.image.repository should be helpwire/${service.name}`]),
    ...([...(entry.networkPolicy?.allowFrom ?? [])].sort().join() === [...service.peers].sort().join()
      ? []
      : [
          `${file}: services.${service.name}.networkPolicy.allowFrom is [${entry.networkPolicy?.allowFrom ?? ''}], the registry's peers are [${service.peers}]`,
        ]),
  ];
};

const skaffold: Check = ({ name }) => {
  const config = yaml.load(read('skaffold.yaml')) as any;
  const image = `helpwire/${name}`;
  const artifact = (config.build.artifacts as any[]).find((a) => a.image === image);
  const templates = config.deploy.helm.releases[0].setValueTemplates as Record<string, string>;
  return [
    ...(artifact?.docker?.buildArgs?.SERVICE === name ? [] : [`skaffold.yaml: build.artifacts lacks image ${image} with buildArgs.SERVICE: ${name}`]),
    ...(templates[`services.${name}.image.repository`] && templates[`services.${name}.image.tag`]
      ? []
      : [`skaffold.yaml: setValueTemplates lack services.${name}.image.repository and .tag`]),
  ];
};

const proto: Check = ({ name, proto: file }) => {
  if (!file) return [];
  const generated = `./gen/${file.replace(/\.proto$/, '')}`;
  return [
    ...(existsSync(join(root, 'proto', file)) ? [] : [`proto/${file}: missing (services/${name}/package.json helpwire.proto)`]),
    ...(read('proto/src/index.ts').includes(`from '${generated}'`) ? [] : [`proto/src/index.ts: lacks export * as ${name} from '${generated}'`]),
  ];
};

const defaultOf = (schema: z.ZodObject, key: string) => schema.shape[key]?.safeParse(undefined).data as unknown;

async function exportsOf(service: RegisteredService): Promise<string[]> {
  const module = (await import(service.packageName)) as Record<string, unknown>;
  const env = module[service.env] as z.ZodObject | undefined;
  const where = `services/${service.name}/src/index.ts`;
  if (!env?.shape) return [`${where}: does not export the env schema ${service.env} (helpwire.env)`];
  const port = service.kind === 'grpc' ? ['GRPC_PORT', service.grpcPort] : ['PORT', service.port];
  return [
    ...(typeof module[service.start] === 'function' ? [] : [`${where}: does not export the start function ${service.start} (helpwire.start)`]),
    ...(defaultOf(env, port[0] as string) === port[1]
      ? []
      : [`${where}: ${service.env}.${port[0]} defaults to ${defaultOf(env, port[0] as string)}, the registry says ${port[1]}`]),
    ...(defaultOf(env, 'METRICS_PORT') === service.metricsPort
      ? []
      : [`${where}: ${service.env}.METRICS_PORT defaults to ${defaultOf(env, 'METRICS_PORT')}, the registry says ${service.metricsPort}`]),
  ];
}

/** The gateway reads `<NAME>_GRPC_ADDR` of every service whose peers name it, defaulting to its registered port. */
function gatewayAddress(service: RegisteredService): string[] {
  const variable = gatewayAddressOf(service);
  if (!variable) return [];
  const fallback = defaultOf(gatewayEnv, variable);
  return fallback === `127.0.0.1:${service.grpcPort}`
    ? []
    : [`services/gateway: gatewayEnv.${variable} defaults to ${String(fallback)}, the registry says 127.0.0.1:${service.grpcPort}`];
}

const peers: Check = (service) =>
  service.peers
    .filter((peer) => !registry.some((s) => s.name === peer))
    .map((peer) => `services/${service.name}/package.json: helpwire.peers names ${peer}, which declares no helpwire block`);

describe('the service registry (helpwire blocks in services/*/package.json)', () => {
  it('declares the gateway and every service', () => {
    expect(registry.map((s) => s.name)).toEqual(expect.arrayContaining(['auth', 'content', 'gateway']));
  });

  it('gives every service its own ports', () => {
    const ports = registry.flatMap((s) => [s.kind === 'grpc' ? s.grpcPort : s.port, s.metricsPort].map((port) => `${port} ${s.name}`));
    const taken = new Map<string, string>();
    const clashes = ports.flatMap((entry) => {
      const [port, name] = entry.split(' ') as [string, string];
      const owner = taken.get(port);
      taken.set(port, name);
      return owner ? [`port ${port}: both ${owner} and ${name} (services/${name}/package.json)`] : [];
    });
    expect(clashes).toEqual([]);
  });

  it('gives every service its own proto package (the gateway sends each API to the service whose package declares it)', () => {
    const owners = new Map<string, string>();
    const clashes = registry.flatMap((service) => {
      const protoPackage = protoPackageOf(service);
      if (!protoPackage) return [];
      const owner = owners.get(protoPackage);
      owners.set(protoPackage, service.name);
      return owner ? [`proto package ${protoPackage}: both ${owner} and ${service.name} (services/${service.name}/package.json helpwire.proto)`] : [];
    });
    expect(clashes).toEqual([]);
  });

  it('is matched by TypeScript, the chart, skaffold, the proto index, the exports and the gateway', async () => {
    const problems: string[] = [];
    for (const service of registry) {
      problems.push(...typescript(service), ...chart(service), ...skaffold(service), ...proto(service), ...peers(service));
      problems.push(...(await exportsOf(service)), ...gatewayAddress(service));
    }
    expect(problems).toEqual([]);
  });
});
