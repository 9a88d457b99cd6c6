import { authEvents, authNames } from '@helpwire/proto';
import { AuthEvents, emit, type Transaction } from '@helpwire/service-kit';
import type { AccountRow } from '../store/account-queries';
import type { WarningRow } from '../store/schema';

/**
 * helpwire.auth.profile_updated: what other services keep of a profile (matching: first name, gender,
 * languages, categories, place), after sign-up, seeding, a profile change, register-role or a new e-mail.
 */
export async function enqueueProfileUpdated(
  tx: Transaction,
  account: Pick<AccountRow, 'id' | 'email' | 'firstName' | 'gender' | 'profile' | 'phone' | 'language'>,
): Promise<void> {
  const p = account.profile;
  await emit(tx, AuthEvents.profileUpdated, {
    userId: account.id,
    // Empty for a phone-only account (decision 0060): e-mail deliveries skip it.
    email: account.email ?? '',
    firstName: account.firstName,
    gender: account.gender,
    languages: p.languages.map((o) => o.value),
    categories: p.categories.map((o) => o.value),
    latitude: p.location?.latitude ?? 0,
    longitude: p.location?.longitude ?? 0,
    location: p.location ? { latitude: p.location.latitude, longitude: p.location.longitude } : undefined,
    phone: account.phone ?? undefined,
    language: account.language,
  });
}

/** helpwire.auth.role_registered */
export async function enqueueRoleRegistered(tx: Transaction, userId: string, role: string): Promise<void> {
  await emit(tx, AuthEvents.roleRegistered, { userId, role: authNames.roleNames.parse(role) });
}

/** helpwire.auth.helper_verified: an approved helper (an admin's decision, or a seeded demo helper). */
export async function enqueueHelperVerified(tx: Transaction, userId: string): Promise<void> {
  await emit(tx, AuthEvents.helperVerified, { userId, status: authNames.verificationStatusNames.toProto('APPROVED') });
}

/** helpwire.auth.helper_resubmitted: a helper's documents changed; back in review until an admin decides. */
export async function enqueueHelperResubmitted(tx: Transaction, userId: string): Promise<void> {
  await emit(tx, AuthEvents.helperResubmitted, { userId, status: authNames.verificationStatusNames.toProto('IN_REVIEW') });
}

/** helpwire.auth.account_deleted */
export async function enqueueAccountDeleted(tx: Transaction, userId: string, role: string, erased: boolean): Promise<void> {
  await emit(tx, AuthEvents.accountDeleted, { userId, role: authNames.roleNames.parse(role), erased });
}

/** helpwire.auth.user_registered (sign-up, seeded demo accounts). */
export async function enqueueUserRegistered(tx: Transaction, userId: string, role: string, email: string | null, language: string): Promise<void> {
  await emit(tx, AuthEvents.userRegistered, { userId, role: authNames.roleNames.parse(role), email: email ?? '', language });
}

/** helpwire.auth.email_changed: a confirmed new address replaced `previousEmail` (a security notice to it). */
export async function enqueueEmailChanged(tx: Transaction, userId: string, previousEmail: string | null, email: string): Promise<void> {
  // A phone-only account that adds an e-mail has no previous one to tell.
  await emit(tx, AuthEvents.emailChanged, { userId, previousEmail: previousEmail ?? '', email });
}

/** helpwire.auth.password_changed (a security notice). */
export async function enqueuePasswordChanged(tx: Transaction, userId: string, method: 'CHANGED' | 'RESET'): Promise<void> {
  await emit(tx, AuthEvents.passwordChanged, {
    userId,
    method: method === 'RESET' ? authEvents.PasswordChangeMethod.PASSWORD_CHANGE_METHOD_RESET : authEvents.PasswordChangeMethod.PASSWORD_CHANGE_METHOD_CHANGED,
  });
}

/** helpwire.auth.signed_in: a sign-in began a session (a security notice). */
export async function enqueueSignedIn(tx: Transaction, userId: string, role: string, method: 'PASSWORD' | 'SOCIAL'): Promise<void> {
  await emit(tx, AuthEvents.signedIn, {
    userId,
    role: authNames.roleNames.parse(role),
    method: method === 'SOCIAL' ? authEvents.SignInMethod.SIGN_IN_METHOD_SOCIAL : authEvents.SignInMethod.SIGN_IN_METHOD_PASSWORD,
  });
}

/** helpwire.auth.sessions_ended: every session of the account ended at once; the gateways close its sockets now. */
export async function enqueueSessionsEnded(tx: Transaction, userId: string): Promise<void> {
  await emit(tx, AuthEvents.sessionsEnded, { userId });
}

/** helpwire.auth.account_warned: a new warning (once per warning row); the notification service tells the person. */
export async function enqueueAccountWarned(tx: Transaction, warning: WarningRow): Promise<void> {
  await emit(tx, AuthEvents.accountWarned, {
    userId: warning.accountId,
    warningId: warning.id,
    reason: warning.reason,
    source: authNames.warningSourceNames.toProto(warning.source),
  });
}
