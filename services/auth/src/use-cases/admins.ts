import { newPasswordError } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import type { ListHelpersInput } from '../grpc/request-messages';
import { AppError, commandLineActor, requireRole, type AdminActor, type CallContext, type Database } from '@helpwire/service-kit';
import { hashPassword } from '../domain/password-hashing';
import { toUserMessage } from '../grpc/user-messages';
import { enqueueRoleRegistered } from '../events/account-events';
import { emitAdminAction } from '../events/admin-action-events';
import { findAccountByEmail, listHelpersByStatus, usernameTaken } from '../store/account-queries';
import { blankProfile, insertAccountWithRole, markVerified, updateAccount } from '../store/account-writes';
import { addRole } from '../store/role-writes';
import type { AuthDeps } from './deps';

export const AdminTexts = {
  statusInvalid: 'status must be IN_REVIEW, APPROVED or REJECTED',
} as const;

const HELPER_STATUSES = ['IN_REVIEW', 'APPROVED', 'REJECTED'] as const;

/** GET /admin/helpers?status=: helpers with that status (IN_REVIEW by default), oldest first, with their documents. */
export async function listHelpers(deps: AuthDeps, request: ListHelpersInput, ctx: CallContext): Promise<auth.ListHelpersResponse> {
  requireRole(ctx, 'ADMIN');
  const status = request.status || 'IN_REVIEW';
  if (!(HELPER_STATUSES as readonly string[]).includes(status)) throw AppError.invalid(AdminTexts.statusInvalid, 'AUTH_HELPER_STATUS_INVALID');
  const helpers = await listHelpersByStatus(deps.db, status as (typeof HELPER_STATUSES)[number], 500);
  return { helpers: helpers.map((helper) => toUserMessage(helper, 'HELPER')) };
}

/**
 * `npm run admin -- create-admin <email>`: gives an existing account the ADMIN role, or creates a
 * verified admin account with `password`. Answers whether the account was created. Either is
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
    return row.id;
  });
  return { userId, created: true };
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
