import { AuthTexts, noAccountForRole, SOCIAL_PROVIDERS, socialSignInBody, type SocialProvider } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import type { SocialSignInInput } from '../grpc/request-messages';
import { AppError, validateInput, type CallContext, type Transaction } from '@helpwire/service-kit';
import { randomInt, randomUUID } from 'node:crypto';
import { socialProfile, usernameBase, type SocialProfile } from '../domain/social-profile';
import { enqueueUserRegistered } from '../events/account-events';
import { findAccountByEmail, findAccountById, usernameTaken, type AccountWithRoles } from '../store/account-queries';
import { blankProfile, insertAccountWithRole, updateAccount } from '../store/account-writes';
import { throttleKeys } from '../store/login-throttle';
import { findLinkedAccountId, linkIdentity } from '../store/social-identity-store';
import type { AuthDeps } from './deps';
import { recordFailures, refuseWhenLocked } from './password-throttle';
import { startSession } from './start-session';

/** Answers of a social sign-in that the contracts leave to the service. */
export const SocialTexts = {
  /**
   * The one answer when the provider vouches for no e-mail — whether or not an account uses that
   * address, so it reveals nothing about our accounts.
   */
  emailNotVerified:
    'Your account at this provider has no verified email address. Sign in with your email and password, or sign up with your email, and link the provider later.',
} as const;

/**
 * Defaults of a profile created by a social sign-in (providers tell only names and e-mail): the
 * language of the request, no categories yet, gender OTHER, no location, no password. The user
 * completes the profile later; the account is verified because the provider verified the e-mail.
 */
export function socialProfileDefaults(language: string) {
  let label = language;
  try {
    label = new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
  } catch {
    // keep the code as its label
  }
  return { gender: 'OTHER', profile: blankProfile([{ label, value: language }]) };
}

/**
 * /auth/google, /auth/microsoft, /auth/apple, /auth/facebook. The provider's subject signs in to
 * the account it is linked to; else a verified e-mail links it to the account with that e-mail
 * (an e-mail the provider does not vouch for never links); else a new account is created with the
 * requested role. Failed verifications count toward the address's sign-in lockout.
 */
export async function socialSignIn(deps: AuthDeps, request: SocialSignInInput, ctx: CallContext): Promise<auth.SocialSignInResponse> {
  const verifier = deps.socialVerifier;
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(request.provider) || !verifier?.isEnabled(request.provider)) {
    throw new AppError('INVALID_ARGUMENT', AuthTexts.providerNotConfigured, 'AUTH_PROVIDER_NOT_CONFIGURED');
  }
  const provider = request.provider as SocialProvider;
  const { credential, role } = validateInput(socialSignInBody, { credential: request.idToken, role: request.role || undefined });
  const addressKeys = throttleKeys(request.clientAddress);
  await refuseWhenLocked(deps.db, addressKeys);

  let profile: SocialProfile;
  try {
    profile = socialProfile(provider, await verifier.verify(provider, credential));
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') await recordFailures(deps.db, addressKeys);
    throw error;
  }

  const linkedId = await findLinkedAccountId(deps.db, provider, profile.subject);
  let account = linkedId ? await findAccountById(deps.db, linkedId) : undefined;
  let created = false;
  if (!account) {
    if (!profile.email || !profile.emailVerified) throw new AppError('FAILED_PRECONDITION', SocialTexts.emailNotVerified, 'AUTH_SOCIAL_EMAIL_NOT_VERIFIED');
    const existing = await findAccountByEmail(deps.db, profile.email);
    if (existing) {
      account = await linkToAccount(deps, provider, profile, existing);
      ctx.logger.info({ accountId: account.id, provider }, 'social identity linked by verified e-mail');
    } else {
      account = await createAccount(deps, provider, profile, role, ctx);
      created = true;
      ctx.logger.info({ accountId: account.id, provider, role }, 'account registered by social sign-in');
    }
  }
  if (!account.roles.some((r) => r.role === role)) throw AppError.notFound(noAccountForRole(role), 'AUTH_ROLE_NOT_REGISTERED');
  const session = await startSession(deps.db, deps.secret, deps.sessionTtlMs, account, role, 'SOCIAL');
  return { ...session, created };
}

/**
 * Links the identity to the account using its verified e-mail. An account whose e-mail was never
 * verified (a sign-up that never entered its code) becomes verified by the provider's word, and its
 * password is dropped: whoever chose it never proved the address, so it must not open the account
 * (the owner sets a password through "forgot password").
 */
async function linkToAccount(deps: AuthDeps, provider: SocialProvider, profile: SocialProfile, account: AccountWithRoles): Promise<AccountWithRoles> {
  await deps.db.transaction(async (tx) => {
    await linkIdentity(tx, provider, profile.subject, account.id, profile.email);
    if (!account.verifiedAt) await updateAccount(tx, account.id, { verifiedAt: new Date(), passwordHash: null });
  });
  return (await findAccountById(deps.db, account.id))!;
}

async function uniqueUsername(tx: Transaction, email: string): Promise<string> {
  const base = usernameBase(email);
  if (!(await usernameTaken(tx, base))) return base;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = `${base}${randomInt(100, 1_000_000)}`;
    if (!(await usernameTaken(tx, candidate))) return candidate;
  }
  return `${base.slice(0, 20)}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

async function createAccount(
  deps: AuthDeps,
  provider: SocialProvider,
  profile: SocialProfile,
  role: 'USER' | 'HELPER',
  ctx: CallContext,
): Promise<AccountWithRoles> {
  const email = profile.email!;
  const defaults = socialProfileDefaults(ctx.identity.language);
  const accountId = await deps.db.transaction(async (tx) => {
    const row = await insertAccountWithRole(
      tx,
      {
        email,
        username: await uniqueUsername(tx, email),
        passwordHash: null,
        firstName: profile.firstName,
        lastName: profile.lastName,
        gender: defaults.gender,
        language: ctx.identity.language,
        profile: defaults.profile,
        verifiedAt: new Date(),
      },
      role,
    );
    await linkIdentity(tx, provider, profile.subject, row.id, email);
    await enqueueUserRegistered(tx, row.id, role, email, ctx.identity.language);
    return row.id;
  });
  return (await findAccountById(deps.db, accountId))!;
}

/** The enabled providers and their public client ids, for the sign-in buttons. */
export async function listSocialProviders(deps: AuthDeps): Promise<{ providers: { provider: SocialProvider; clientId: string }[] }> {
  return { providers: deps.socialVerifier?.enabledProviders() ?? [] };
}
