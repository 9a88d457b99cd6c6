import type { Identity } from '@helpwire/service-kit';
import type { CategoryRates } from '../../ports/category-rates';
import { RATE_TTL_MS, rememberedRates } from './remembered-rates';

const identity = { userId: 'u1', role: 'USER' } as unknown as Identity;

/** The content service as the payment service sees it: a rate per category that an admin can change, every read counted. */
function catalogue(initial: Record<string, bigint>) {
  const rates = new Map(Object.entries(initial));
  const reads: string[] = [];
  const source: CategoryRates = {
    async rateOf(categoryId) {
      reads.push(categoryId);
      return rates.get(categoryId) ?? null;
    },
  };
  return { source, reads, set: (id: string, rate: bigint) => rates.set(id, rate) };
}

describe('rememberedRates', () => {
  it('asks the content service once per category within the window, then again after it (a changed rate applies)', async () => {
    let clock = 1_000;
    const content = catalogue({ tech: 99n, cars: 150n });
    const rates = rememberedRates(content.source, () => clock);
    expect(await rates.rateOf('tech', identity)).toBe(99n);
    expect(await rates.rateOf('tech', identity)).toBe(99n);
    expect(await rates.rateOf('cars', identity)).toBe(150n);
    expect(content.reads).toEqual(['tech', 'cars']);
    content.set('tech', 120n);
    clock += RATE_TTL_MS - 1;
    expect(await rates.rateOf('tech', identity)).toBe(99n);
    clock += 1;
    expect(await rates.rateOf('tech', identity)).toBe(120n);
    expect(content.reads).toEqual(['tech', 'cars', 'tech']);
  });

  it('asks again after forget(), and does not keep a read that was in flight when it was called', async () => {
    const content = catalogue({ tech: 99n });
    const rates = rememberedRates(content.source);
    expect(await rates.rateOf('tech', identity)).toBe(99n);
    content.set('tech', 120n);
    rates.forget();
    const inFlight = rates.rateOf('tech', identity);
    content.set('tech', 130n);
    rates.forget();
    expect(await inFlight).toBe(120n);
    expect(await rates.rateOf('tech', identity)).toBe(130n);
    expect(content.reads).toEqual(['tech', 'tech', 'tech']);
  });

  it('never remembers an unknown category or a failed read', async () => {
    const content = catalogue({});
    let failing = true;
    const flaky: CategoryRates = {
      async rateOf(categoryId, who) {
        if (failing) throw new Error('content unavailable');
        return content.source.rateOf(categoryId, who);
      },
    };
    const rates = rememberedRates(flaky);
    await expect(rates.rateOf('tech', identity)).rejects.toThrow('content unavailable');
    failing = false;
    expect(await rates.rateOf('new', identity)).toBeNull();
    content.set('new', 80n);
    expect(await rates.rateOf('new', identity)).toBe(80n);
    expect(content.reads).toEqual(['new', 'new']);
  });
});
