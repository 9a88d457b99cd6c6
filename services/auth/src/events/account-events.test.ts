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
      await enqueueProfileUpdated(tx, { id: userId, email: 'nadia@example.com', gender: 'Female', profile });
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
    expect(await decode(AuthEvents.userRegistered)).toMatchObject({ userId, role: 'HELPER', email: 'nadia@example.com', language: 'ar' });
    expect(await decode(AuthEvents.roleRegistered)).toMatchObject({ userId, role: 'USER' });
    expect(await decode(AuthEvents.profileUpdated)).toMatchObject({ userId, email: 'nadia@example.com', gender: 'Female', languages: ['ar'], categories: ['education'], latitude: 25.2, longitude: 55.27 });
    expect(await decode(AuthEvents.helperResubmitted)).toMatchObject({ userId, status: 'IN_REVIEW', reason: '' });
    expect(await decode(AuthEvents.accountDeleted)).toMatchObject({ userId, role: 'HELPER', erased: true });
  });

  it('sends a profile without a place as 0, 0 (the payload has no empty location)', async () => {
    const userId = randomUUID();
    await f.database.db.transaction((tx) => enqueueProfileUpdated(tx, { id: userId, email: 'omar@example.com', gender: 'Male', profile: blankProfile() }));
    const rows = (await written(AuthEvents.profileUpdated.subject)).map((row) => AuthEvents.profileUpdated.codec.decode(row.payload)).filter((m) => m.userId === userId);
    expect(rows).toEqual([expect.objectContaining({ latitude: 0, longitude: 0, languages: [], categories: [] })]);
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
