import type { Identity, Logger } from '@helpwire/service-kit';
import type { GatewayConfig } from '../config';

/** How long a helper stays online without another heartbeat, and how often to send one. */
export interface PresenceLease {
  heartbeatIntervalMs: number;
}

/**
 * Helper presence for matching (issue 11: a helper who disconnects stops being offered within 10 s).
 * The identity is the helper's own session (the matching service's HelperConnected,
 * HelperHeartbeat and HelperDisconnected read who is calling from it).
 */
export interface HelperPresence {
  connected(helper: Identity): Promise<PresenceLease | void>;
  heartbeat(helper: Identity): Promise<PresenceLease | void>;
  /** The helper's last socket closed (on every gateway replica). */
  disconnected(helper: Identity): Promise<void>;
}

/** The heartbeat period when matching names none (well inside its time to live). */
export const DEFAULT_HEARTBEAT_MS = 5000;

/** When no matching service is configured (a gateway run without it): presence is logged, nothing more. */
export function unconfiguredPresence(logger: Logger): HelperPresence {
  return {
    async connected(helper) {
      logger.debug({ helperId: helper.userId }, 'helper connected (no matching service configured)');
    },
    async heartbeat() {},
    async disconnected(helper) {
      logger.debug({ helperId: helper.userId }, 'helper disconnected (no matching service configured)');
    },
  };
}

/**
 * The one place presence is wired (MATCHING_GRPC_ADDR joins the gateway's config with the matching
 * service). Today the gateway has no matching client, so an address is a
 * configuration this build cannot honour: it refuses to start rather than pretend helpers are
 * online. The merge with the matching service replaces that branch with a HelperPresence over
 * `createPromiseClient(matching.MatchingServiceClient, matchingAddress)` (HelperConnected,
 * HelperHeartbeat, HelperDisconnected with the helper's identity; the lease from the answer).
 */
export function helperPresenceFor(config: GatewayConfig & { MATCHING_GRPC_ADDR?: string }, logger: Logger): HelperPresence {
  const matchingAddress = config.MATCHING_GRPC_ADDR;
  if (matchingAddress) throw new Error('MATCHING_GRPC_ADDR is set, but this gateway build has no matching client to report presence to');
  return unconfiguredPresence(logger);
}
