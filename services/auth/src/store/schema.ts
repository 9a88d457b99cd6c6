import { outboxTable, processedEventsTable } from '@helpwire/service-kit';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** Lower case; null for a phone-only account (signed up by SMS, decision 0060). */
    email: text('email'),
    /** E.164 ("+" and digits), unique; the contact of a phone-only account. */
    phone: text('phone'),
    username: text('username').notNull(),
    /** Null for accounts created by a social sign-in until they set a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    profile: jsonb('profile').$type<ProfileData>().notNull(),
    language: text('language').notNull().default('en'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** A new e-mail address waiting for its code; it replaces `email` once verified. */
    pendingEmail: text('pending_email'),
    /** Suspended (a dispute's USER_BAN or an admin): no sign-in, no session; null when in good standing. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(t.email),
    uniqueIndex('accounts_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_phone_unique').on(t.phone).where(sql`${t.phone} is not null`),
    check('accounts_contact_present', sql`${t.email} is not null or ${t.phone} is not null`),
    // The console's account search (decision 0076): the start of an e-mail, phone, full name or last
    // name, each a btree prefix scan (LIKE 'x%' under text_pattern_ops, whatever the collation), and
    // the newest accounts first when nothing is asked.
    index('accounts_email_prefix_idx').on(t.email.op('text_pattern_ops')),
    index('accounts_phone_prefix_idx').on(t.phone.op('text_pattern_ops')),
    index('accounts_full_name_prefix_idx').using('btree', sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
    index('accounts_last_name_prefix_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    index('accounts_created_idx').on(t.createdAt),
  ],
);

export type AccountRole = 'USER' | 'HELPER' | 'ADMIN';

/** A role an account holds. Helpers start IN_REVIEW until an admin approves them; admins are ACTIVE. */
export const accountRoles = authSchema.table(
  'account_roles',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').$type<AccountRole>().notNull(),
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
    purpose: text('purpose').$type<'SIGNUP' | 'PASSWORD_RESET' | 'EMAIL_CHANGE' | 'ADMIN_INVITE'>().notNull(),
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
    role: text('role').$type<AccountRole>().notNull(),
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

export type FilePurpose = 'PROFILE_PICTURE' | 'ID_CARD' | 'DOCUMENT' | 'DISPUTE' | 'TUTORIAL_VIDEO';

/**
 * Uploaded files. A visitor's upload has no owner until a sign-up claims it; `attachedAt` marks the
 * files a profile uses (its picture, ID card and documents). The bytes live in file storage under
 * `storageKey`, a generated name.
 */
export const files = authSchema.table(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** The client address of a visitor's upload (no account yet), for the per-address quota. */
    visitorAddress: text('visitor_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId, t.purpose),
    index('files_unclaimed_idx').on(t.createdAt).where(sql`${t.ownerId} is null`),
    index('files_visitor_idx').on(t.visitorAddress, t.createdAt).where(sql`${t.visitorAddress} is not null`),
  ],
);

/** An account's identity at a social provider (OpenID Connect issuer + subject). */
export const socialIdentities = authSchema.table(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identities_account_idx').on(t.accountId)],
);

/**
 * An admin's TOTP (decision 0064): the secret sealed under TOTP_SECRET_KEY, and the last step whose
 * code signed in (a code of that step or an earlier one is refused: no replay). No row: not set up.
 */
export const adminSecondFactors = authSchema.table('admin_second_factors', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  lastUsedStep: integer('last_used_step').notNull(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An admin's recovery codes, as keyed hashes only; each works once. */
export const adminRecoveryCodes = authSchema.table(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_recovery_codes_hash_unique').on(t.accountId, t.codeHash)],
);

export type SecondFactorStep = 'TOTP' | 'ENROLL';

/**
 * The second step an admin's correct password opened: single use, 5 minutes, the token's SHA-256 only.
 * An ENROLL challenge carries the secret it offered, sealed.
 */
export const adminChallenges = authSchema.table(
  'admin_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    step: text('step').$type<SecondFactorStep>().notNull(),
    tokenHash: text('token_hash').notNull(),
    sealedSecret: text('sealed_secret'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_challenges_token_unique').on(t.tokenHash), index('admin_challenges_account_idx').on(t.accountId, t.createdAt)],
);

export type AdminPermission = 'admins.manage';

/**
 * What an admin may do beyond every admin's pages (decision 0083): `admins.manage` invites admins,
 * grants and removes permissions and deactivates admins. The command line grants it to the first admin.
 */
export const adminPermissions = authSchema.table(
  'admin_permissions',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<AdminPermission>().notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.permission] })],
);

/** The warnings an account was given (a dispute's USER_WARNING, an admin, or an admin acting on a flag), newest read first. */
export const accountWarnings = authSchema.table(
  'account_warnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** What gave it: DISPUTE (its id in sourceId), ADMIN, or FLAG (the flag's "<call id>:<side>" in sourceId). */
    source: text('source').$type<WarningSourceName>().notNull(),
    sourceId: text('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_warnings_account_idx').on(t.accountId, t.createdAt), uniqueIndex('account_warnings_source_unique').on(t.source, t.sourceId)],
);

export type WarningSourceName = 'DISPUTE' | 'ADMIN' | 'FLAG';
export type WarningRow = typeof accountWarnings.$inferSelect;

export const outbox = outboxTable(authSchema);
export const processedEvents = processedEventsTable(authSchema);
