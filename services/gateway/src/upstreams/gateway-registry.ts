import { gatewayAddressOf, protoPackageOf, readServiceRegistry, type RegisteredService } from '@helpwire/service-kit';
import { join } from 'node:path';

/** services/, from src/upstreams or dist/upstreams (the image keeps every service's package.json). */
const servicesDir = join(__dirname, '..', '..', '..');

/** A service the gateway calls, as the registry declares it. */
export interface Upstream {
  name: string;
  /** The gateway's env variable of its host:port (`<NAME>_GRPC_ADDR`). */
  addressVariable: `${string}_GRPC_ADDR`;
  /** Where it listens when run on this machine: its registered gRPC port on loopback. */
  defaultAddress: string;
  /** The proto package of its gRPC API (`helpwire.payment.v1`): every client of that package goes to it. */
  protoPackage?: string;
}

export interface GatewayRegistry {
  /** The gateway's own block (its HTTP and metrics ports). */
  own: RegisteredService & { port: number };
  /** Every gRPC service whose `peers` name the gateway, in folder order. */
  upstreams: Upstream[];
}

/** The gateway's view of the service registry (decision 0015): its own ports and the services it calls. */
export function readGatewayRegistry(dir = servicesDir): GatewayRegistry {
  const registry = readServiceRegistry(dir);
  const own = registry.find((s) => s.name === 'gateway');
  if (!own?.port) throw new Error(`${join(dir, 'gateway', 'package.json')}: no helpwire block with a port`);
  const upstreams = registry.flatMap((service): Upstream[] => {
    const addressVariable = gatewayAddressOf(service) as Upstream['addressVariable'] | undefined;
    if (!addressVariable) return [];
    if (!service.grpcPort) throw new Error(`${join(dir, service.name, 'package.json')}: helpwire.grpcPort is missing`);
    return [{ name: service.name, addressVariable, defaultAddress: `127.0.0.1:${service.grpcPort}`, protoPackage: protoPackageOf(service) }];
  });
  return { own: { ...own, port: own.port }, upstreams };
}
