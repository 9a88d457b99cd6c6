import { newPasswordError } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import type { ListHelpersInput } from '../grpc/request-messages';
import { AppError, commandLineActor, requireRole, type AdminActor, type CallContext, type Database, type Transaction } from '@helpwire/service-kit';
import { hashPassword } from '../domain/password-hashing';
import { toUserMessage } from '../grpc/user-messages';
import { enqueueRoleRegistered } from '../events/account-events';
import { emitAdminAction } from '../events/admin-action-events';
import { countHelpersByStatus, findAccountByEmail, listHelpersByStatus, usernameTaken } from '../store/account-queries';
import { blankProfile, insertAccountWithRole, markVerified, updateAccount } from '../store/account-writes';
import { addRole } from '../store/role-writes';
import { anyAdminHolds, grantPermission } from '../store/admin-directory';
import type { AuthDeps } from './deps';

export const AdminTexts = {
  statusInvalid: 'status must be IN_REVIEW, APPROVED or REJECTED',
} as const;

const HELPER_STATUSES = ['IN_REVIEW', 'APPROVED', 'REJECTED'] as const;

/** The status a request asks for, IN_REVIEW when it names none; another is AUTH_HELPER_STATUS_INVALID. */
function helperStatusOf(request: ListHelpersInput): (typeof HELPER_STATUSES)[number] {
  const status = request.status || 'IN_REVIEW';
  if (!(HELPER_STATUSES as readonly string[]).includes(status)) throw AppError.invalid(AdminTexts.statusInvalid, 'AUTH_HELPER_STATUS_INVALID');
  return status as (typeof HELPER_STATUSES)[number];
}

/** GET /admin/helpers?status=: helpers with that status (IN_REVIEW by default), oldest first, with their documents. */
export async function listHelpers(deps: AuthDeps, request: ListHelpersInput, ctx: CallContext): Promise<auth.ListHelpersResponse> {
  requireRole(ctx, 'ADMIN');
  const helpers = await listHelpersByStatus(deps.db, helperStatusOf(request), 500);
  return { helpers: helpers.map((helper) => toUserMessage(helper, 'HELPER')) };
}

/** The overview's helpers waiting for review (or with another status): a count, never the profiles. */
export async function countHelpers(deps: Pick<AuthDeps, 'db'>, request: ListHelpersInput, ctx: CallContext): Promise<auth.CountHelpersResponse> {
  requireRole(ctx, 'ADMIN');
  return { count: await countHelpersByStatus(deps.db, helperStatusOf(request)) };
}

/**
 * `npm run admin -- create-admin <email>`: gives an existing account the ADMIN role, or creates a
 * verified admin account with `password`; the first admin also gets admins.manage (decision 0083).
 * Answers whether the account was created. Either is
 * recorded as admin.create for the audit log, in its transaction (by `actor`: the command line
 * unless an admin's call passes actorOf(ctx)).
 */
export async function createAdmin(
  deps: Pick<AuthDeps, 'db'>,
  email: string,
  password: string,
  actor: AdminActor = commandLineActor(),
): Promise<{ userId: string; created: boolean }> {
  const address = email.trim().toLowerCase();
  const existing = await findAccountByEmail(deps.db, address);
  if (existing) {
    const passwordHash = existing.passwordHash ?? (password ? await checkedHash(password) : null);
    await deps.db.transaction(async (tx) => {
      if (!existing.passwordHash && passwordHash) {
        await updateAccount(tx, existing.id, { passwordHash });
        await markVerified(tx, existing.id);
      }
      if (await addRole(tx, existing.id, 'ADMIN')) {
        await enqueueRoleRegistered(tx, existing.id, 'ADMIN');
        await emitAdminAction(tx, actor, { action: 'admin.create', objectId: existing.id, before: { admin: false }, after: { admin: true } });
      }
      await grantFirstAdminManage(tx, existing.id);
    });
    return { userId: existing.id, created: false };
  }
  const passwordHash = await checkedHash(password);
  const userId = await deps.db.transaction(async (tx) => {
    const row = await insertAccountWithRole(
      tx,
      {
        email: address,
        username: await freeUsername(deps.db, address.split('@')[0] ?? 'admin'),
        passwordHash,
        firstName: 'Admin',
        lastName: 'Helpwire',
        gender: 'OTHER',
        profile: blankProfile(),
        verifiedAt: new Date(),
      },
      'ADMIN',
    );
    await enqueueRoleRegistered(tx, row.id, 'ADMIN');
    await emitAdminAction(tx, actor, { action: 'admin.create', objectId: row.id, after: { admin: true, created: true } });
    await grantFirstAdminManage(tx, row.id);
    return row.id;
  });
  return { userId, created: true };
}

/** The first admin (no admin holds admins.manage yet) is given it, so someone can manage admins from the console (decision 0083). */
async function grantFirstAdminManage(tx: Transaction, accountId: string): Promise<void> {
  if (!(await anyAdminHolds(tx, 'admins.manage'))) await grantPermission(tx, accountId, 'admins.manage');
}

async function checkedHash(password: string): Promise<string> {
  const error = newPasswordError(password);
  if (error) throw AppError.invalid(error, 'VALIDATION_FAILED');
  return hashPassword(password);
}

/** `base` cleaned to the username rule, with a number added while another account holds it. */
export async function freeUsername(db: Database, base: string): Promise<string> {
  const clean = base.replace(/[^A-Za-z0-9._]/g, '').slice(0, 40) || 'user';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? clean : `${clean}${n}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}
