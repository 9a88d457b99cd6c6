import { AuthEvents, emit, type Transaction } from '@helpwire/service-kit';
import type { AccountRow } from '../store/account-queries';

/** helpwire.auth.profile_updated: what other services keep of a profile (matching: gender, languages, categories, place). */
export async function enqueueProfileUpdated(tx: Transaction, account: Pick<AccountRow, 'id' | 'email' | 'gender' | 'profile'>): Promise<void> {
  const p = account.profile;
  await emit(tx, AuthEvents.profileUpdated, {
    userId: account.id,
    email: account.email,
    gender: account.gender,
    languages: p.languages.map((o) => o.value),
    categories: p.categories.map((o) => o.value),
    latitude: p.location?.latitude ?? 0,
    longitude: p.location?.longitude ?? 0,
  });
}

/** helpwire.auth.role_registered */
export async function enqueueRoleRegistered(tx: Transaction, userId: string, role: string): Promise<void> {
  await emit(tx, AuthEvents.roleRegistered, { userId, role });
}

/** helpwire.auth.helper_resubmitted: a helper's documents changed; back in review until an admin decides. */
export async function enqueueHelperResubmitted(tx: Transaction, userId: string): Promise<void> {
  await emit(tx, AuthEvents.helperResubmitted, { userId, status: 'IN_REVIEW', reason: '' });
}

/** helpwire.auth.account_deleted */
export async function enqueueAccountDeleted(tx: Transaction, userId: string, role: string, erased: boolean): Promise<void> {
  await emit(tx, AuthEvents.accountDeleted, { userId, role, erased });
}

/** helpwire.auth.user_registered (sign-up, seeded demo accounts). */
export async function enqueueUserRegistered(tx: Transaction, userId: string, role: string, email: string, language: string): Promise<void> {
  await emit(tx, AuthEvents.userRegistered, { userId, role, email, language });
}
