import { DEFAULT_COMMISSION_BASIS_POINTS } from '@helpwire/contracts/call-pricing';
import { baseEnv, grpcAddress, loadConfig, port } from '@helpwire/service-kit';
import { z } from 'zod';

/**
 * Which card provider runs: Stripe when STRIPE_SECRET_KEY is set, the in-process sandbox (Stripe's
 * test-card behaviour, no keys) otherwise. Read on its own as well, because the launcher and the
 * contract stack start the service with the shared options only.
 */
export const cardProviderEnv = z.object({
  /** Stripe secret key (sk_test_… / sk_live_… or a restricted rk_…); without it cards use the sandbox. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…, rk_…)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Stripe publishable key (pk_…) the web's Stripe Elements use; served in runtime-config.json. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Signing secret (whsec_…) of the Stripe webhook endpoint POST /api/v1/payment/webhook. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Another Stripe API base URL (the local Stripe double in tests, e.g. http://127.0.0.1:12111); api.stripe.com otherwise. */
  STRIPE_API_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type CardProviderConfig = z.infer<typeof cardProviderEnv>;

/**
 * How calls are charged: the platform's commission and where category rates come from. Read on its
 * own as well, since the launcher and the contract stack pass only the shared options.
 */
export const chargeEnv = z.object({
  /** The platform's commission in basis points (2000 = 20 %, ARCHITECTURE §5: configurable). */
  COMMISSION_BASIS_POINTS: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_COMMISSION_BASIS_POINTS),
  /** host:port of the content service (the categories' rates); from the launcher in all-in-one. */
  CONTENT_GRPC_ADDR: grpcAddress.optional(),
});

export type ChargeConfig = z.infer<typeof chargeEnv>;

export function loadChargeConfig(env: NodeJS.ProcessEnv = process.env): ChargeConfig {
  return loadConfig(chargeEnv, env);
}

/** The payment service's environment; the ports are its helpwire block's (package.json). */
export const paymentEnv = baseEnv.extend({
  GRPC_PORT: port(50053),
  METRICS_PORT: port(9467),
  ...cardProviderEnv.shape,
  ...chargeEnv.shape,
  /** AES-256 key sealing helpers' bank details (bank/bank-details-key.ts): required in production. */
  BANK_DETAILS_KEY: z.string().optional(),
});

export type PaymentConfig = z.infer<typeof paymentEnv>;

export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  return loadConfig(paymentEnv, env);
}

export function loadCardProviderConfig(env: NodeJS.ProcessEnv = process.env): CardProviderConfig {
  return loadConfig(cardProviderEnv, env);
}
