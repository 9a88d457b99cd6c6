import type { SocialProvider } from '@helpwire/contracts';
import { AuthTexts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { SocialClaims } from '../../domain/social-profile';
import { acceptedIssuers, discoveryUrl, sameIssuer } from './issuer-template';
import { isAcceptableProviderUrl, type SocialProviderSettings } from './provider-settings';

/** Only asymmetric signatures: an HS256 token would be "signed" with our public client id. */
export const ALLOWED_ALGORITHMS = ['RS256', 'ES256'];

export interface VerifierOptions {
  /** Timeout of the discovery and JWKS requests. */
  httpTimeoutMs?: number;
  /** Clock skew allowed on exp, nbf and iat. */
  clockToleranceSeconds?: number;
  /** How long after a JWKS fetch an unknown `kid` may trigger another one. */
  jwksCooldownMs?: number;
  /** How long a discovery document is kept before it is fetched again. */
  discoveryMaxAgeMs?: number;
}

/** The claims of a verified ID token that a sign-in uses. */
export type IdTokenClaims = JWTPayload & SocialClaims & { tid?: unknown };

interface Discovered {
  jwks: JWTVerifyGetKey;
  at: number;
}

/** JOSE failures that mean "this token is not good" (401), as opposed to "the provider is unreachable" (503). */
const TOKEN_FAULTS = new Set<string>([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWSInvalid.code,
  errors.JWTInvalid.code,
]);

const rejected = () => new AppError('UNAUTHENTICATED', AuthTexts.credentialInvalid, 'AUTH_SOCIAL_CREDENTIAL_INVALID');
const notConfigured = () => new AppError('INVALID_ARGUMENT', AuthTexts.providerNotConfigured, 'AUTH_PROVIDER_NOT_CONFIGURED');
const unreachable = () => new AppError('UNAVAILABLE', AuthTexts.providerNotConfigured, 'AUTH_PROVIDER_UNREACHABLE');

/**
 * Verifies the ID tokens of the configured OpenID Connect providers: the discovery document
 * (`<issuer>/.well-known/openid-configuration`, cached) names the JWKS, which jose fetches and
 * refreshes on an unknown `kid`; the token must be RS256/ES256-signed by it, with our client id as
 * audience, the provider's issuer, and exp/nbf/iat within a small clock tolerance. No nonce: the
 * token comes from the provider's own button (Google Identity Services, MSAL, Sign in with Apple).
 */
export class IdTokenVerifier {
  private readonly settings: Map<SocialProvider, SocialProviderSettings>;
  private readonly discovered = new Map<SocialProvider, Promise<Discovered>>();
  private readonly httpTimeoutMs: number;
  private readonly clockTolerance: number;
  private readonly jwksCooldownMs: number;
  private readonly discoveryMaxAgeMs: number;

  constructor(providers: SocialProviderSettings[], options: VerifierOptions = {}) {
    this.settings = new Map(providers.filter((p) => p.clientIds.length > 0).map((p) => [p.provider, p]));
    this.httpTimeoutMs = options.httpTimeoutMs ?? 5000;
    this.clockTolerance = options.clockToleranceSeconds ?? 60;
    this.jwksCooldownMs = options.jwksCooldownMs ?? 30_000;
    this.discoveryMaxAgeMs = options.discoveryMaxAgeMs ?? 24 * 3600_000;
  }

  /** The enabled providers with the client id their button uses (the first one configured). */
  enabledProviders(): { provider: SocialProvider; clientId: string }[] {
    return [...this.settings.values()].map((p) => ({ provider: p.provider, clientId: p.clientIds[0]! }));
  }

  isEnabled(provider: string): provider is SocialProvider {
    return this.settings.has(provider as SocialProvider);
  }

  async verify(provider: string, idToken: string): Promise<IdTokenClaims> {
    const settings = this.settings.get(provider as SocialProvider);
    if (!settings) throw notConfigured();
    // Garbage is refused before any request to the provider.
    let unverified: JWTPayload;
    try {
      const header = decodeProtectedHeader(idToken);
      if (!header.alg || !ALLOWED_ALGORITHMS.includes(header.alg)) throw rejected();
      unverified = decodeJwt(idToken);
    } catch {
      throw rejected();
    }
    const issuers = acceptedIssuers(settings.issuer, unverified as { tid?: unknown });
    if (issuers.length === 0) throw rejected();

    const { jwks } = await this.discover(settings);
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: issuers,
        audience: settings.clientIds,
        algorithms: ALLOWED_ALGORITHMS,
        clockTolerance: this.clockTolerance,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) throw rejected();
      return payload as IdTokenClaims;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JOSEError && TOKEN_FAULTS.has(error.code)) throw rejected();
      throw unreachable();
    }
  }

  private discover(settings: SocialProviderSettings): Promise<Discovered> {
    const cached = this.discovered.get(settings.provider);
    if (cached) return cached.then((d) => (Date.now() - d.at < this.discoveryMaxAgeMs ? d : this.refresh(settings)));
    return this.refresh(settings);
  }

  private refresh(settings: SocialProviderSettings): Promise<Discovered> {
    const pending = this.fetchDiscovery(settings);
    this.discovered.set(settings.provider, pending);
    // A failed discovery is not cached: the next sign-in tries again.
    pending.catch(() => {
      if (this.discovered.get(settings.provider) === pending) this.discovered.delete(settings.provider);
    });
    return pending;
  }

  private async fetchDiscovery(settings: SocialProviderSettings): Promise<Discovered> {
    let document: { issuer?: unknown; jwks_uri?: unknown };
    try {
      const response = await fetch(discoveryUrl(settings.issuer), { signal: AbortSignal.timeout(this.httpTimeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      document = (await response.json()) as typeof document;
    } catch {
      throw unreachable();
    }
    // The document must be the issuer's own (OpenID Connect Discovery §4.3) and name an https JWKS.
    if (typeof document.issuer !== 'string' || !sameIssuer(document.issuer, settings.issuer)) throw unreachable();
    if (typeof document.jwks_uri !== 'string' || !isAcceptableProviderUrl(document.jwks_uri)) throw unreachable();
    const jwks = createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: this.httpTimeoutMs, cooldownDuration: this.jwksCooldownMs });
    return { jwks, at: Date.now() };
  }
}
