import { outboxTable, processedEventsTable } from '@helpwire/service-kit';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Everything the auth service owns lives in the `auth` schema. */
export const authSchema = pgSchema('auth');

export interface Option {
  label: string;
  value: string;
}

export interface ProfileData {
  languages: Option[];
  categories: Option[];
  favoriteCategories: Option[];
  location: { latitude: number; longitude: number; address: string } | null;
  bio: string;
  genderPreference: string;
  profilePic: string;
}

export const accounts = authSchema.table(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    phone: text('phone'),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    profile: jsonb('profile').$type<ProfileData>().notNull(),
    language: text('language').notNull().default('en'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(t.email),
    uniqueIndex('accounts_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_phone_unique').on(t.phone).where(sql`${t.phone} is not null`),
  ],
);

/** A role an account holds. Helpers start IN_REVIEW until an admin approves them. */
export const accountRoles = authSchema.table(
  'account_roles',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').$type<'USER' | 'HELPER'>().notNull(),
    status: text('status').$type<'ACTIVE' | 'IN_REVIEW' | 'APPROVED' | 'REJECTED'>().notNull(),
    rejectionReason: text('rejection_reason'),
    isAvailable: boolean('is_available').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.role] })],
);

/** One-time codes, stored as HMACs only: single use, 10-minute expiry, 5 wrong tries. */
export const otpCodes = authSchema.table(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'SIGNUP' | 'PASSWORD_RESET'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_account_idx').on(t.accountId, t.purpose, t.createdAt)],
);

/** A session per issued token (its jti); logging out or resetting the password revokes it. */
export const sessions = authSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').$type<'USER' | 'HELPER'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** Failed sign-ins per key (account or address) in the current window, for lockouts. */
export const loginAttempts = authSchema.table('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outbox = outboxTable(authSchema);
export const processedEvents = processedEventsTable(authSchema);
