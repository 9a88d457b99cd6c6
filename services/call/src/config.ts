import { baseEnv, loadConfig, port } from '@helpwire/service-kit';
import { z } from 'zod';

const address = z.string().regex(/^[^\s:]+:\d+$/, 'must be host:port');

/** The services the call service calls; read on their own too, since the launcher passes only shared options. */
export const callPeersEnv = z.object({
  /** host:port of the matching service (who can be rung, in-call marks); from the launcher in all-in-one. */
  MATCHING_GRPC_ADDR: address.optional(),
  /** host:port of the payment service (the default card a call needs); from the launcher in all-in-one. */
  PAYMENT_GRPC_ADDR: address.optional(),
});

/** The call service's environment; the ports are its helpwire block's (package.json). */
export const callEnv = baseEnv.extend({
  GRPC_PORT: port(50055),
  METRICS_PORT: port(9469),
  ...callPeersEnv.shape,
});

export type CallConfig = z.infer<typeof callEnv>;

export function loadCallConfig(env: NodeJS.ProcessEnv = process.env): CallConfig {
  return loadConfig(callEnv, env);
}

export function loadCallPeersConfig(env: NodeJS.ProcessEnv = process.env): z.infer<typeof callPeersEnv> {
  return loadConfig(callPeersEnv, env);
}
