import { AppError, type Identity } from '@helpwire/service-kit';
import { CATALOGUE_TTL_MS, knownCategories } from './known-categories';

const identity: Identity = { requestId: 'known-categories-test', language: 'en' };
const option = (value: string) => ({ label: value, value });

/** The content service's answer as the gateway's client gives it: the top-level slugs it holds now, or an outage. */
function catalogue(slugs: string[]) {
  const state = { slugs, down: false, asked: 0 };
  const content = {
    listTopCategories: async () => {
      state.asked += 1;
      if (state.down) throw new AppError('UNAVAILABLE', 'content is down', 'UNAVAILABLE');
      return { categories: state.slugs.map((slug) => ({ slug })) };
    },
  };
  return { state, content: content as unknown as Parameters<typeof knownCategories>[0]['content'] };
}

describe("a profile's categories against the catalogue", () => {
  it('accepts top-level slugs, refuses others with AUTH_CATEGORY_UNKNOWN, and asks again once for a slug added a moment ago', async () => {
    let now = 0;
    const { state, content } = catalogue(['education', 'diy-repairs']);
    const known = knownCategories({ content, deadlineMs: 1000, now: () => now });
    await expect(known.check([option('education')], identity)).resolves.toBeUndefined();
    await expect(known.check([option('<script>alert(1)</script>')], identity)).rejects.toMatchObject({
      reason: 'AUTH_CATEGORY_UNKNOWN',
      message: 'Choose each category from the list of services',
    });
    state.slugs.push('gardening');
    await expect(known.check([option('gardening')], identity)).resolves.toBeUndefined();
    const asked = state.asked;
    await known.check([option('education')], identity);
    expect(state.asked).toBe(asked);
    now += CATALOGUE_TTL_MS + 1;
    await known.check([option('education')], identity);
    expect(state.asked).toBe(asked + 1);
  });

  it('while content is down the last list still decides; with none yet, the profile goes on', async () => {
    const fresh = catalogue(['education']);
    fresh.state.down = true;
    await expect(knownCategories({ content: fresh.content, deadlineMs: 1000 }).check([option('anything')], identity)).resolves.toBeUndefined();

    let now = 0;
    const { state, content } = catalogue(['education']);
    const known = knownCategories({ content, deadlineMs: 1000, now: () => now });
    await known.check([option('education')], identity);
    state.down = true;
    now += CATALOGUE_TTL_MS + 1;
    await expect(known.check([option('education')], identity)).resolves.toBeUndefined();
    await expect(known.check([option('made-up')], identity)).rejects.toMatchObject({ reason: 'AUTH_CATEGORY_UNKNOWN' });
  });
});
