import type { ServerWritableStream, sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import { status as GrpcStatus } from '@grpc/grpc-js';
import { health } from '@helpwire/proto';

const { HealthCheckResponse_ServingStatus: ServingStatus } = health;
type ServingStatus = health.HealthCheckResponse_ServingStatus;

/**
 * The health name a liveness probe asks: SERVING for as long as the process answers at all, whatever
 * its dependencies do, so a database or bus outage never gets a pod restarted (only taken out of
 * the load balancer by readiness).
 */
export const LIVENESS_SERVICE = 'liveness';

/**
 * The grpc.health.v1 service of one process. "" (the whole server, what a readiness probe asks) and
 * every hosted service name start NOT_SERVING and turn SERVING only while the dependencies answer;
 * LIVENESS_SERVICE is always SERVING.
 */
export class HealthReporter {
  private readonly statuses = new Map<string, ServingStatus>();
  private readonly watchers = new Map<string, Set<ServerWritableStream<health.HealthCheckRequest, health.HealthCheckResponse>>>();

  constructor(serviceNames: string[]) {
    for (const name of ['', ...serviceNames]) this.statuses.set(name, ServingStatus.NOT_SERVING);
    this.statuses.set(LIVENESS_SERVICE, ServingStatus.SERVING);
  }

  /** Sets the dependency-gated names (never LIVENESS_SERVICE). */
  setServing(serving: boolean): void {
    const next = serving ? ServingStatus.SERVING : ServingStatus.NOT_SERVING;
    for (const name of this.statuses.keys()) {
      if (name === LIVENESS_SERVICE || this.statuses.get(name) === next) continue;
      this.statuses.set(name, next);
      for (const watcher of this.watchers.get(name) ?? []) watcher.write({ status: next });
    }
  }

  isServing(): boolean {
    return this.statuses.get('') === ServingStatus.SERVING;
  }

  /** Ends open Watch streams, so a server can shut down without waiting for them. */
  close(): void {
    for (const set of this.watchers.values()) for (const watcher of set) watcher.end();
    this.watchers.clear();
  }

  readonly implementation: health.HealthServer = {
    check: (call: ServerUnaryCall<health.HealthCheckRequest, health.HealthCheckResponse>, callback: sendUnaryData<health.HealthCheckResponse>) => {
      const current = this.statuses.get(call.request.service);
      if (current === undefined) {
        callback({ code: GrpcStatus.NOT_FOUND, details: `unknown service ${call.request.service}` });
        return;
      }
      callback(null, { status: current });
    },
    watch: (call: ServerWritableStream<health.HealthCheckRequest, health.HealthCheckResponse>) => {
      const name = call.request.service;
      call.write({ status: this.statuses.get(name) ?? ServingStatus.SERVICE_UNKNOWN });
      const set = this.watchers.get(name) ?? new Set();
      set.add(call);
      this.watchers.set(name, set);
      call.on('cancelled', () => set.delete(call));
    },
  };
}
