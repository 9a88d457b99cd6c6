import type { Transaction } from '@helpwire/service-kit';
import type { AccountWithRoles } from '../store/account-queries';
import { attachFiles, deleteAccountFiles, type AfterCommit, type FileChanges } from '../store/file-queries';
import type { AuthDeps } from './deps';

export interface AttachedProfileFiles extends AfterCommit {
  /** Whether the ID card or the documents changed (a helper then goes back to review). */
  reviewFilesChanged: boolean;
}

/**
 * Puts uploaded files on a profile (profile update, register-role) in the caller's transaction, and
 * says whether what an admin reviews changed. Call `afterCommit()` once committed (replaced bytes go).
 */
export async function attachProfileFiles(
  deps: Pick<AuthDeps, 'files'>,
  tx: Transaction,
  account: AccountWithRoles,
  changes: FileChanges,
): Promise<AttachedProfileFiles> {
  const current = (purpose: string) => account.files.filter((f) => f.purpose === purpose).map((f) => f.id);
  const idCardChanged = changes.idCardFileId !== undefined && !sameIds(current('ID_CARD'), changes.idCardFileId ? [changes.idCardFileId] : []);
  const documentsChanged = changes.documentFileIds !== undefined && !sameIds(current('DOCUMENT'), changes.documentFileIds);
  const attached = await attachFiles(tx, deps.files, account.id, changes);
  return { reviewFilesChanged: idCardChanged || documentsChanged, afterCommit: () => attached.afterCommit() };
}

/** Erasure: every file of the account (rows now, bytes after commit). */
export function deleteProfileFiles(deps: Pick<AuthDeps, 'files'>, tx: Transaction, accountId: string): Promise<AfterCommit> {
  return deleteAccountFiles(tx, deps.files, accountId);
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}
