import { createTestDatabase, silentLogger, type TestDatabase } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { migrationsFolder } from '../../app';
import { MemoryPresence } from '../presence/presence';
import { applyAvailability, applyProfile, applyReview } from '../../store/helper-writes';
import { HelperDirectory } from './helper-directory';

/** The directory on PostgreSQL, its rounds run by the test (no timer): what each round puts into the index. */
describe('HelperDirectory', () => {
  let database: TestDatabase;
  let directory: HelperDirectory;
  const put: string[] = [];
  const OVERLAP_MS = 300;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.migrate({ folder: migrationsFolder, schema: 'matching' });
    directory = new HelperDirectory(database.db, new MemoryPresence({ ttlMs: 10_000 }), silentLogger, {}, { refreshMs: 3_600_000, overlapMs: OVERLAP_MS });
    await directory.start();
    const original = directory.put.bind(directory);
    directory.put = (profile) => {
      put.push(profile.id);
      original(profile);
    };
  });

  afterAll(async () => {
    await directory?.stop();
    await database?.drop();
  });

  async function writeHelper(id: string): Promise<void> {
    const at = new Date();
    await database.db.transaction(async (tx) => {
      await applyProfile(
        tx,
        id,
        { firstName: 'Ann', gender: 'FEMALE', languages: ['en'], categories: ['education'], location: { latitude: 25.2, longitude: 55.27 } },
        at,
      );
      await applyReview(tx, id, true, at);
      await applyAvailability(tx, id, true, at);
    });
  }

  it('reads a change in the rounds of its overlap, then no more: a quiet table is not put into the index again and again', async () => {
    const id = randomUUID();
    await writeHelper(id);
    await directory.readChanges();
    expect(put).toContain(id);
    expect(directory.profile(id)).toMatchObject({ approved: true, available: true, categories: ['education'] });
    // Past the overlap (looked back from the last read's time), nothing changed: nothing is read again.
    await new Promise((r) => setTimeout(r, OVERLAP_MS + 100));
    await directory.readChanges();
    put.length = 0;
    await directory.readChanges();
    expect(put).toEqual([]);
    // A later change is read as before.
    const later = randomUUID();
    await writeHelper(later);
    await directory.readChanges();
    expect(put).toEqual([later]);
  });
});
