import { distance } from 'geokdbush';
import { coarsePlace, COARSENING_MAX_KM, GRID_CELL_KM, OFFSET_KM } from './coarse-place';
import { publicDistanceKm } from './candidate';

const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  distance(a.longitude, a.latitude, b.longitude, b.latitude);

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('coarsePlace', () => {
  const random = generator(21);
  const places = Array.from({ length: 2000 }, () => ({ latitude: -80 + random() * 160, longitude: -180 + random() * 360 }));

  it('is never nearer to the real place than the offset less half a cell, nor farther than COARSENING_MAX_KM', () => {
    const nearest = OFFSET_KM.min - (GRID_CELL_KM * Math.SQRT2) / 2;
    for (const place of places) {
      const offset = { bearing: random(), fraction: random() };
      const d = km(place, coarsePlace(place, offset));
      expect(d).toBeGreaterThan(nearest - 0.02);
      expect(d).toBeLessThan(COARSENING_MAX_KM + 0.02);
    }
    expect(nearest).toBeGreaterThan(0.6);
  });

  it('does not move while the helper moves within their cell, and differs between helpers at one place', () => {
    const offset = { bearing: 0.3, fraction: 0.6 };
    const home = { latitude: 25.20431, longitude: 55.27122 };
    const blurred = coarsePlace(home, offset);
    const cellDegrees = GRID_CELL_KM / ((Math.PI * 6371) / 180);
    const cellStart = Math.floor(home.latitude / cellDegrees) * cellDegrees;
    const sameCell = { latitude: cellStart + cellDegrees * 0.9, longitude: home.longitude };
    expect(coarsePlace(sameCell, offset)).toEqual(blurred);
    expect(km(coarsePlace(home, { bearing: 0.8, fraction: 0.1 }), blurred)).toBeGreaterThan(1);
  });

  it('reads 0 ("nearby") for anything the blurring explains, whole kilometres beyond', () => {
    expect(publicDistanceKm(0)).toBe(0);
    expect(publicDistanceKm(COARSENING_MAX_KM - 0.01)).toBe(0);
    expect(publicDistanceKm(3.4)).toBe(3);
    expect(publicDistanceKm(33.6)).toBe(34);
  });
});
