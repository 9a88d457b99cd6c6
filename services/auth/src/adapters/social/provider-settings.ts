import { SOCIAL_PROVIDERS, type SocialProvider } from '@helpwire/contracts';
import { z } from 'zod';

/** One social provider this deployment accepts: its OpenID Connect issuer and our client ids there. */
export interface SocialProviderSettings {
  provider: SocialProvider;
  /**
   * The issuer as configured. It may hold the `{tenantid}` placeholder of Microsoft's multi-tenant
   * issuer (`https://login.microsoftonline.com/{tenantid}/v2.0`): see `issuerTemplate.ts`.
   */
  issuer: string;
  /** The OAuth client ids of our apps at the provider; an ID token's `aud` must be one of them. */
  clientIds: string[];
}

/** The providers' real issuers; a provider is enabled only when its client id is set. */
export const DEFAULT_ISSUERS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/{tenantid}/v2.0',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or http on the loopback interface only (a local test provider). */
export function isAcceptableProviderUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.replace(/\{tenantid\}/g, 'common'));
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** `OIDC_<PROVIDER>_ISSUER`: an https URL (http only on loopback), checked at start-up. */
export const issuerUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine(isAcceptableProviderUrl, 'must be an https URL without query or credentials (http only for 127.0.0.1/localhost)')
    .transform((value) => value.replace(/\/+$/, ''));

/** `OIDC_<PROVIDER>_CLIENT_ID`: one client id or several, comma-separated (web, iOS, Android apps). */
export const clientIdList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.every((id) => /^[\x21-\x7e]{1,512}$/.test(id)), 'client ids are printable characters without spaces, comma-separated');

/** The enabled providers (those with at least one client id), in the order of SOCIAL_PROVIDERS. */
export function socialProvidersFrom(env: z.infer<typeof socialSignInEnv>): SocialProviderSettings[] {
  return SOCIAL_PROVIDERS.map((provider) => {
    const key = provider.toUpperCase() as Uppercase<SocialProvider>;
    return { provider, issuer: env[`OIDC_${key}_ISSUER`], clientIds: env[`OIDC_${key}_CLIENT_ID`] };
  }).filter((settings) => settings.clientIds.length > 0);
}

/** The environment of social sign-in, part of the auth service's (and all-in-one's) configuration. */
export const socialSignInEnv = z.object({
  OIDC_GOOGLE_ISSUER: issuerUrl(DEFAULT_ISSUERS.google),
  OIDC_GOOGLE_CLIENT_ID: clientIdList,
  OIDC_MICROSOFT_ISSUER: issuerUrl(DEFAULT_ISSUERS.microsoft),
  OIDC_MICROSOFT_CLIENT_ID: clientIdList,
  OIDC_APPLE_ISSUER: issuerUrl(DEFAULT_ISSUERS.apple),
  OIDC_APPLE_CLIENT_ID: clientIdList,
  OIDC_FACEBOOK_ISSUER: issuerUrl(DEFAULT_ISSUERS.facebook),
  OIDC_FACEBOOK_CLIENT_ID: clientIdList,
});
