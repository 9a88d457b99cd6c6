import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/database';
import type { EventBus } from '../events/event-bus';
import type { Logger } from '../logging/logger';
import type { DevMailbox } from '../messaging/dev-mailbox';

/**
 * What a service says about itself, once, in the `helpwire` block of services/<folder>/package.json.
 * The launcher, the contract-test stack, the gateway (its config, clients and health checks) and Jest
 * read it; scripts/readme-services.mjs writes the README's diagram and service table from it; the
 * chart, skaffold and TypeScript are checked against it by tests/lint/service-registry.test.ts.
 */
export interface ServiceDeclaration {
  /** `grpc` for a service behind the gateway, `http` for the gateway itself. */
  kind: 'grpc' | 'http';
  /** Default gRPC port (GRPC_PORT) of a gRPC service. */
  grpcPort?: number;
  /** Default HTTP port (PORT) of the gateway. */
  port?: number;
  /** Default Prometheus port (METRICS_PORT). */
  metricsPort: number;
  /** Name of the zod env schema the package exports. */
  env: string;
  /** Name of the start function the package exports (`startXService(options)`). */
  start: string;
  /** Services of the release that may call this one (the chart's networkPolicy.allowFrom). */
  peers: string[];
  /** Its proto file, under proto/. */
  proto?: string;
}

export interface RegisteredService extends ServiceDeclaration {
  /** The folder under services/ (also the chart key, the image name and the schema name). */
  name: string;
  /** The npm package name (@helpwire/<name>). */
  packageName: string;
  dir: string;
}

/** Every service under `servicesDir` that declares a `helpwire` block, in folder order. */
export function readServiceRegistry(servicesDir: string): RegisteredService[] {
  return readdirSync(servicesDir)
    .sort()
    .map((name) => ({ name, file: join(servicesDir, name, 'package.json') }))
    .filter(({ file }) => existsSync(file))
    .flatMap(({ name, file }) => {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name: string; helpwire?: ServiceDeclaration };
      return manifest.helpwire ? [{ ...manifest.helpwire, name, packageName: manifest.name, dir: join(servicesDir, name) }] : [];
    });
}

/**
 * The gateway's env variable holding a service's host:port, `<NAME>_GRPC_ADDR` (the chart sets it on
 * the gateway for every gRPC service): for every gRPC service whose `peers` name the gateway (the
 * others' NetworkPolicy refuses it), none otherwise.
 */
export function gatewayAddressOf(service: Pick<ServiceDeclaration, 'kind' | 'peers'> & { name: string }): string | undefined {
  if (service.kind !== 'grpc' || !service.peers.includes('gateway')) return undefined;
  return `${service.name.toUpperCase().replace(/-/g, '_')}_GRPC_ADDR`;
}

/** The proto package of a service's gRPC API, from its `proto` file: `helpwire/payment/v1/payment.proto` is `helpwire.payment.v1`. */
export function protoPackageOf(service: Pick<ServiceDeclaration, 'proto'>): string | undefined {
  const folder = service.proto?.split('/').slice(0, -1);
  return folder && folder.length > 0 ? folder.join('.') : undefined;
}

/** What the launcher and the contract stack hand a registered service's start function. */
export interface RegisteredServiceOptions {
  database: DatabaseHandle;
  bus: EventBus;
  logger: Logger;
  grpcPort: number;
  grpcHost?: string;
  /**
   * host:port of the registered services already started, by name: a service that calls another
   * (it is in that one's `peers`) finds it here; started earlier because of that (startRegisteredServices).
   */
  addresses?: Readonly<Record<string, string>>;
  /**
   * Settings the launcher made for this run, read over the process environment: e.g. JANUS_URL and
   * JANUS_TOKEN_SECRET of the Janus all-in-one started itself.
   */
  env?: Readonly<Record<string, string>>;
  /**
   * All-in-one's development mailbox (when SMTP_URL is not set): every service that sends e-mail or
   * SMS writes to this one, which the launcher serves at /dev/messages. A service makes its own without it.
   */
  mailbox?: DevMailbox;
}

export type StartRegisteredService = (options: RegisteredServiceOptions) => Promise<{ port: number; stop(): Promise<void>; runJobsNow?: () => Promise<void> }>;
