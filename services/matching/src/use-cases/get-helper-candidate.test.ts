import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { getHelperCandidate } from './get-helper-candidate';

describe('getHelperCandidate (call-back)', () => {
  const f = useCaseFixture();
  const user = { latitude: 25.2, longitude: 55.27 };

  it('answers the chosen helper with the distance from the user when they can take the call now', async () => {
    const c = `cat-${randomUUID().slice(0, 8)}`;
    const id = await f.helper({ categories: [c], firstName: 'Omar', place: { latitude: 25.3, longitude: 55.27 } });
    expect(await getHelperCandidate(f.deps, { helperId: id, categoryId: c, userLocation: user })).toEqual({
      candidate: expect.objectContaining({ helperId: id, firstName: 'Omar', distanceKm: 12, categories: [c] }),
    });
  });

  it('answers nothing for another category, a helper in a call, offline or unknown', async () => {
    const c = `cat-${randomUUID().slice(0, 8)}`;
    const id = await f.helper({ categories: [c] });
    expect(await getHelperCandidate(f.deps, { helperId: id, categoryId: 'another', userLocation: user })).toEqual({});
    await f.presence.setInCall(id, 'call-7');
    expect(await getHelperCandidate(f.deps, { helperId: id, categoryId: c, userLocation: user })).toEqual({});
    await f.presence.clearInCall(id, 'call-7');
    await f.presence.disconnect(id);
    expect(await getHelperCandidate(f.deps, { helperId: id, categoryId: c, userLocation: user })).toEqual({});
    expect(await getHelperCandidate(f.deps, { helperId: randomUUID(), categoryId: c, userLocation: user })).toEqual({});
  });
});
