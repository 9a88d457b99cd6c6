import type { SocialProvider } from './contracts';

/** One provider as GET /auth/providers lists it: enabled, with our public client id there. */
export interface EnabledProvider {
  provider: SocialProvider;
  clientId: string;
}

interface ProviderEntry {
  /** The brand name in "Continue with …" (never translated). */
  name: string;
  /** The letter on the neutral badge beside the name (no brand images). */
  badge: string;
  /**
   * How the ID token is obtained: Google Identity Services' own button, or an OpenID Connect
   * implicit flow (`response_type=id_token`) in a popup that returns to /auth/callback.
   */
  flow: 'google-identity' | 'popup';
  /** The provider's authorization endpoint (popup flow only). */
  authorizationEndpoint?: string;
  /** The scopes asked for (popup flow only). */
  scope?: string;
}

/**
 * The providers the web app knows, in the order the buttons show. Apple answers `response_mode=
 * fragment` only when no scope is asked for (with `email` it requires `form_post`, which needs a
 * server endpoint), so its ID token carries the e-mail only if the person shared it before.
 */
export const SOCIAL_PROVIDER_TABLE: Record<SocialProvider, ProviderEntry> = {
  google: { name: 'Google', badge: 'G', flow: 'google-identity' },
  microsoft: {
    name: 'Microsoft',
    badge: 'M',
    flow: 'popup',
    authorizationEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    scope: 'openid email profile',
  },
  apple: { name: 'Apple', badge: 'A', flow: 'popup', authorizationEndpoint: 'https://appleid.apple.com/auth/authorize', scope: '' },
  facebook: { name: 'Facebook', badge: 'f', flow: 'popup', authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth', scope: 'openid email' },
};

const ORDER = Object.keys(SOCIAL_PROVIDER_TABLE) as SocialProvider[];

/** The answer of /auth/providers reduced to providers this app knows, each once, in table order. */
export function knownProviders(list: unknown): EnabledProvider[] {
  if (!Array.isArray(list)) return [];
  const byName = new Map<SocialProvider, EnabledProvider>();
  for (const item of list as Partial<EnabledProvider>[]) {
    const provider = item?.provider;
    if (provider && ORDER.includes(provider) && typeof item.clientId === 'string' && item.clientId && !byName.has(provider)) {
      byName.set(provider, { provider, clientId: item.clientId });
    }
  }
  return ORDER.flatMap((provider) => byName.get(provider) ?? []);
}
