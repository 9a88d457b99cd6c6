import { HelperGeoIndex, type NearestQuery } from './geo-index';
import { suitsPreference, type GenderPreference, type HelperGender } from './gender';
import type { ListedHelper } from './matchable-helper';

/** The reference: haversine great-circle distance on a 6371 km sphere, written out here. */
function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const CATEGORIES = ['tech', 'diy', 'education', 'translation'];
const LANGUAGES = ['en', 'ar', 'fr', 'ur'];
const GENDERS: HelperGender[] = ['MALE', 'FEMALE', 'OTHER'];
const CITIES = [
  { latitude: 25.2048, longitude: 55.2708 }, // Dubai
  { latitude: 51.5074, longitude: -0.1278 }, // London
  { latitude: -33.8688, longitude: 151.2093 }, // Sydney
  { latitude: 64.1466, longitude: -21.9426 }, // Reykjavik (high latitude)
  { latitude: -17.7134, longitude: 178.065 }, // Fiji (near the antimeridian)
];

function helpersAround(count: number, next: () => number): ListedHelper[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const city = pick(CITIES);
    const longitude = ((city.longitude + (next() - 0.5) * 4 + 540) % 360) - 180;
    return {
      id: `h${i}`,
      firstName: `Helper ${i}`,
      gender: pick(GENDERS),
      languages: [...new Set([pick(LANGUAGES), pick(LANGUAGES)])],
      categories: [...new Set([pick(CATEGORIES), pick(CATEGORIES)])],
      location: { latitude: city.latitude + (next() - 0.5) * 4, longitude },
      approved: true,
      available: true,
    };
  });
}

/** What the index must answer, by brute force over every helper. */
function reference(helpers: Iterable<ListedHelper>, q: NearestQuery) {
  return [...helpers]
    .filter(
      (h) =>
        h.categories.includes(q.category) &&
        h.languages.some((l) => q.languages.includes(l)) &&
        suitsPreference(q.genderPreference, h.gender) &&
        !q.exclude?.has(h.id) &&
        q.isFree(h.id),
    )
    .map((h) => ({ id: h.id, km: haversineKm(q, h.location) }))
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
    .slice(0, q.limit);
}

function expectSameAnswer(index: HelperGeoIndex, helpers: Iterable<ListedHelper>, q: NearestQuery) {
  const got = index.nearest(q);
  const want = reference(helpers, q);
  expect(got.map((g) => g.helper.id)).toEqual(want.map((w) => w.id));
  got.forEach((g, i) => expect(g.distanceKm).toBeCloseTo(want[i]!.km, 6));
  for (let i = 1; i < got.length; i += 1) expect(got[i]!.distanceKm).toBeGreaterThanOrEqual(got[i - 1]!.distanceKm);
}

function randomQuery(next: () => number, overrides: Partial<NearestQuery> = {}): NearestQuery {
  const city = CITIES[Math.floor(next() * CITIES.length)]!;
  const prefs: GenderPreference[] = ['MALE', 'FEMALE', 'NO_PREFERENCE'];
  return {
    latitude: city.latitude + (next() - 0.5) * 3,
    longitude: city.longitude + (next() - 0.5) * 3,
    category: CATEGORIES[Math.floor(next() * CATEGORIES.length)]!,
    languages: next() < 0.5 ? [LANGUAGES[Math.floor(next() * LANGUAGES.length)]!] : ['en', 'ar'],
    genderPreference: prefs[Math.floor(next() * prefs.length)]!,
    limit: 1 + Math.floor(next() * 12),
    isFree: () => true,
    ...overrides,
  };
}

describe('HelperGeoIndex', () => {
  const synchronous = { schedule: (rebuild: () => void) => rebuild() };

  it('answers the nearest helpers of the category, language and gender, nearest first, at haversine distances', () => {
    const next = random(7);
    const helpers = helpersAround(3000, next);
    const index = new HelperGeoIndex();
    for (const h of helpers) index.upsert(h);
    index.flush();
    for (let i = 0; i < 300; i += 1) expectSameAnswer(index, helpers, randomQuery(next));
  });

  it('leaves out excluded (already rung) helpers and those who are not free, without shortening the answer', () => {
    const next = random(11);
    const helpers = helpersAround(2000, next);
    const index = new HelperGeoIndex();
    for (const h of helpers) index.upsert(h);
    index.flush();
    for (let i = 0; i < 100; i += 1) {
      const base = randomQuery(next, { genderPreference: 'NO_PREFERENCE', limit: 5 });
      const firstFive = index.nearest(base).map((hit) => hit.helper.id);
      const busy = new Set(helpers.filter(() => next() < 0.3).map((h) => h.id));
      const q = { ...base, exclude: new Set(firstFive.slice(0, 2)), isFree: (id: string) => !busy.has(id) };
      const got = index.nearest(q);
      expect(got.some((hit) => q.exclude.has(hit.helper.id) || busy.has(hit.helper.id))).toBe(false);
      expectSameAnswer(index, helpers, q);
    }
  });

  it('with a gender preference answers only that gender; with none, every gender', () => {
    const at = CITIES[0]!;
    const index = new HelperGeoIndex();
    const make = (id: string, gender: HelperGender, km: number): ListedHelper => ({
      id,
      firstName: id,
      gender,
      languages: ['en'],
      categories: ['tech'],
      location: { latitude: at.latitude + km / 111.2, longitude: at.longitude },
      approved: true,
      available: true,
    });
    [make('m', 'MALE', 1), make('f', 'FEMALE', 2), make('o', 'OTHER', 3)].forEach((h) => index.upsert(h));
    const q = { ...at, category: 'tech', languages: ['en'], limit: 10, isFree: () => true };
    expect(index.nearest({ ...q, genderPreference: 'FEMALE' }).map((h) => h.helper.id)).toEqual(['f']);
    expect(index.nearest({ ...q, genderPreference: 'MALE' }).map((h) => h.helper.id)).toEqual(['m']);
    expect(index.nearest({ ...q, genderPreference: 'NO_PREFERENCE' }).map((h) => h.helper.id)).toEqual(['m', 'f', 'o']);
    expect(index.nearest({ ...q, genderPreference: 'NO_PREFERENCE', category: 'diy' })).toEqual([]);
    expect(index.nearest({ ...q, genderPreference: 'NO_PREFERENCE', languages: ['fr'] })).toEqual([]);
  });

  it('counts a helper who speaks two of the user languages once', () => {
    const index = new HelperGeoIndex();
    index.upsert({
      id: 'both',
      firstName: 'B',
      gender: 'MALE',
      languages: ['en', 'ar'],
      categories: ['tech'],
      location: CITIES[0]!,
      approved: true,
      available: true,
    });
    const hits = index.nearest({ ...CITIES[0]!, category: 'tech', languages: ['en', 'ar'], genderPreference: 'NO_PREFERENCE', limit: 5, isFree: () => true });
    expect(hits.map((h) => h.helper.id)).toEqual(['both']);
  });

  it('stays exact through adds, moves, profile changes and removals, before and after its trees are rebuilt', () => {
    const next = random(23);
    const current = new Map(helpersAround(1500, next).map((h) => [h.id, h]));
    const deferred: (() => void)[] = [];
    const index = new HelperGeoIndex({ rebuildAfter: 40, schedule: (rebuild) => deferred.push(rebuild) });
    for (const h of current.values()) index.upsert(h);
    index.flush();
    let fresh = 0;
    for (let round = 0; round < 20; round += 1) {
      for (let change = 0; change < 30; change += 1) {
        const ids = [...current.keys()];
        const id = ids[Math.floor(next() * ids.length)]!;
        const roll = next();
        if (roll < 0.3) {
          index.remove(id);
          current.delete(id);
        } else if (roll < 0.6) {
          const moved = { ...current.get(id)!, location: { latitude: (next() - 0.5) * 120, longitude: (next() - 0.5) * 340 } };
          index.upsert(moved);
          current.set(id, moved);
        } else if (roll < 0.8) {
          const changed = { ...current.get(id)!, categories: [CATEGORIES[Math.floor(next() * CATEGORIES.length)]!], gender: GENDERS[Math.floor(next() * 3)]! };
          index.upsert(changed);
          current.set(id, changed);
        } else {
          const added = { ...helpersAround(1, next)[0]!, id: `new${(fresh += 1)}` };
          index.upsert(added);
          current.set(added.id, added);
        }
      }
      // Half of the rounds answer with the changes still in the overlay, half after the rebuilds ran.
      if (round % 2 === 1) deferred.splice(0).forEach((rebuild) => rebuild());
      for (let i = 0; i < 20; i += 1) expectSameAnswer(index, current.values(), randomQuery(next));
    }
    expect(index.size).toBe(current.size);
  });

  it('rebuilds a bucket once its pending changes pass the threshold, not before', () => {
    const index = new HelperGeoIndex({ rebuildAfter: 5, ...synchronous });
    const helper = (i: number): ListedHelper => ({
      id: `x${i}`,
      firstName: 'X',
      gender: 'MALE',
      languages: ['en'],
      categories: ['tech'],
      location: { latitude: i, longitude: i },
      approved: true,
      available: true,
    });
    for (let i = 0; i < 4; i += 1) index.upsert(helper(i));
    expect(index.stats().pendingChanges).toBe(4);
    index.upsert(helper(4));
    expect(index.stats().pendingChanges).toBe(0);
    index.remove('x0');
    expect(index.stats()).toMatchObject({ helpers: 4, entries: 4, pendingChanges: 1 });
  });
});
