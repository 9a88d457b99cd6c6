/**
 * Configuration the server hands the browser at run time (`/runtime-config.json`): where each
 * remote's manifest lives and optional integrations. Nothing here is baked into a bundle.
 */
export interface RuntimeConfig {
  apiBase: string;
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  /** GA4 measurement id; page views go nowhere without it. */
  ga4MeasurementId?: string;
  /** Script URL of the machine-translation widget; other languages fall back to English without it. */
  machineTranslationScript?: string;
  /**
   * How cards are entered (docs/payment-api.md; `paymentsRuntimeConfigSchema` in @helpwire/contracts):
   * the in-process sandbox's test form, or Stripe Elements with the publishable key (pk_...).
   * Absent: card entry is off.
   */
  payments?: { provider: 'sandbox' | 'stripe'; publishableKey?: string };
}

let current: RuntimeConfig = { apiBase: '/api/v1', remotes: {} };

export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime config answered ${response.status}`);
  current = { ...current, ...((await response.json()) as Partial<RuntimeConfig>) };
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...current, ...config };
}
