/**
 * Microsoft's multi-tenant issuer is a template: `https://login.microsoftonline.com/{tenantid}/v2.0`.
 * Its discovery document lives at the `common` tenant (whose `issuer` is that same template), and
 * every ID token names its own tenant in `iss` and in the `tid` claim. We accept a token when its
 * `iss` is the template with `{tenantid}` replaced by the token's `tid`, and `tid` is a GUID — so a
 * token from one tenant cannot claim another tenant's issuer. To accept one tenant only, configure
 * that tenant's concrete issuer instead of the template.
 */
export const TENANT_PLACEHOLDER = '{tenantid}';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isIssuerTemplate(issuer: string): boolean {
  return issuer.includes(TENANT_PLACEHOLDER);
}

/** Where the discovery document of an issuer (or issuer template) is. */
export function discoveryUrl(issuer: string): string {
  return `${issuer.replaceAll(TENANT_PLACEHOLDER, 'common').replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

/** The `iss` values a token of this issuer may carry (given its claims, for a template). */
export function acceptedIssuers(issuer: string, claims: { tid?: unknown }): string[] {
  if (isIssuerTemplate(issuer)) {
    return typeof claims.tid === 'string' && GUID.test(claims.tid) ? [issuer.replaceAll(TENANT_PLACEHOLDER, claims.tid.toLowerCase())] : [];
  }
  // Google's ID tokens carry either form (https://developers.google.com/identity/openid-connect).
  if (issuer === 'https://accounts.google.com') return [issuer, 'accounts.google.com'];
  return [issuer];
}

/** Issuers compare without a trailing slash (Facebook's discovery document has none, its URL has one). */
export function sameIssuer(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}
