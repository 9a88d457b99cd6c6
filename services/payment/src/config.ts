import { baseEnv, loadConfig, port } from '@helpwire/service-kit';
import { type z } from 'zod';

/** The payment service's environment; the ports are its helpwire block's (package.json). */
export const paymentEnv = baseEnv.extend({
  GRPC_PORT: port(50053),
  METRICS_PORT: port(9467),
});

export type PaymentConfig = z.infer<typeof paymentEnv>;

export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  return loadConfig(paymentEnv, env);
}
