import { UNCLAIMED_UPLOAD_TTL_MS } from '@helpwire/contracts';
import { silentLogger } from '@helpwire/service-kit/testing';
import { eq, inArray } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { files } from '../store/schema';
import { startStaleUploadCleanup } from './stale-uploads';

describe('stale upload clean-up', () => {
  const f = useCaseFixture();

  it('deletes the rows and bytes of uploads no profile attached in time, and keeps fresh and attached ones', async () => {
    const helper = await f.verifiedAccount('HELPER');
    const [attached] = await f.database.db.select({ id: files.id }).from(files).where(eq(files.ownerId, helper.userId));
    const [stale, fresh, owned] = [await f.storedFile('ID_CARD'), await f.storedFile('ID_CARD'), attached!.id];
    const longAgo = new Date(Date.now() - UNCLAIMED_UPLOAD_TTL_MS - 60_000);
    await f.database.db
      .update(files)
      .set({ createdAt: longAgo })
      .where(inArray(files.id, [stale, owned]));
    const [staleRow] = await f.database.db.select().from(files).where(eq(files.id, stale));

    const stop = startStaleUploadCleanup({ db: f.deps.db, files: f.deps.files, logger: silentLogger }, 3600_000);
    await stop();

    const left = await f.database.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [stale, fresh, owned]));
    expect(left.map((r) => r.id).sort()).toEqual([fresh, owned].sort());
    await expect(f.deps.files.open(staleRow!.storageKey)).rejects.toThrow();
  });
});
