import { ValidationTexts } from '@helpwire/contracts';
import { ContentEvents } from '@helpwire/service-kit';
import { count, eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { contactMessages } from '../store/schema';
import { createContactMessage } from './contact-us';

describe('createContactMessage', () => {
  const f = useCaseFixture();
  const stored = async () => (await f.database.db.select({ n: count() }).from(contactMessages))[0]!.n;

  it('stores the cleaned message in the caller language and queues contact_received with it in the same write', async () => {
    const created = await createContactMessage(
      f.deps,
      { name: ' Layla ', email: 'Layla@Example.com', subject: 'Helper onboarding', message: 'How long does verification take?' },
      f.ctx('ar'),
    );
    const [row] = await f.database.db.select().from(contactMessages).where(eq(contactMessages.id, created.id));
    expect(row).toMatchObject({ name: 'Layla', email: 'layla@example.com', subject: 'Helper onboarding', language: 'ar' });
    expect(created.createdAt).toEqual(row!.createdAt);
    const events = (await f.outboxRows())
      .filter((r) => r.subject === ContentEvents.contactReceived.subject)
      .map((r) => ContentEvents.contactReceived.codec.decode(r.payload));
    expect(events.filter((e) => e.messageId === created.id)).toEqual([
      expect.objectContaining({
        messageId: created.id,
        name: 'Layla',
        email: 'layla@example.com',
        subject: 'Helper onboarding',
        message: 'How long does verification take?',
        language: 'ar',
      }),
    ]);
  });

  it('answers every broken rule with its spec text and stores nothing, queues nothing', async () => {
    const [messages, events] = [await stored(), (await f.outboxRows()).length];
    await expect(createContactMessage(f.deps, { name: '', email: 'not-an-email', subject: ' ', message: '' }, f.ctx())).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: [ValidationTexts.nameRequired, ValidationTexts.mustBeEmail, ValidationTexts.subjectRequired, ValidationTexts.messageRequired],
    });
    expect(await stored()).toBe(messages);
    expect(await f.outboxRows()).toHaveLength(events);
  });
});
