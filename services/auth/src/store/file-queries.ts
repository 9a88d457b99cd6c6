import { FileTexts, UNCLAIMED_UPLOAD_TTL_MS } from '@helpwire/contracts';
import { AppError, type Database, type Transaction } from '@helpwire/service-kit';
import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray, or, gt, sql } from 'drizzle-orm';
import type { FileStorage } from '@helpwire/service-kit';
import { files, type FilePurpose } from './schema';

export type FileRow = typeof files.$inferSelect;

/** Work to do once the transaction that changed file rows has committed (deleting bytes). */
export interface AfterCommit {
  afterCommit(): Promise<void>;
}

/** The files to put on a profile. `undefined` keeps what is there; `null` removes it. */
export interface FileChanges {
  idCardFileId?: string | null;
  /** The complete list of documents to keep (attached ones not in it are deleted). */
  documentFileIds?: readonly string[];
  profilePicFileId?: string | null;
}

export async function insertFile(db: Database | Transaction, row: typeof files.$inferInsert): Promise<FileRow> {
  const [file] = await db.insert(files).values(row).returning();
  if (!file) throw new Error('file insert returned no row');
  return file;
}

/** How many files, and bytes, visitors at `address` uploaded since `since`. */
export async function visitorUploadsSince(db: Database | Transaction, address: string, since: Date): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint` })
    .from(files)
    .where(and(eq(files.visitorAddress, address), gt(files.createdAt, since)));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** What an account uploaded since `since` and what it holds in all (files and bytes), in one query. */
export async function accountUploadUsage(
  db: Database | Transaction,
  ownerId: string,
  since: Date,
): Promise<{ hour: { files: number; bytes: number }; total: { files: number; bytes: number } }> {
  const recent = sql`${files.createdAt} > ${since.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      hourFiles: sql<number>`(count(*) filter (where ${recent}))::int`,
      hourBytes: sql<number>`coalesce(sum(${files.size}) filter (where ${recent}), 0)::bigint`,
      totalFiles: sql<number>`count(*)::int`,
      totalBytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint`,
    })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return {
    hour: { files: Number(row?.hourFiles ?? 0), bytes: Number(row?.hourBytes ?? 0) },
    total: { files: Number(row?.totalFiles ?? 0), bytes: Number(row?.totalBytes ?? 0) },
  };
}

/** Holds the account's upload lock until the transaction ends: its quota check and its new file row happen one upload at a time. */
export async function lockAccountUploads(tx: Transaction, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${ownerId}`}))`);
}

export async function findFile(db: Database | Transaction, id: string): Promise<FileRow | undefined> {
  const [file] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return file;
}

/** The attached files (picture, ID card, documents) of these accounts, oldest first, in one query. */
export async function attachedFilesOf(db: Database | Transaction, accountIds: readonly string[]): Promise<FileRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.ownerId, [...accountIds]), isNotNull(files.attachedAt)))
    .orderBy(asc(files.createdAt), asc(files.id));
}

/** Deletes bytes, logging nothing and never failing the caller: the clean-up retries rows only. */
function deleteBytesLater(storage: FileStorage, keys: string[]): AfterCommit {
  return {
    afterCommit: async () => {
      await Promise.allSettled(keys.map((key) => storage.delete(key)));
    },
  };
}

/**
 * Claims and attaches `ids` of `purpose` to the account: each must be the account's own file or an
 * unclaimed upload younger than UNCLAIMED_UPLOAD_TTL_MS. One conditional UPDATE does it, so two
 * transactions can never claim the same file (the loser sees owner_id set and matches nothing).
 */
async function claim(tx: Transaction, accountId: string, purpose: FilePurpose, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const freshSince = new Date(Date.now() - UNCLAIMED_UPLOAD_TTL_MS);
  const claimed = await tx
    .update(files)
    .set({ ownerId: accountId, attachedAt: sql`coalesce(${files.attachedAt}, now())` })
    .where(
      and(
        inArray(files.id, [...ids]),
        eq(files.purpose, purpose),
        or(eq(files.ownerId, accountId), and(isNull(files.ownerId), gt(files.createdAt, freshSince))),
      ),
    )
    .returning({ id: files.id });
  if (claimed.length !== new Set(ids).size) throw AppError.invalid(FileTexts.fileNotUsable, 'UPLOAD_FILE_NOT_USABLE');
}

/**
 * Marks the account's own DISPUTE upload `id` attached (a dispute's evidence), once: the stale-upload
 * clean-up keeps it from then on. Undefined for any other file (someone else's, another purpose, unknown).
 */
export async function attachDisputeFile(db: Database | Transaction, id: string, accountId: string): Promise<FileRow | undefined> {
  const [row] = await db
    .update(files)
    .set({ attachedAt: sql`coalesce(${files.attachedAt}, now())` })
    .where(and(eq(files.id, id), eq(files.ownerId, accountId), eq(files.purpose, 'DISPUTE')))
    .returning();
  return row;
}

/** Deletes the account's attached files of `purpose` except `keep`; returns their storage keys. */
async function detachOthers(tx: Transaction, accountId: string, purpose: FilePurpose, keep: readonly string[]): Promise<string[]> {
  const rows = await tx
    .delete(files)
    .where(
      and(eq(files.ownerId, accountId), eq(files.purpose, purpose), isNotNull(files.attachedAt), keep.length > 0 ? notInArray(files.id, [...keep]) : undefined),
    )
    .returning({ storageKey: files.storageKey });
  return rows.map((row) => row.storageKey);
}

/**
 * Puts files on a profile, inside the caller's transaction (sign-up, profile update, register-role).
 *
 * Contract:
 * - `idCardFileId` must be an ID_CARD file, `documentFileIds` DOCUMENT files, `profilePicFileId` a
 *   PROFILE_PICTURE file; each owned by `accountId` or an unclaimed upload younger than 24 h. Anything
 *   else (unknown id, someone else's, wrong purpose, expired) → AppError INVALID_ARGUMENT
 *   FileTexts.fileNotUsable, and nothing is changed once the caller's transaction rolls back.
 * - A given file is claimed (owner set) and attached; the one it replaces (the previous ID card or
 *   picture, or documents missing from `documentFileIds`) is deleted. `null` removes the ID card or
 *   picture; `undefined` keeps the current one. An empty `documentFileIds` removes all documents.
 * - The bytes of deleted files are removed only by `afterCommit()`: call it after the transaction
 *   has committed (never inside it, so a rollback keeps them).
 */
export async function attachFiles(tx: Transaction, storage: FileStorage, accountId: string, changes: FileChanges): Promise<AfterCommit> {
  const removed: string[] = [];
  if (changes.idCardFileId !== undefined) {
    const keep = changes.idCardFileId ? [changes.idCardFileId] : [];
    await claim(tx, accountId, 'ID_CARD', keep);
    removed.push(...(await detachOthers(tx, accountId, 'ID_CARD', keep)));
  }
  if (changes.documentFileIds !== undefined) {
    const keep = [...new Set(changes.documentFileIds)];
    await claim(tx, accountId, 'DOCUMENT', keep);
    removed.push(...(await detachOthers(tx, accountId, 'DOCUMENT', keep)));
  }
  if (changes.profilePicFileId !== undefined) {
    const keep = changes.profilePicFileId ? [changes.profilePicFileId] : [];
    await claim(tx, accountId, 'PROFILE_PICTURE', keep);
    removed.push(...(await detachOthers(tx, accountId, 'PROFILE_PICTURE', keep)));
  }
  return deleteBytesLater(storage, removed);
}

/**
 * Deletes every file row of the account inside the caller's transaction (account deletion; the
 * foreign key would cascade, but the bytes need their keys). Call `afterCommit()` after the commit
 * to remove the bytes.
 */
export async function deleteAccountFiles(tx: Database | Transaction, storage: FileStorage, accountId: string): Promise<AfterCommit> {
  const rows = await tx.delete(files).where(eq(files.ownerId, accountId)).returning({ storageKey: files.storageKey });
  return deleteBytesLater(
    storage,
    rows.map((row) => row.storageKey),
  );
}

/**
 * Deletes up to `limit` files never attached to a profile and older than `olderThan` (visitors'
 * uploads no sign-up claimed, and signed-in uploads never used), rows first, then their bytes.
 * Returns how many went.
 */
export async function deleteStaleUploads(db: Database, storage: FileStorage, olderThan: Date, limit = 500): Promise<number> {
  const stale = db
    .select({ id: files.id })
    .from(files)
    .where(and(isNull(files.attachedAt), lt(files.createdAt, olderThan)))
    .limit(limit);
  const rows = await db.delete(files).where(inArray(files.id, stale)).returning({ storageKey: files.storageKey });
  await deleteBytesLater(
    storage,
    rows.map((row) => row.storageKey),
  ).afterCommit();
  return rows.length;
}
