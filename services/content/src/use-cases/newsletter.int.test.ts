import { ValidationTexts } from '@helpwire/contracts';
import { ContentEvents } from '@helpwire/service-kit';
import { eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { newsletterSubscribers } from '../store/schema';
import { subscribe, unsubscribe } from './newsletter';

describe('newsletter', () => {
  const f = useCaseFixture();
  const rowsOf = (email: string) => f.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  const eventsFor = async (email: string) =>
    (await f.outboxRows())
      .map((r) => {
        const event = [ContentEvents.newsletterSubscribed, ContentEvents.newsletterUnsubscribed].find((e) => e.subject === r.subject);
        return event && event.codec.decode(r.payload).email === email ? r.subject : undefined;
      })
      .filter((subject) => subject !== undefined);

  it('subscribes an address once, in the caller language: a repeat in another case is no error and changes nothing', async () => {
    expect(await subscribe(f.deps, { email: 'Reader@Example.com' }, f.ctx('ar'))).toEqual({ newlySubscribed: true });
    expect(await subscribe(f.deps, { email: 'reader@example.com' }, f.ctx('en'))).toEqual({ newlySubscribed: false });
    expect(await rowsOf('reader@example.com')).toEqual([expect.objectContaining({ language: 'ar', unsubscribedAt: null })]);
    expect(await eventsFor('reader@example.com')).toEqual([ContentEvents.newsletterSubscribed.subject]);
  });

  it('unsubscribes once, and subscribing again re-activates the same row; each change is announced', async () => {
    await subscribe(f.deps, { email: 'leaver@example.com' }, f.ctx());
    expect(await unsubscribe(f.deps, { email: 'leaver@example.com' })).toEqual({ wasSubscribed: true });
    expect((await rowsOf('leaver@example.com'))[0]!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribe(f.deps, { email: 'leaver@example.com' })).toEqual({ wasSubscribed: false });
    expect(await subscribe(f.deps, { email: 'leaver@example.com' }, f.ctx('ar'))).toEqual({ newlySubscribed: true });
    expect(await rowsOf('leaver@example.com')).toEqual([expect.objectContaining({ language: 'ar', unsubscribedAt: null })]);
    expect(await eventsFor('leaver@example.com')).toEqual([
      ContentEvents.newsletterSubscribed.subject,
      ContentEvents.newsletterUnsubscribed.subject,
      ContentEvents.newsletterSubscribed.subject,
    ]);
  });

  it('answers an address never subscribed as not subscribed, writing nothing', async () => {
    expect(await unsubscribe(f.deps, { email: 'stranger@example.com' })).toEqual({ wasSubscribed: false });
    expect(await rowsOf('stranger@example.com')).toHaveLength(0);
  });

  it('refuses a bad or missing address with the spec text and stores nothing', async () => {
    await expect(subscribe(f.deps, { email: 'nope' }, f.ctx())).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', messages: [ValidationTexts.mustBeEmail] });
    await expect(subscribe(f.deps, { email: '' }, f.ctx())).rejects.toMatchObject({ messages: [ValidationTexts.emailRequired] });
    await expect(unsubscribe(f.deps, { email: 'nope' })).rejects.toMatchObject({ messages: [ValidationTexts.mustBeEmail] });
    expect(await rowsOf('nope')).toHaveLength(0);
  });
});
