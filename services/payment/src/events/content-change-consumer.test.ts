import { contentEvents } from '@helpwire/proto';
import { ContentEvents, InProcessEventBus, type Identity } from '@helpwire/service-kit';
import { silentLogger, waitFor } from '@helpwire/service-kit/testing';
import { rememberedRates } from '../adapters/clients/remembered-rates';
import { forgetRatesOnContentChanges } from './content-change-consumer';

const { ContentArea } = contentEvents;
const identity = { userId: 'u1', role: 'USER' } as unknown as Identity;

describe('forgetRatesOnContentChanges', () => {
  it("an admin's category edit (content_changed on the bus) is priced from the next hold, without waiting a minute", async () => {
    const bus = new InProcessEventBus(silentLogger);
    let rate = 99n;
    let reads = 0;
    const rates = rememberedRates({ rateOf: async () => (reads++, rate) });
    const subscription = await forgetRatesOnContentChanges(bus, rates);
    expect(await rates.rateOf('tech', identity)).toBe(99n);
    rate = 150n;
    expect(await rates.rateOf('tech', identity)).toBe(99n);
    const changed = ContentEvents.contentChanged;
    await bus.publish({
      id: 'change-1',
      subject: changed.subject,
      data: changed.codec.encode({ eventId: 'change-1', area: ContentArea.CONTENT_AREA_CATEGORIES, occurredAt: new Date() }).finish(),
      headers: {},
    });
    await waitFor(async () => (await rates.rateOf('tech', identity)) === 150n);
    expect(reads).toBe(2);
    await subscription.stop();
    await bus.close();
  });
});
