import type { Client } from '@grpc/grpc-js';
import { createPromiseClient, type ClientConstructor, type DependencyCheck, type PromiseClient } from '@helpwire/service-kit';
import { grpcHealthCheck } from '../health/readiness-probes';
import type { Upstream } from './gateway-registry';

/** The gateway's connections to the services it calls, made from the registry. */
export interface UpstreamConnections {
  /**
   * A client of a gRPC API (e.g. `charge.ChargeServiceClient`), at the address of the registered
   * service whose proto package declares it (`helpwire.payment.v1` is the payment service's); one per
   * API, however often asked. Throws when no service the gateway calls declares that package.
   */
  client: <C extends Client>(constructor: ClientConstructor<C>) => PromiseClient<C>;
  /** One check per upstream, each asking that service's own grpc.health.v1 (listed in /readyz). */
  checks: DependencyCheck[];
  close(): void;
}

/** `helpwire.payment.v1` of a client whose methods' paths are `/helpwire.payment.v1.ChargeService/…`. */
function protoPackageOfClient(constructor: ClientConstructor<Client>): { serviceName: string; protoPackage: string } {
  const path = Object.values(constructor.service)[0]?.path ?? '';
  const serviceName = path.split('/')[1] ?? '';
  return { serviceName, protoPackage: serviceName.split('.').slice(0, -1).join('.') };
}

/**
 * Opens a health check for each upstream at its address in `addresses` (the gateway's config, keyed
 * by `<NAME>_GRPC_ADDR`) and makes clients as they are asked for. Connections open lazily: an
 * upstream that is down costs nothing until a request needs it.
 */
export function connectUpstreams(upstreams: readonly Upstream[], addresses: Readonly<Record<string, unknown>>): UpstreamConnections {
  const addressOf = (upstream: Upstream) => {
    const address = addresses[upstream.addressVariable];
    if (typeof address !== 'string') throw new Error(`${upstream.addressVariable}: the address of the ${upstream.name} service is not set`);
    return address;
  };
  const health = upstreams.map((upstream) => grpcHealthCheck(upstream.name, addressOf(upstream)));
  const clients = new Map<ClientConstructor<Client>, PromiseClient<Client>>();
  return {
    client: <C extends Client>(constructor: ClientConstructor<C>): PromiseClient<C> => {
      const made = clients.get(constructor);
      if (made) return made as PromiseClient<C>;
      const { serviceName, protoPackage } = protoPackageOfClient(constructor);
      const upstream = upstreams.find((u) => u.protoPackage === protoPackage);
      if (!upstream) {
        throw new Error(
          `${serviceName}: no service the gateway calls declares the proto package ${protoPackage} (helpwire.proto, with "gateway" in helpwire.peers, in services/<name>/package.json)`,
        );
      }
      const client = createPromiseClient(constructor, addressOf(upstream));
      clients.set(constructor, client as PromiseClient<Client>);
      return client;
    },
    checks: health,
    close() {
      for (const client of clients.values()) client.close();
      for (const check of health) check.close();
    },
  };
}
