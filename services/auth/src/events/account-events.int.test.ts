import { auth } from '@helpwire/proto';
import { AuthEvents } from '@helpwire/service-kit';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { blankProfile } from '../store/account-writes';
import { outbox } from '../store/schema';
import { enqueueAccountDeleted, enqueueHelperResubmitted, enqueueProfileUpdated, enqueueRoleRegistered, enqueueUserRegistered } from './account-events';

describe('account events', () => {
  const f = useCaseFixture();

  /** The outbox rows of a subject. */
  async function written(subject: string) {
    return f.database.db.select().from(outbox).where(eq(outbox.subject, subject));
  }

  it('writes each event in the outbox with its catalogue subject, a fresh id and time, and the payload other services read', async () => {
    const userId = randomUUID();
    const profile = {
      ...blankProfile([{ label: 'Arabic', value: 'ar' }]),
      categories: [{ label: 'Education', value: 'education' }],
      location: { latitude: 25.2, longitude: 55.27, address: 'Dubai' },
    };
    await f.database.db.transaction(async (tx) => {
      await enqueueUserRegistered(tx, userId, 'HELPER', 'nadia@example.com', 'ar');
      await enqueueRoleRegistered(tx, userId, 'USER');
      await enqueueProfileUpdated(tx, {
        id: userId,
        email: 'nadia@example.com',
        firstName: 'Nadia',
        gender: 'Female',
        profile,
        phone: '+971501234567',
        language: 'ar',
      });
      await enqueueHelperResubmitted(tx, userId);
      await enqueueAccountDeleted(tx, userId, 'HELPER', true);
    });
    const decode = async <T>(event: { subject: string; codec: { decode(bytes: Uint8Array): T } }) => {
      const rows = (await written(event.subject)).filter((row) => (event.codec.decode(row.payload) as { userId: string }).userId === userId);
      expect(rows).toHaveLength(1);
      const message = event.codec.decode(rows[0]!.payload) as T & { eventId: string; occurredAt: unknown };
      expect(message.eventId).toBe(rows[0]!.id);
      expect(message.occurredAt).toBeTruthy();
      return message;
    };
    expect(await decode(AuthEvents.userRegistered)).toMatchObject({ userId, role: auth.Role.ROLE_HELPER, email: 'nadia@example.com', language: 'ar' });
    expect(await decode(AuthEvents.roleRegistered)).toMatchObject({ userId, role: auth.Role.ROLE_USER });
    expect(await decode(AuthEvents.profileUpdated)).toMatchObject({
      userId,
      email: 'nadia@example.com',
      gender: 'Female',
      languages: ['ar'],
      categories: ['education'],
      latitude: 25.2,
      longitude: 55.27,
      firstName: 'Nadia',
      location: { latitude: 25.2, longitude: 55.27 },
      phone: '+971501234567',
      language: 'ar',
    });
    expect(await decode(AuthEvents.helperResubmitted)).toMatchObject({
      userId,
      status: auth.VerificationStatus.VERIFICATION_STATUS_IN_REVIEW,
      reason: undefined,
    });
    expect(await decode(AuthEvents.accountDeleted)).toMatchObject({ userId, role: auth.Role.ROLE_HELPER, erased: true });
  });

  it('sends a profile without a place with no location (and 0, 0 in the older fields)', async () => {
    const userId = randomUUID();
    await f.database.db.transaction((tx) =>
      enqueueProfileUpdated(tx, {
        id: userId,
        email: 'omar@example.com',
        firstName: 'Omar',
        gender: 'Male',
        profile: blankProfile(),
        phone: null,
        language: 'en',
      }),
    );
    const rows = (await written(AuthEvents.profileUpdated.subject))
      .map((row) => AuthEvents.profileUpdated.codec.decode(row.payload))
      .filter((m) => m.userId === userId);
    expect(rows).toEqual([
      expect.objectContaining({ latitude: 0, longitude: 0, location: undefined, languages: [], categories: [], phone: undefined, language: 'en' }),
    ]);
  });

  it('writes nothing when the change it belongs to rolls back', async () => {
    const userId = randomUUID();
    const before = await written(AuthEvents.roleRegistered.subject);
    await expect(
      f.database.db.transaction(async (tx) => {
        await enqueueRoleRegistered(tx, userId, 'ADMIN');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await written(AuthEvents.roleRegistered.subject)).toHaveLength(before.length);
  });
});
