import { callMediaEnv } from '@helpwire/call';
import { authEnv, fileStorageEnv, socialSignInEnv } from '@helpwire/auth';
import { contentEnv } from '@helpwire/content';
import { gatewayOwnEnv } from '@helpwire/gateway';
import { cardProviderEnv } from '@helpwire/payment';
import { booleanFlag, loadConfig, messagingEnv, port } from '@helpwire/service-kit';
import { z } from 'zod';

/**
 * All-in-one mode reads the same variables as the separate services (one table in the README);
 * the ports of the internal gRPC servers are picked free on loopback.
 */
export const allInOneEnv = contentEnv
  .omit({ GRPC_PORT: true, METRICS_PORT: true })
  .extend(authEnv.pick({ SESSION_TTL_HOURS: true }).shape)
  .extend(messagingEnv.shape)
  .extend(socialSignInEnv.shape)
  .extend(fileStorageEnv.shape)
  .extend(gatewayOwnEnv.omit({ NODE_ENV: true, LOG_LEVEL: true }).shape)
  .extend(cardProviderEnv.shape)
  .extend(callMediaEnv.shape)
  .extend({
    /** Starts Janus as a child process when a janus binary is on PATH and JANUS_URL is not set (decision 0025). */
    JANUS_START: booleanFlag(true),
    /** The WebSockets port of the Janus started here; a free one unless set. */
    JANUS_WS_PORT: port(0),
    /** The address that Janus' WebSockets bind; loopback unless set. */
    JANUS_WS_IP: z.string().default('127.0.0.1'),
    /** Prometheus /metrics of the whole process on HOST; a free port unless set (printed at start). */
    METRICS_PORT: port(0),
    /** GA4 measurement id for page views; none are sent without it. */
    GA4_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
      .optional(),
    /** The machine-translation widget for languages other than en and ar; "off" disables it. */
    MACHINE_TRANSLATION_SCRIPT_URL: z.string().default('https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit'),
    /** Seeds admin@, user@ and helper@helpwire.local on the first start. */
    SEED_DEMO_ACCOUNTS: booleanFlag(true),
    /** With the demo accounts, on their first start: four weeks of their calls, charges, reviews, a dispute and a withdrawal (sandbox payments only). */
    SEED_DEMO_HISTORY: booleanFlag(true),
    /** The demo accounts' password; generated once (DATA_DIR/demo-password) without it. */
    HELPWIRE_DEMO_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  });

export type AllInOneConfig = z.infer<typeof allInOneEnv>;

export function loadAllInOneConfig(env: NodeJS.ProcessEnv = process.env): AllInOneConfig {
  return loadConfig(allInOneEnv, env);
}
