import { FileTexts } from '@helpwire/contracts';
import { and, eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { findAccountById } from '../store/account-queries';
import { files } from '../store/schema';
import { attachProfileFiles, deleteProfileFiles } from './profile-files';

describe('profile files', () => {
  const f = useCaseFixture();

  async function helper() {
    const { userId } = await f.verifiedAccount('HELPER');
    return (await findAccountById(f.deps.db, userId))!;
  }
  const rowsOf = (ownerId: string) => f.database.db.select().from(files).where(eq(files.ownerId, ownerId));
  const stored = async (key: string) =>
    f.deps.files.open(key).then(
      (stream) => (stream.destroy(), true),
      () => false,
    );

  it('attaches a new ID card, deletes the one it replaces (its bytes only after commit) and says the review files changed', async () => {
    const account = await helper();
    const oldCard = account.files.find((file) => file.purpose === 'ID_CARD')!;
    const newCard = await f.storedFile('ID_CARD');
    const attached = await f.database.db.transaction((tx) => attachProfileFiles(f.deps, tx, account, { idCardFileId: newCard }));
    expect(attached.reviewFilesChanged).toBe(true);
    const cards = (await rowsOf(account.id)).filter((file) => file.purpose === 'ID_CARD');
    expect(cards).toEqual([expect.objectContaining({ id: newCard, ownerId: account.id, attachedAt: expect.any(Date) })]);
    expect(await stored(oldCard.storageKey)).toBe(true);
    await attached.afterCommit();
    expect(await stored(oldCard.storageKey)).toBe(false);
  });

  it('does not count a new profile picture, or the same documents again, as a change to review', async () => {
    const account = await helper();
    const documents = account.files.filter((file) => file.purpose === 'DOCUMENT').map((file) => file.id);
    const picture = await f.storedFile('PROFILE_PICTURE');
    const attached = await f.database.db.transaction((tx) =>
      attachProfileFiles(f.deps, tx, account, { documentFileIds: documents, profilePicFileId: picture }),
    );
    expect(attached.reviewFilesChanged).toBe(false);
    expect((await rowsOf(account.id)).map((file) => file.purpose).sort()).toEqual(['DOCUMENT', 'ID_CARD', 'PROFILE_PICTURE']);
  });

  it("refuses another account's file with the spec text and changes nothing", async () => {
    const account = await helper();
    const other = await helper();
    const othersCard = other.files.find((file) => file.purpose === 'ID_CARD')!;
    const before = await rowsOf(account.id);
    await expect(f.database.db.transaction((tx) => attachProfileFiles(f.deps, tx, account, { idCardFileId: othersCard.id }))).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reasons: ['UPLOAD_FILE_NOT_USABLE'],
      messages: [FileTexts.fileNotUsable],
    });
    expect(await rowsOf(account.id)).toEqual(before);
    expect(
      await f.database.db
        .select()
        .from(files)
        .where(and(eq(files.id, othersCard.id), eq(files.ownerId, other.id))),
    ).toHaveLength(1);
  });

  it('refuses a file of the wrong purpose (a picture as a document)', async () => {
    const account = await helper();
    const picture = await f.storedFile('PROFILE_PICTURE');
    await expect(f.database.db.transaction((tx) => attachProfileFiles(f.deps, tx, account, { documentFileIds: [picture] }))).rejects.toMatchObject({
      messages: [FileTexts.fileNotUsable],
    });
    const [row] = await f.database.db.select().from(files).where(eq(files.id, picture));
    expect(row).toMatchObject({ ownerId: null, attachedAt: null });
  });

  it('deletes every file of an account on erasure, rows at once and bytes after commit; a rollback keeps both', async () => {
    const account = await helper();
    const keys = account.files.map((file) => file.storageKey);
    await expect(
      f.database.db.transaction(async (tx) => {
        await deleteProfileFiles(f.deps, tx, account.id);
        throw new Error('erasure failed');
      }),
    ).rejects.toThrow('erasure failed');
    expect(await rowsOf(account.id)).toHaveLength(2);
    const removed = await f.database.db.transaction((tx) => deleteProfileFiles(f.deps, tx, account.id));
    expect(await rowsOf(account.id)).toHaveLength(0);
    expect(await Promise.all(keys.map(stored))).toEqual([true, true]);
    await removed.afterCommit();
    expect(await Promise.all(keys.map(stored))).toEqual([false, false]);
  });
});
