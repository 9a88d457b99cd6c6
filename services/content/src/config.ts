import { baseEnv, booleanFlag, loadConfig, port } from '@helpwire/service-kit';
import { type z } from 'zod';

export const contentEnv = baseEnv.extend({
  GRPC_PORT: port(50051),
  METRICS_PORT: port(9464),
  /** Loads the demo categories, FAQ, tutorials, policies and services (idempotent upserts). */
  SEED_CONTENT: booleanFlag(true),
});

export type ContentConfig = z.infer<typeof contentEnv>;

export function loadContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  return loadConfig(contentEnv, env);
}
