import { auth } from '@helpwire/proto';
import { AuthEvents } from '@helpwire/service-kit';
import { silentLogger, waitFor } from '@helpwire/service-kit/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { HelperDirectory } from '../adapters/directory/helper-directory';
import { helpers } from '../store/schema';

describe("auth's events in matching", () => {
  const f = useCaseFixture();
  const profile = (userId: string, categories: string[], firstName = 'Nadia') => ({
    userId,
    email: 'n@example.com',
    gender: 'Female',
    languages: ['en'],
    categories,
    latitude: 25.2,
    longitude: 55.27,
    location: { latitude: 25.2, longitude: 55.27 },
    firstName,
  });
  const row = async (id: string) => (await f.database.db.select().from(helpers).where(eq(helpers.userId, id)))[0];

  it('makes a helper matchable from profile_updated, helper_verified and availability_changed, and stores it', async () => {
    const id = await f.helper({ categories: ['tech'], firstName: 'Layla' });
    expect(await row(id)).toMatchObject({
      firstName: 'Layla',
      gender: 'FEMALE',
      categories: ['tech'],
      languages: ['en'],
      approved: true,
      available: true,
      latitude: 25.2048,
    });
    expect(f.deps.directory.index.has(id)).toBe(true);
    await f.authEvent(AuthEvents.availabilityChanged, { userId: id, isAvailable: false });
    await waitFor(() => !f.deps.directory.index.has(id));
    expect(await row(id)).toMatchObject({ available: false });
  });

  it('ignores an older event delivered after a newer one', async () => {
    const id = randomUUID();
    const later = new Date();
    const earlier = new Date(later.getTime() - 60_000);
    await f.authEvent(AuthEvents.profileUpdated, profile(id, ['new-category']), later);
    await f.authEvent(AuthEvents.profileUpdated, profile(id, ['old-category']), earlier);
    await f.authEvent(AuthEvents.availabilityChanged, { userId: id, isAvailable: true }, later);
    await f.authEvent(AuthEvents.availabilityChanged, { userId: id, isAvailable: false }, earlier);
    expect(await row(id)).toMatchObject({ categories: ['new-category'], available: true });
  });

  it('takes a rejected or resubmitted helper out (approval and availability off), as auth does', async () => {
    const id = await f.helper({ categories: ['tech'] });
    await f.authEvent(AuthEvents.helperResubmitted, { userId: id, status: auth.VerificationStatus.VERIFICATION_STATUS_IN_REVIEW });
    expect(await row(id)).toMatchObject({ approved: false, available: false });
    await waitFor(() => !f.deps.directory.index.has(id));
    await f.authEvent(AuthEvents.helperVerified, { userId: id, status: auth.VerificationStatus.VERIFICATION_STATUS_APPROVED });
    expect(await row(id)).toMatchObject({ approved: true, available: false });
  });

  it('forgets a deleted helper (name, place, languages) and a late older event cannot bring them back', async () => {
    const id = await f.helper({ categories: ['tech'] });
    const deletedAt = new Date();
    await f.authEvent(AuthEvents.accountDeleted, { userId: id, role: auth.Role.ROLE_HELPER, erased: true }, deletedAt);
    await waitFor(() => !f.deps.directory.index.has(id));
    expect(await row(id)).toMatchObject({ firstName: '', languages: [], categories: [], latitude: null, approved: false, available: false });
    await f.authEvent(
      AuthEvents.helperVerified,
      { userId: id, status: auth.VerificationStatus.VERIFICATION_STATUS_APPROVED },
      new Date(deletedAt.getTime() - 1000),
    );
    await f.authEvent(AuthEvents.profileUpdated, profile(id, ['tech']), new Date(deletedAt.getTime() - 1000));
    expect(await row(id)).toMatchObject({ approved: false, categories: [] });
  });

  it('leaves a helper alone when only their user role is deleted', async () => {
    const id = await f.helper({ categories: ['tech'] });
    await f.authEvent(AuthEvents.accountDeleted, { userId: id, role: auth.Role.ROLE_USER, erased: false });
    expect(await row(id)).toMatchObject({ approved: true, categories: ['tech'] });
  });

  it('rebuilds the index from the database after a restart (a new directory on the same tables)', async () => {
    const id = await f.helper({ categories: ['restart'] });
    const restarted = new HelperDirectory(f.database.db, f.presence, silentLogger);
    await restarted.start();
    try {
      expect(restarted.profile(id)).toMatchObject({ approved: true, available: true, categories: ['restart'] });
      expect(
        restarted
          .nearest({ latitude: 25.2, longitude: 55.27, category: 'restart', languages: ['en'], genderPreference: 'NO_PREFERENCE', limit: 5 })
          .map((h) => h.helper.id),
      ).toEqual([id]);
    } finally {
      await restarted.stop();
    }
  });
});
