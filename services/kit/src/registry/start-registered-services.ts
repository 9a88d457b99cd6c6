import { gatewayAddressOf, readServiceRegistry, type RegisteredServiceOptions, type StartRegisteredService } from './service-registry';

export interface RunningRegisteredService {
  name: string;
  /** host:port of its gRPC server. */
  address: string;
  port: number;
  /** The gateway's env variable for this address (`gatewayAddressOf`), when the gateway calls it. */
  gatewayAddress?: string;
  stop(): Promise<void>;
  /** Runs the service's background jobs once now and waits for them, when it has some (all-in-one's demo history). */
  runJobsNow?: () => Promise<void>;
}

/** The gateway's address variables of the started services, e.g. `{ PAYMENT_GRPC_ADDR: '127.0.0.1:40123' }`. */
export function gatewayAddressesOf(services: RunningRegisteredService[]): Record<string, string> {
  return Object.fromEntries(services.flatMap((s) => (s.gatewayAddress ? [[s.gatewayAddress, s.address]] : [])));
}

/**
 * The services in an order where each one starts after every service it calls (a service that
 * lists another in its `peers` is called by it), folder order otherwise; a cycle keeps folder order.
 */
export function calledFirst<S extends { name: string; peers: string[] }>(services: readonly S[]): S[] {
  const ordered: S[] = [];
  const visiting = new Set<string>();
  const visit = (service: S) => {
    if (ordered.includes(service) || visiting.has(service.name)) return;
    visiting.add(service.name);
    for (const callee of services) if (callee.peers.includes(service.name)) visit(callee);
    ordered.push(service);
  };
  for (const service of services) visit(service);
  return ordered;
}

/**
 * Options only one caller has for one service, by the service's folder name, laid over the shared
 * ones: e.g. content's `seed` flag, auth's JWT secret, message sender and file storage.
 */
export type OwnServiceOptions = Readonly<Record<string, object>>;

/**
 * Starts every gRPC service declared in services/<name>/package.json (`helpwire` block) with the
 * shared database and bus, on loopback ports, each after the services it calls (their addresses
 * are in its `addresses`): a service made by `npm run new:service` runs in all-in-one mode and in
 * the contract stack with no edit. Calls `onStarted` as each one is up, so the caller can stop
 * those already started when a later one fails.
 */
export async function startRegisteredServices(
  servicesDir: string,
  shared: Omit<RegisteredServiceOptions, 'grpcPort' | 'grpcHost'>,
  onStarted: (service: RunningRegisteredService) => void,
  own: OwnServiceOptions = {},
): Promise<void> {
  const services = calledFirst(readServiceRegistry(servicesDir).filter((s) => s.kind === 'grpc'));
  const addresses: Record<string, string> = { ...shared.addresses };
  for (const service of services) {
    const module = (await import(service.packageName)) as Record<string, unknown>;
    const start = module[service.start] as StartRegisteredService | undefined;
    if (typeof start !== 'function')
      throw new Error(`${service.packageName} does not export ${service.start} (services/${service.name}/package.json helpwire.start)`);
    const options = {
      ...shared,
      ...own[service.name],
      logger: shared.logger.child({ service: service.name }),
      grpcPort: 0,
      grpcHost: '127.0.0.1',
      addresses: { ...addresses },
    };
    const running = await start(options);
    addresses[service.name] = `127.0.0.1:${running.port}`;
    onStarted({
      name: service.name,
      address: addresses[service.name]!,
      port: running.port,
      gatewayAddress: gatewayAddressOf(service),
      stop: () => running.stop(),
      ...(running.runJobsNow && { runJobsNow: running.runJobsNow }),
    });
  }
}
