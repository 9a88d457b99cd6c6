import { CALL_LIMITS, RING_POLICY } from '@helpwire/contracts';
import { baseEnv, fileStorageEnv, grpcAddress as address, loadConfig, port } from '@helpwire/service-kit';
import { z } from 'zod';

/** The services the call service calls; read on their own too, since the launcher passes only shared options. */
export const callPeersEnv = z.object({
  /** host:port of the matching service (who can be rung, in-call marks); from the launcher in all-in-one. */
  MATCHING_GRPC_ADDR: address.optional(),
  /** host:port of the payment service (the hold a call needs); from the launcher in all-in-one. */
  PAYMENT_GRPC_ADDR: address.optional(),
});

const wsUrl = z.string().regex(/^wss?:\/\/\S+$/, 'must be a ws:// or wss:// URL');
/** A comma-separated list of ICE URLs (stun:, turn:, turns:), blanks dropped. */
const iceUrls = (scheme: RegExp, schemes: string) =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(scheme, `each URL must start with ${schemes}`)));

/** Where calls' media goes (decision 0025); read on their own too, since all-in-one hands them over when it starts Janus. */
export const callMediaEnv = z.object({
  /** The Janus API over WebSockets (VideoRoom rooms per call); calls go peer to peer without it. */
  JANUS_URL: wsUrl.optional(),
  /** Janus' token_auth_secret (a secret): signs the service's and each side's tokens, and derives the rooms' admin key. */
  JANUS_TOKEN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The Janus URL browsers use: a ws(s):// URL, or a path on the product's origin (`/janus`, the
   * gateway's proxy, decision 0029) that the browser resolves against its page; JANUS_URL when unset.
   */
  JANUS_PUBLIC_URL: z
    .string()
    .regex(/^(wss?:\/\/|\/)\S*$/, 'must be a ws:// or wss:// URL or a path starting with /')
    .optional(),
  /** Where Janus writes recordings, a folder per call (as Janus sees its disk); DATA_DIR/recordings when unset. */
  JANUS_RECORDINGS_DIR: z.string().optional(),
  /** STUN servers both sides use, comma-separated (stun:host:3478). */
  ICE_STUN_URLS: iceUrls(/^stuns?:/, 'stun: or stuns:'),
  /** TURN servers (coturn with use-auth-secret), comma-separated (turn:host:3478?transport=udp, turns:…). */
  ICE_TURN_URLS: iceUrls(/^turns?:/, 'turn: or turns:'),
  /** coturn's static-auth-secret (a secret): short-lived TURN credentials per side; TURN is not offered without it. */
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type CallMediaConfig = z.infer<typeof callMediaEnv>;

/**
 * How long an accepted call may last (decision 0026) and how long a ring lasts (decision 0024).
 * Only tests shorten them; production keeps the hour and RING_POLICY's 15 s.
 */
export const callLimitsEnv = z.object({
  CALL_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(CALL_LIMITS.maxSeconds),
  CALL_RING_SECONDS: z.coerce.number().int().min(1).max(RING_POLICY.ringSeconds).default(RING_POLICY.ringSeconds),
});

export function loadCallLimitsConfig(env: NodeJS.ProcessEnv = process.env): z.infer<typeof callLimitsEnv> {
  return loadConfig(callLimitsEnv, env);
}

/** The call service's environment; the ports are its helpwire block's (package.json). */
export const callEnv = baseEnv.extend({
  ...fileStorageEnv.shape,
  GRPC_PORT: port(50055),
  METRICS_PORT: port(9469),
  ...callPeersEnv.shape,
  ...callMediaEnv.shape,
  ...callLimitsEnv.shape,
});

export type CallConfig = z.infer<typeof callEnv>;

export function loadCallConfig(env: NodeJS.ProcessEnv = process.env): CallConfig {
  return loadConfig(callEnv, env);
}

export function loadCallPeersConfig(env: NodeJS.ProcessEnv = process.env): z.infer<typeof callPeersEnv> {
  return loadConfig(callPeersEnv, env);
}

/** The media settings with DATA_DIR (the recordings' default home). */
export function loadCallMediaConfig(env: NodeJS.ProcessEnv = process.env): CallMediaConfig & { DATA_DIR: string } {
  const config = loadConfig(callMediaEnv.extend(baseEnv.pick({ DATA_DIR: true }).shape), env);
  if (config.JANUS_URL && !config.JANUS_TOKEN_SECRET) throw new Error('JANUS_URL needs JANUS_TOKEN_SECRET (the token_auth_secret of that Janus)');
  if (config.ICE_TURN_URLS.length > 0 && !config.TURN_SECRET) throw new Error("ICE_TURN_URLS needs TURN_SECRET (coturn's static-auth-secret)");
  return config;
}

/** Where recordings are kept (decision 0030): the file storage settings uploads use (S3_BUCKET … or DATA_DIR/files). */
export function loadRecordingStorageConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(fileStorageEnv.extend(baseEnv.pick({ DATA_DIR: true }).shape), env);
}
