import type { matching } from '@helpwire/proto';
import type { Identity, PromiseClient } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';

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
  /** One turn's heartbeats: the helpers whose HELPER sockets this replica holds (one call for all of them). */
  heartbeats(helperIds: readonly string[]): Promise<PresenceLease | void>;
  /** The helper's last socket closed (on every gateway replica). */
  disconnected(helper: Identity): Promise<void>;
}

/** The heartbeat period when matching names none (well inside its time to live). */
export const DEFAULT_HEARTBEAT_MS = 5000;

/** A protobuf Duration (int64 seconds as a decimal string, nanos) in whole milliseconds. */
function durationMs(duration: { seconds: string; nanos: number }): number {
  return Number(duration.seconds) * 1000 + Math.floor(duration.nanos / 1_000_000);
}

function leaseOf(presence: matching.HelperPresence | undefined): PresenceLease | void {
  if (presence?.heartbeatInterval) return { heartbeatIntervalMs: durationMs(presence.heartbeatInterval) };
}

/**
 * Presence reported to the matching service: HelperConnected and HelperDisconnected with the
 * helper's own identity, HelperHeartbeats for a turn's helpers at once (the gateway's own request);
 * the heartbeat period comes from matching's answer.
 */
export function helperPresenceFor(client: PromiseClient<matching.MatchingServiceClient>, deadlineMs: number): HelperPresence {
  return {
    connected: async (helper) => leaseOf((await client.helperConnected({}, { identity: helper, deadlineMs })).presence),
    heartbeats: async (helperIds) =>
      leaseOf((await client.helperHeartbeats({ helperIds: [...helperIds] }, { identity: { requestId: randomUUID(), language: 'en' }, deadlineMs })).presence),
    disconnected: async (helper) => {
      await client.helperDisconnected({}, { identity: helper, deadlineMs });
    },
  };
}
