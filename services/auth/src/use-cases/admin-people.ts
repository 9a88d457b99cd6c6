import { PeopleTexts } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';
import { actorOf, AppError, pageMeta, pageWindow, requireRole, type CallContext, type Transaction } from '@helpwire/service-kit';
import { z } from 'zod';
import { maskEmail, maskPhone } from '../domain/one-time-code';
import { emitAdminAction } from '../events/admin-action-events';
import { enqueueAccountDeleted, enqueueSessionsEnded } from '../events/account-events';
import { findAccountById, type AccountRow, type AccountWithRoles, type RoleRow } from '../store/account-queries';
import { warningsOf } from '../store/account-sanctions';
import { searchAccounts } from '../store/account-search';
import { accountSessions, endAllSessions } from '../store/session-store';
import type { AuthDeps } from './deps';
import { eraseAccountData } from './delete-account';
import { prepareCode } from './send-code';
import { checkCodeLimits } from './verification';

type WarningRow = Awaited<ReturnType<typeof warningsOf>>[number];

/** An erased account keeps its row (other services' records resolve) with this placeholder address. */
const isErased = (account: Pick<AccountRow, 'email'>) => account.email?.endsWith('@deleted.invalid') ?? false;

function roleRecord(role: RoleRow): auth.AccountRoleRecord {
  return {
    role: authNames.roleNames.toProto(role.role),
    status: role.role === 'HELPER' ? authNames.verificationStatusNames.toProto(role.status as 'IN_REVIEW' | 'APPROVED' | 'REJECTED') : 0,
    rejectionReason: role.rejectionReason ?? undefined,
    isAvailable: role.isAvailable,
    createdAt: role.createdAt,
  };
}

/** The account as the console shows it. A phone-only account proved its phone at sign-up; an e-mail account its e-mail. */
export function accountRecord(account: AccountRow & { roles: RoleRow[] }, warnings: WarningRow[] = []): auth.AccountRecord {
  const verified = account.verifiedAt !== null;
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email ?? undefined,
    phone: account.phone ?? undefined,
    username: account.username,
    roles: account.roles.map(roleRecord),
    emailVerified: verified && account.email !== null,
    phoneVerified: verified && account.email === null && account.phone !== null,
    createdAt: account.createdAt,
    suspendedAt: account.suspendedAt ?? undefined,
    suspensionReason: account.suspensionReason ?? undefined,
    warnings: warnings.map((w) => ({ id: w.id, reason: w.reason, source: w.source, sourceId: w.sourceId ?? undefined, createdAt: w.createdAt })),
    erased: isErased(account),
    pendingEmail: account.pendingEmail ?? undefined,
  };
}

const notFound = () => AppError.notFound('Account not found', 'AUTH_ACCOUNT_NOT_FOUND');

async function accountOf(deps: Pick<AuthDeps, 'db'>, accountId: string): Promise<AccountWithRoles> {
  if (!z.uuid().safeParse(accountId).success) throw notFound();
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw notFound();
  return account;
}

const reasonOf = (reason: string) => {
  const text = reason.trim();
  if (!text) throw AppError.invalid(PeopleTexts.reasonRequired, 'VALIDATION_FAILED');
  return text.slice(0, 1000);
};

/** Admins: the accounts a search finds (decision 0076), newest first, 20 a page. */
export async function searchAccountsAsAdmin(
  deps: Pick<AuthDeps, 'db'>,
  request: auth.SearchAccountsRequest,
  ctx: CallContext,
): Promise<auth.SearchAccountsResponse> {
  requireRole(ctx, 'ADMIN');
  if (request.query.length > 200) throw AppError.invalid(PeopleTexts.searchTooLong, 'VALIDATION_FAILED');
  const window = pageWindow({ page: request.page, limit: request.limit }, 20, 50);
  const { rows, total } = await searchAccounts(deps.db, request.query, window);
  return { accounts: rows.map((row) => accountRecord(row)), ...pageMeta(window, total) };
}

/** Admins: one account with its roles, verification, suspension and warnings. */
export async function getAccountRecord(
  deps: Pick<AuthDeps, 'db'>,
  request: auth.GetAccountRecordRequest,
  ctx: CallContext,
): Promise<auth.GetAccountRecordResponse> {
  requireRole(ctx, 'ADMIN');
  const account = await accountOf(deps, request.accountId);
  return { account: accountRecord(account, await warningsOf(deps.db, account.id)) };
}

/**
 * Admins: ends every session of an account (its tokens are refused at the next request, its sockets
 * closed at the gateway's next session check); audited when a session was still open.
 */
export async function endAccountSessions(
  deps: Pick<AuthDeps, 'db'>,
  request: auth.EndAccountSessionsRequest,
  ctx: CallContext,
): Promise<auth.EndAccountSessionsResponse> {
  requireRole(ctx, 'ADMIN');
  const reason = reasonOf(request.reason);
  const account = await accountOf(deps, request.accountId);
  const ended = await deps.db.transaction(async (tx: Transaction) => {
    const count = await endAllSessions(tx, account.id);
    if (count > 0) await enqueueSessionsEnded(tx, account.id);
    if (count > 0)
      await emitAdminAction(tx, actorOf(ctx), {
        action: 'account.sign_out_everywhere',
        objectId: account.id,
        before: { openSessions: count },
        after: { openSessions: 0 },
        reason,
      });
    return count;
  });
  return { ended };
}

/** Admins: a new sign-up code for an unverified account (by e-mail, and SMS when it has a phone), within the usual limits. */
export async function resendAccountVerification(
  deps: AuthDeps,
  request: auth.ResendAccountVerificationRequest,
  ctx: CallContext,
): Promise<auth.ResendAccountVerificationResponse> {
  requireRole(ctx, 'ADMIN');
  const account = await accountOf(deps, request.accountId);
  if (isErased(account)) throw new AppError('FAILED_PRECONDITION', PeopleTexts.accountErased, 'AUTH_ACCOUNT_ERASED');
  if (account.verifiedAt) throw new AppError('FAILED_PRECONDITION', PeopleTexts.alreadyVerified, 'AUTH_ACCOUNT_ALREADY_VERIFIED');
  await checkCodeLimits(deps, account.id, 'SIGNUP');
  const sentTo = account.email ? maskEmail(account.email) : maskPhone(account.phone ?? '');
  const deliver = await deps.db.transaction(async (tx: Transaction) => {
    const send = await prepareCode(deps, tx, account, 'SIGNUP', account.language);
    await emitAdminAction(tx, actorOf(ctx), { action: 'account.resend_verification', objectId: account.id, after: { sentTo } });
    return send;
  });
  await deliver();
  return { sentTo };
}

/** Admins: what auth holds about an account, as JSON (the account, profile, roles, warnings, files' facts, sessions); audited with the reason. */
export async function exportAccountProfile(
  deps: Pick<AuthDeps, 'db'>,
  request: auth.ExportAccountProfileRequest,
  ctx: CallContext,
): Promise<auth.ExportAccountProfileResponse> {
  requireRole(ctx, 'ADMIN');
  const reason = reasonOf(request.reason);
  const account = await accountOf(deps, request.accountId);
  const [warnings, sessions] = await Promise.all([warningsOf(deps.db, account.id), accountSessions(deps.db, account.id)]);
  const { passwordHash, files, roles, ...fields } = account;
  const profile = {
    ...fields,
    hasPassword: passwordHash !== null,
    roles: roles.map(({ accountId: _a, ...role }) => role),
    warnings: warnings.map(({ accountId: _a, ...warning }) => warning),
    files: files.map((file) => ({ id: file.id, purpose: file.purpose, name: file.name, mimeType: file.mimeType, size: file.size, createdAt: file.createdAt })),
    sessions,
  };
  await deps.db.transaction((tx: Transaction) => emitAdminAction(tx, actorOf(ctx), { action: 'account.export', objectId: account.id, reason }));
  return { profileJson: JSON.stringify(profile) };
}

/**
 * Admins: erases an account as deleting it does (decision 0076): every personal field replaced, every
 * role, code, session and file gone, account_deleted for each role it held. The admin types its
 * e-mail (its phone when it has none) to confirm; an admin's account, or the admin's own, is refused.
 */
export async function eraseAccountAsAdmin(deps: AuthDeps, request: auth.EraseAccountRequest, ctx: CallContext): Promise<auth.EraseAccountResponse> {
  const { userId } = requireRole(ctx, 'ADMIN');
  const reason = reasonOf(request.reason);
  if (request.accountId === userId) throw new AppError('FAILED_PRECONDITION', PeopleTexts.eraseSelfRefused, 'AUTH_ERASE_REFUSED');
  const account = await accountOf(deps, request.accountId);
  if (account.roles.some((r) => r.role === 'ADMIN')) throw new AppError('FAILED_PRECONDITION', PeopleTexts.eraseAdminRefused, 'AUTH_ERASE_REFUSED');
  if (isErased(account)) throw new AppError('FAILED_PRECONDITION', PeopleTexts.accountErased, 'AUTH_ACCOUNT_ERASED');
  const typed = request.confirmContact.trim().toLowerCase();
  const contact = (account.email ?? account.phone ?? '').toLowerCase();
  if (!typed) throw AppError.invalid(PeopleTexts.eraseConfirmationRequired, 'AUTH_ERASE_CONFIRMATION_MISMATCH');
  if (typed !== contact) throw AppError.invalid(PeopleTexts.eraseConfirmationMismatch, 'AUTH_ERASE_CONFIRMATION_MISMATCH');
  const roles = account.roles.map((r) => r.role);
  const removedFiles = await deps.db.transaction(async (tx: Transaction) => {
    const files = await eraseAccountData(deps, tx, account.id);
    for (const role of roles) await enqueueAccountDeleted(tx, account.id, role, true);
    await emitAdminAction(tx, actorOf(ctx), {
      action: 'account.erase',
      objectId: account.id,
      before: { roles: roles.join(','), suspended: account.suspendedAt !== null },
      after: { erased: true },
      reason,
    });
    return files;
  });
  await removedFiles.afterCommit();
  ctx.logger.info({ accountId: account.id, roles }, 'account erased by an admin');
  return {};
}
