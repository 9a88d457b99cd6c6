import { credentials, Metadata } from '@grpc/grpc-js';
import { health } from '@helpwire/proto';
import type { DependencyCheck } from '@helpwire/service-kit';

/** Asks an upstream's grpc.health.v1 whether it is SERVING. */
export function grpcHealthCheck(name: string, address: string, service = ''): DependencyCheck & { close(): void } {
  const client = new health.HealthClient(address, credentials.createInsecure());
  return {
    name,
    close: () => client.close(),
    check: () =>
      new Promise<void>((resolve, reject) => {
        client.check({ service }, new Metadata(), { deadline: Date.now() + 1500 }, (error, response) => {
          if (error) return reject(new Error(error.details || error.message));
          if (response.status !== health.HealthCheckResponse_ServingStatus.SERVING) {
            return reject(new Error(`status ${health.HealthCheckResponse_ServingStatus[response.status]}`));
          }
          resolve();
        });
      }),
  };
}
