import { z } from 'zod';
import { accountRefBody } from './auth/account-bodies';
import { disputeSchema } from './dispute';
import { transactionSchema } from './transactions';
import { ValidationTexts } from './messages';
import { pageQuery } from './paging';

/**
 * The console's People page (issue 24, item 6; decision 0076): accounts searched by name, e-mail,
 * phone or id; one account with its roles, verification, suspension and warnings (auth), its calls
 * and the flags about it (call), its spending or earnings and its disputes (payment); and the
 * admin's actions on it, each in the audit log.
 */
export const PeopleTexts = {
  reasonRequired: 'Please give a reason',
  searchTooLong: 'The search must be at most 200 characters',
  alreadyVerified: 'This account is already verified',
  eraseAdminRefused: 'An admin account cannot be erased from the console',
  eraseSelfRefused: 'You cannot erase your own account',
  eraseConfirmationMismatch: "Type the account's e-mail address exactly to confirm",
  eraseConfirmationRequired: "Type the account's e-mail address to confirm",
  accountErased: 'This account was erased',
} as const;

const accountId = z.uuid({ error: 'account must be an account id' });
const reason = z.string({ error: PeopleTexts.reasonRequired }).trim().min(1, PeopleTexts.reasonRequired).max(1000, PeopleTexts.reasonRequired);

/** GET /admin/accounts: `q` is the start of a name, e-mail or phone, or an account id; empty lists every account, newest first. */
export const peopleSearchQuery = pageQuery.extend({ q: z.string().trim().max(200, PeopleTexts.searchTooLong).optional() });

/** GET /admin/accounts/:id */
export const accountIdParams = z.object({ id: z.uuid({ error: ValidationTexts.invalidId }) });

/** POST /admin/accounts/sign-out-everywhere and /admin/accounts/export: the account and why. */
export const accountActionBody = z.object({ account: accountId, reason });
/** POST /admin/accounts/resend-verification */
export const resendVerificationBody = accountRefBody;
/** POST /admin/accounts/erase: the account, its e-mail typed again (its phone for a phone-only account), and why. */
export const eraseAccountBody = z.object({
  account: accountId,
  confirm: z.string({ error: PeopleTexts.eraseConfirmationRequired }).trim().min(1, PeopleTexts.eraseConfirmationRequired).max(320),
  reason,
});

const at = z.string();
export const PERSON_ROLES = ['USER', 'HELPER', 'ADMIN'] as const;

export const personRoleSchema = z.object({
  role: z.enum(PERSON_ROLES),
  /** Helpers: IN_REVIEW, APPROVED or REJECTED; null for the other roles. */
  status: z.enum(['IN_REVIEW', 'APPROVED', 'REJECTED']).nullable(),
  rejectionReason: z.string().nullable(),
  isAvailable: z.boolean(),
  since: at,
});

/** An account as a search lists it. */
export const personSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(personRoleSchema),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  createdAt: at,
  suspension: z.object({ at, reason: z.string() }).nullable(),
  erased: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

const callCount = z.object({ calls: z.number().int(), ended: z.number().int(), lastCallAt: at.nullable() });
const cents = z.string().regex(/^-?\d+$/);

/** GET /admin/accounts/:id: the account and what each service holds about it. */
export const personDetailSchema = personSchema.extend({
  warnings: z.array(z.object({ id: z.string(), reason: z.string(), source: z.enum(['DISPUTE', 'ADMIN']), sourceId: z.string().nullable(), createdAt: at })),
  calls: z.object({ asUser: callCount, asHelper: callCount }),
  money: z.object({
    currency: z.string(),
    /** What it was charged for its calls as a user, net of refunds. */
    spentCents: cents,
    spentCalls: z.number().int(),
    /** Its share of its calls as a helper, net of claw-backs. */
    earnedCents: cents,
    earnedCalls: z.number().int(),
  }),
  disputes: z.array(
    z.object({
      id: z.string(),
      callId: z.string(),
      /** The account's side in the call; `openedBy` says who complained. */
      side: z.enum(['USER', 'HELPER']),
      openedBy: z.enum(['USER', 'HELPER']),
      reason: z.string(),
      status: z.string(),
      resolution: z.string().nullable(),
      createdAt: at,
    }),
  ),
  flags: z.array(
    z.object({ callId: z.string(), raisedBy: z.enum(['USER', 'HELPER']), reason: z.string(), active: z.boolean(), reviewed: z.boolean(), createdAt: at }),
  ),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

/** POST /admin/accounts/sign-out-everywhere */
export const sessionsEndedSchema = z.object({ ended: z.number().int() });
/** POST /admin/accounts/resend-verification: where the code went, masked. */
export const verificationSentSchema = z.object({ sentTo: z.string() });

const option = z.object({ label: z.string(), value: z.string() });

/** The auth service's part of an export: the account row, its profile, roles, warnings, files' facts and sessions (never the password hash). */
export const accountExportProfileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  profile: z.object({
    languages: z.array(option),
    categories: z.array(option),
    favoriteCategories: z.array(option),
    location: z.object({ latitude: z.number(), longitude: z.number(), address: z.string() }).nullable(),
    bio: z.string(),
    genderPreference: z.string(),
    profilePic: z.string(),
  }),
  language: z.string(),
  verifiedAt: at.nullable(),
  pendingEmail: z.string().nullable(),
  suspendedAt: at.nullable(),
  suspensionReason: z.string().nullable(),
  createdAt: at,
  updatedAt: at,
  hasPassword: z.boolean(),
  roles: z.array(z.object({ role: z.string(), status: z.string(), rejectionReason: z.string().nullable(), isAvailable: z.boolean(), createdAt: at })),
  warnings: z.array(z.object({ id: z.string(), reason: z.string(), source: z.string(), sourceId: z.string().nullable(), createdAt: at })),
  files: z.array(z.object({ id: z.string(), purpose: z.string(), name: z.string(), mimeType: z.string(), size: z.number(), createdAt: at })),
  sessions: z.array(z.object({ role: z.string(), createdAt: at, expiresAt: at, revokedAt: at.nullable() })),
});

/** POST /admin/accounts/export: what the services hold about the account (a JSON download). */
export const accountExportSchema = z.object({
  exportedAt: at,
  accountId: z.string(),
  account: accountExportProfileSchema,
  calls: z.array(
    z.object({
      id: z.string(),
      side: z.enum(['USER', 'HELPER']),
      categoryId: z.string(),
      state: z.string(),
      createdAt: at,
      acceptedAt: at.nullable(),
      endedAt: at.nullable(),
      billableSeconds: z.number().int(),
    }),
  ),
  flagsAbout: personDetailSchema.shape.flags,
  transactions: z.object({ asUser: z.array(transactionSchema), asHelper: z.array(transactionSchema) }),
  disputes: z.array(disputeSchema.extend({ accountSide: z.enum(['USER', 'HELPER', 'ADMIN']).nullable() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
