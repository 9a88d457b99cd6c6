import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { COARSENING_MAX_KM } from '../domain/coarse-place';
import { getHelperCandidate } from './get-helper-candidate';

describe('getHelperCandidate (call-back)', () => {
  const f = useCaseFixture();
  const user = { latitude: 25.2, longitude: 55.27 };

  it('answers the chosen helper with the distance from the user to the blurred place when they can take the call now', async () => {
    const c = `cat-${randomUUID().slice(0, 8)}`;
    const id = await f.helper({ categories: [c], firstName: 'Omar', place: { latitude: 25.3, longitude: 55.27 } });
    const { candidate } = await getHelperCandidate(f.deps, { helperId: id, categoryId: c, userLocation: user });
    expect(candidate).toEqual(expect.objectContaining({ helperId: id, firstName: 'Omar', categories: [c] }));
    // 11.1 km really; whole kilometres, off by the blurring at most.
    expect(Number.isInteger(candidate!.distanceKm)).toBe(true);
    expect(Math.abs(candidate!.distanceKm - 11.1)).toBeLessThanOrEqual(COARSENING_MAX_KM + 0.5);
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
