// Test fixtures of the auth service for other projects' tests (imported as @helpwire/auth/testing).
export { startLocalOidcProvider, type LocalOidcProvider } from './local-oidc/local-oidc-provider';
export { startSigningIssuer, type SigningIssuer } from './local-oidc/signing-issuer';
export { useCaseFixture, newSignUpRequest, FIXTURE_PASSWORD, USE_CASE_SECRET, type UseCaseFixture, type SignedInAccount } from './use-case-fixture';
export { freshTotpCode, signInAdminWithSecondFactor, type AdminSignIn, type PostJson } from './admin-second-factor';
export { totpCode, totpStep } from '../src/domain/totp';
