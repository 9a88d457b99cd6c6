import { AuthTexts } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { z } from 'zod';
import { actorOf, AppError, requireRole, type AdminActor, type CallContext, type Transaction } from '@helpwire/service-kit';
import { emitAdminAction } from '../events/admin-action-events';
import { emitAvailabilityChanged } from '../events/helper-events';
import { enqueueAccountWarned, enqueueSessionsEnded } from '../events/account-events';
import { findAccountById } from '../store/account-queries';
import { insertWarning, suspend, unsuspend } from '../store/account-sanctions';
import { setHelperAvailability } from '../store/role-writes';
import { revokeAccountSessions } from '../store/session-store';
import type { AuthDeps } from './deps';

/**
 * Who decided a sanction: an admin (audited as theirs), an admin acting on a flag (audited as theirs;
 * one warning per flag) or a dispute's resolution (audited by payment, with the dispute).
 */
export type SanctionSource =
  | { kind: 'ADMIN'; actor: AdminActor }
  | { kind: 'FLAG'; actor: AdminActor; flagId: string }
  | { kind: 'DISPUTE'; disputeId: string };

const sourceIdOf = (source: SanctionSource) => (source.kind === 'DISPUTE' ? source.disputeId : source.kind === 'FLAG' ? source.flagId : null);

const reasonOf = (reason: string, required: string) => {
  const text = reason.trim();
  if (!text) throw AppError.invalid(required, 'VALIDATION_FAILED');
  return text.slice(0, 1000);
};

async function accountOf(deps: Pick<AuthDeps, 'db'>, accountId: string) {
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw AppError.notFound('Account not found', 'AUTH_ACCOUNT_NOT_FOUND');
  return account;
}

/**
 * Suspends an account (a dispute's USER_BAN, or an admin): in one transaction it can no longer sign in
 * (startSession refuses it), every session ends (the gateway refuses their tokens at once and closes
 * their sockets at its next session check, within a minute), and a helper goes off duty, so matching
 * rings them no more. Suspending a suspended account changes nothing.
 */
export async function suspendAccount(deps: Pick<AuthDeps, 'db'>, accountId: string, reason: string, source: SanctionSource): Promise<void> {
  const text = reasonOf(reason, AuthTexts.suspensionReasonRequired);
  const account = await accountOf(deps, accountId);
  await deps.db.transaction(async (tx: Transaction) => {
    if (!(await suspend(tx, account.id, text, new Date()))) return;
    await revokeAccountSessions(tx, account.id);
    await enqueueSessionsEnded(tx, account.id);
    const helper = account.roles.find((r) => r.role === 'HELPER');
    if (helper?.isAvailable) {
      await setHelperAvailability(tx, account.id, false);
      await emitAvailabilityChanged(tx, { userId: account.id, isAvailable: false });
    }
    if (source.kind !== 'DISPUTE')
      await emitAdminAction(tx, source.actor, {
        action: 'account.suspend',
        objectId: account.id,
        before: { suspended: false },
        after: { suspended: true },
        reason: text,
      });
  });
}

/** An admin lifts a suspension: the account may sign in again (its old sessions stay ended). */
export async function unsuspendAccount(deps: Pick<AuthDeps, 'db'>, accountId: string, actor: AdminActor): Promise<void> {
  const account = await accountOf(deps, accountId);
  await deps.db.transaction(async (tx: Transaction) => {
    const reason = await unsuspend(tx, account.id, new Date());
    if (reason !== undefined)
      await emitAdminAction(tx, actor, { action: 'account.unsuspend', objectId: account.id, before: { suspended: true, reason }, after: { suspended: false } });
  });
}

/**
 * Warns an account (a dispute's USER_WARNING, once per dispute; an admin; or an admin acting on a flag,
 * once per flag): kept on the account for admins and the person, who is told at once
 * (helpwire.auth.account_warned, in the same transaction as the warning: once per warning).
 */
export async function warnAccount(deps: Pick<AuthDeps, 'db'>, accountId: string, reason: string, source: SanctionSource): Promise<void> {
  const text = reasonOf(reason, AuthTexts.warningReasonRequired);
  const account = await accountOf(deps, accountId);
  await deps.db.transaction(async (tx: Transaction) => {
    const added = await insertWarning(tx, { accountId: account.id, reason: text, source: source.kind, sourceId: sourceIdOf(source) });
    if (!added) return;
    await enqueueAccountWarned(tx, added);
    if (source.kind !== 'DISPUTE') await emitAdminAction(tx, source.actor, { action: 'account.warn', objectId: account.id, reason: text });
  });
}

const accountIdOf = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw AppError.notFound('Account not found', 'AUTH_ACCOUNT_NOT_FOUND');
  return id;
};

/** The admin routes' entry points: ADMIN only, checked here in the service; each audited as the admin's. */
export const adminSanctions = {
  suspend: async (deps: Pick<AuthDeps, 'db'>, request: auth.SuspendAccountRequest, ctx: CallContext) => {
    requireRole(ctx, 'ADMIN');
    await suspendAccount(deps, accountIdOf(request.accountId), request.reason, { kind: 'ADMIN', actor: actorOf(ctx) });
    return {};
  },
  unsuspend: async (deps: Pick<AuthDeps, 'db'>, request: auth.UnsuspendAccountRequest, ctx: CallContext) => {
    requireRole(ctx, 'ADMIN');
    await unsuspendAccount(deps, accountIdOf(request.accountId), actorOf(ctx));
    return {};
  },
  warn: async (deps: Pick<AuthDeps, 'db'>, request: auth.WarnAccountRequest, ctx: CallContext) => {
    requireRole(ctx, 'ADMIN');
    const actor = actorOf(ctx);
    const flagId = request.flagId?.trim().slice(0, 100);
    await warnAccount(deps, accountIdOf(request.accountId), request.reason, flagId ? { kind: 'FLAG', actor, flagId } : { kind: 'ADMIN', actor });
    return {};
  },
};
