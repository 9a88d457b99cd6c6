import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** Another API base (the local Stripe double in tests, e.g. http://127.0.0.1:12111); Stripe's own otherwise. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/** The Stripe SDK, pointed at api.stripe.com or at `apiBaseUrl` (host, port, protocol). */
export function createStripeClient({ secretKey, apiBaseUrl, timeoutMs = 20_000 }: StripeClientOptions): Stripe {
  const base = apiBaseUrl ? new URL(apiBaseUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: timeoutMs,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}
