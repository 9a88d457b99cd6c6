import type { Transaction } from '@helpwire/service-kit';
import { sql, type AnyColumn } from 'drizzle-orm';
import type { HelperGender } from '../domain/gender';
import type { GeoPoint } from '../domain/matchable-helper';
import { helpers } from './schema';

/** The database's clock on every change: replicas read changed rows by it (helper-queries `helpersChangedSince`). */
const changedNow = sql`now()`;

/** True when a column group last set at `column` may take a change that happened at `at`. */
const newer = (column: AnyColumn, at: Date) => sql`(${column} is null or ${column} <= ${at.toISOString()}::timestamptz)`;

export interface ProfileChange {
  firstName: string;
  gender: HelperGender;
  languages: string[];
  categories: string[];
  location: GeoPoint | null;
}

/** profile_updated: the match fields, unless a newer profile change was already applied. */
export async function applyProfile(tx: Transaction, userId: string, change: ProfileChange, at: Date): Promise<void> {
  const values = {
    firstName: change.firstName,
    gender: change.gender,
    languages: change.languages,
    categories: change.categories,
    latitude: change.location?.latitude ?? null,
    longitude: change.location?.longitude ?? null,
    profileAt: at,
    updatedAt: changedNow,
  };
  await tx
    .insert(helpers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: helpers.userId, set: values, setWhere: newer(helpers.profileAt, at) });
}

/** availability_changed: the header switch, unless a newer change was already applied. */
export async function applyAvailability(tx: Transaction, userId: string, available: boolean, at: Date): Promise<void> {
  const values = { available, availableAt: at, updatedAt: changedNow };
  await tx
    .insert(helpers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: helpers.userId, set: values, setWhere: newer(helpers.availableAt, at) });
}

/**
 * helper_verified / helper_rejected / helper_resubmitted: approval as the admin decided. Auth turns
 * availability off with any status but APPROVED, and so does this (each column by its own time).
 */
export async function applyReview(tx: Transaction, userId: string, approved: boolean, at: Date): Promise<void> {
  const stamp = at.toISOString();
  await tx
    .insert(helpers)
    .values({ userId, approved, approvedAt: at, ...(approved ? {} : { available: false, availableAt: at }) })
    .onConflictDoUpdate({
      target: helpers.userId,
      set: {
        approved: sql`case when ${newer(helpers.approvedAt, at)} then ${approved} else ${helpers.approved} end`,
        approvedAt: sql`case when ${newer(helpers.approvedAt, at)} then ${stamp}::timestamptz else ${helpers.approvedAt} end`,
        ...(approved
          ? {}
          : {
              available: sql`case when ${newer(helpers.availableAt, at)} then false else ${helpers.available} end`,
              availableAt: sql`case when ${newer(helpers.availableAt, at)} then ${stamp}::timestamptz else ${helpers.availableAt} end`,
            }),
        updatedAt: changedNow,
      },
    });
}

/**
 * account_deleted (the helper role, or the whole account): nothing of the profile is kept and the
 * helper is neither approved nor available. The row stays with the deletion's time on every group,
 * so an older event delivered late cannot bring the helper back; a later role registration can.
 */
export async function applyHelperRemoved(tx: Transaction, userId: string, at: Date): Promise<void> {
  const values = {
    firstName: '',
    gender: 'UNKNOWN',
    languages: [],
    categories: [],
    latitude: null,
    longitude: null,
    profileAt: at,
    approved: false,
    approvedAt: at,
    available: false,
    availableAt: at,
    updatedAt: changedNow,
  };
  await tx
    .insert(helpers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: helpers.userId, set: values });
}
