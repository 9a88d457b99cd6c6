// npm run bench:match — the matching service's geo index (services/matching/src/domain/geo-index.ts)
// with 100,000 online helpers spread over 60 cities: index build time and memory, then random users
// and filters (category, one or two languages, gender preference, already-rung helpers excluded,
// ~5 % of helpers in a call): p50/p95/p99 of one nearest-10 query, before and while helpers come,
// go and move (the overlay and background rebuilds). Target (issue 11): p95 ≤ 5 ms.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchHeader, cpuMeter, loadNow, missedTargetExitCode, perOp, recordReading, root, startNoise, stopNoise } from './bench-kit.mjs';

const require = createRequire(join(root, 'package.json'));
const { HelperGeoIndex } = require(join(root, 'services/matching/dist/domain/geo-index.js'));

const HELPERS = Number(process.env.BENCH_HELPERS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 20_000);
const TARGET_P95_MS = 5;

// A fixed seed: every run measures the same helpers and questions.
let seed = 42;
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
/** Normal-ish spread (sum of three uniforms), in degrees. */
const spread = (degrees) => (random() + random() + random() - 1.5) * degrees;

// 60 cities around the world (latitude, longitude), the languages spoken there first.
const CITIES = [
  [25.2, 55.27, 'ar'],
  [24.47, 54.37, 'ar'],
  [24.71, 46.68, 'ar'],
  [21.49, 39.19, 'ar'],
  [30.04, 31.24, 'ar'],
  [33.89, 35.5, 'ar'],
  [31.95, 35.93, 'ar'],
  [29.38, 47.99, 'ar'],
  [25.29, 51.53, 'ar'],
  [26.23, 50.59, 'ar'],
  [23.59, 58.41, 'ar'],
  [36.75, 3.06, 'ar'],
  [33.57, -7.59, 'ar'],
  [24.86, 67.0, 'ur'],
  [31.55, 74.34, 'ur'],
  [33.68, 73.05, 'ur'],
  [28.61, 77.21, 'hi'],
  [19.08, 72.88, 'hi'],
  [12.97, 77.59, 'hi'],
  [35.69, 51.39, 'fa'],
  [41.01, 28.98, 'tr'],
  [39.93, 32.86, 'tr'],
  [51.51, -0.13, 'en'],
  [53.48, -2.24, 'en'],
  [40.71, -74.01, 'en'],
  [34.05, -118.24, 'en'],
  [41.88, -87.63, 'en'],
  [43.65, -79.38, 'en'],
  [-33.87, 151.21, 'en'],
  [-37.81, 144.96, 'en'],
  [1.35, 103.82, 'en'],
  [6.52, 3.38, 'en'],
  [-1.29, 36.82, 'en'],
  [-26.2, 28.05, 'en'],
  [48.86, 2.35, 'fr'],
  [45.76, 4.84, 'fr'],
  [45.5, -73.57, 'fr'],
  [50.85, 4.35, 'fr'],
  [52.52, 13.4, 'de'],
  [48.14, 11.58, 'de'],
  [47.37, 8.54, 'de'],
  [40.42, -3.7, 'es'],
  [41.39, 2.17, 'es'],
  [19.43, -99.13, 'es'],
  [-34.6, -58.38, 'es'],
  [4.71, -74.07, 'es'],
  [38.72, -9.14, 'pt'],
  [-23.55, -46.63, 'pt'],
  [55.76, 37.62, 'ru'],
  [59.93, 30.34, 'ru'],
  [39.9, 116.41, 'zh-CN'],
  [31.23, 121.47, 'zh-CN'],
  [35.68, 139.69, 'ja'],
  [37.57, 126.98, 'ko'],
  [41.9, 12.5, 'it'],
  [52.37, 4.9, 'nl'],
  [37.98, 23.73, 'el'],
  [13.76, 100.5, 'th'],
  [-6.21, 106.85, 'id'],
  [21.03, 105.85, 'vi'],
];
const CATEGORIES = [
  'basic-tech-troubleshooting',
  'diy-repairs',
  'car-maintenance',
  'education',
  'live-translation',
  'computers-laptops',
  'phones-tablets',
  'home-wifi-networking',
  'plumbing',
  'electrical-lighting',
  'home-appliances',
  'math-science',
  'languages-writing',
  'exam-preparation',
  'digital-skills',
  'medical-healthcare',
  'government-official',
  'travel-everyday',
  'business-work',
  'furniture-assembly',
];
const GENDERS = ['MALE', 'FEMALE', 'OTHER'];
const PREFERENCES = ['NO_PREFERENCE', 'NO_PREFERENCE', 'MALE', 'FEMALE'];

function helperAt(i) {
  const [lat, lng, local] = pick(CITIES);
  const languages = new Set([local]);
  if (random() < 0.6) languages.add('en');
  if (random() < 0.2) languages.add(pick(CITIES)[2]);
  const categories = new Set([pick(CATEGORIES)]);
  while (random() < 0.5 && categories.size < 4) categories.add(pick(CATEGORIES));
  return {
    id: `helper-${i}`,
    firstName: `Helper ${i}`,
    gender: pick(GENDERS),
    languages: [...languages],
    categories: [...categories],
    location: { latitude: lat + spread(0.25), longitude: lng + spread(0.25) },
    approved: true,
    available: true,
  };
}

function userQuery(index, busy) {
  const [lat, lng, local] = pick(CITIES);
  const languages = random() < 0.5 ? [local] : [...new Set([local, 'en'])];
  const exclude = new Set();
  // A later ring wave: the helpers already rung are excluded.
  if (random() < 0.3)
    for (const hit of index.nearest({
      latitude: lat,
      longitude: lng,
      category: pick(CATEGORIES),
      languages,
      genderPreference: 'NO_PREFERENCE',
      limit: 3,
      isFree: () => true,
    }))
      exclude.add(hit.helper.id);
  return {
    latitude: lat + spread(0.3),
    longitude: lng + spread(0.3),
    category: pick(CATEGORIES),
    languages,
    genderPreference: pick(PREFERENCES),
    exclude,
    limit: 10,
    isFree: (id) => !busy.has(id),
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function measure(index, busy, count, between = () => {}) {
  const times = [];
  let found = 0;
  for (let i = 0; i < count; i += 1) {
    between(i);
    const q = userQuery(index, busy);
    const start = performance.now();
    const hits = index.nearest(q);
    times.push(performance.now() - start);
    found += hits.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times[times.length - 1], meanHits: found / count };
}

const header = benchHeader();
const ms = (v) => `${v.toFixed(3)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const helpers = Array.from({ length: HELPERS }, (_, i) => helperAt(i));
global.gc?.();
const heapHelpers = process.memoryUsage().heapUsed;

const buildStart = performance.now();
const index = new HelperGeoIndex({ schedule: (rebuild) => setImmediate(rebuild) });
for (const helper of helpers) index.upsert(helper);
const insertMs = performance.now() - buildStart;
index.flush();
const buildMs = performance.now() - buildStart;
global.gc?.();
const heapIndex = process.memoryUsage().heapUsed;
const stats = index.stats();

const busy = new Set(helpers.filter(() => random() < 0.05).map((h) => h.id));
await startNoise();
// Warm up the JIT before measuring.
measure(index, busy, 2000);
// CPU per query: this process's (the index is in it), the timing and the made-up users included.
let meter = await cpuMeter();
const still = measure(index, busy, QUERIES);
const stillCpu = await meter.read();

// Churn: between queries helpers go offline, come back and move (1 change per query), with the
// background rebuilds running as they would in the service (the event loop turns every 100 queries).
let changes = 0;
meter = await cpuMeter();
const churnStart = performance.now();
const churn = await new Promise((resolve) => {
  const times = [];
  let i = 0;
  const round = () => {
    for (let k = 0; k < 100 && i < QUERIES; k += 1, i += 1) {
      const helper = helpers[Math.floor(random() * helpers.length)];
      const roll = random();
      if (roll < 0.4) index.remove(helper.id);
      else if (roll < 0.8) index.upsert(helper);
      else {
        helper.location = { latitude: helper.location.latitude + spread(0.01), longitude: helper.location.longitude + spread(0.01) };
        index.upsert(helper);
      }
      changes += 1;
      const q = userQuery(index, busy);
      const start = performance.now();
      index.nearest(q);
      times.push(performance.now() - start);
    }
    if (i < QUERIES) setImmediate(round);
    else {
      times.sort((a, b) => a - b);
      resolve({ p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times[times.length - 1] });
    }
  };
  round();
});
const churnSeconds = (performance.now() - churnStart) / 1000;
const churnCpu = await meter.read();

// One bucket rebuild, timed on its own (the largest bucket is what a burst of changes costs).
index.flush();
const touched = new Set(helpers.slice(0, 300).flatMap((h) => h.categories.flatMap((c) => h.languages.map((l) => `${c}|${l}`))));
const rebuildStart = performance.now();
for (const helper of helpers.slice(0, 300)) {
  index.remove(helper.id);
  index.upsert(helper);
}
index.flush();
const rebuildMs = performance.now() - rebuildStart;
await stopNoise();

console.log(
  `\nbench:match — ${HELPERS.toLocaleString('en')} online helpers over ${CITIES.length} cities, ${CATEGORIES.length} categories; ${QUERIES.toLocaleString('en')} random queries (nearest 10)`,
);
console.table({
  'index build (insert + kd-trees)': { value: `${ms(buildMs)} (insert ${ms(insertMs)})` },
  'buckets (category × language)': {
    value: `${stats.buckets} buckets, ${stats.entries.toLocaleString('en')} entries (${(stats.entries / stats.helpers).toFixed(2)} per helper)`,
  },
  'memory: helper profiles': { value: mb(heapHelpers - heapBefore) },
  'memory: index on top': { value: mb(heapIndex - heapHelpers) },
  'query p50 / p95 / p99 (max)': { value: `${ms(still.p50)} / ${ms(still.p95)} / ${ms(still.p99)} (${ms(still.max)})` },
  'helpers per answer (mean)': { value: still.meanHits.toFixed(2) },
  'CPU per query (this process)': { value: perOp(stillCpu.benchMs, QUERIES) },
  'with churn: p50 / p95 / p99 (max)': { value: `${ms(churn.p50)} / ${ms(churn.p95)} / ${ms(churn.p99)} (${ms(churn.max)})` },
  'with churn: CPU per query and its change': { value: perOp(churnCpu.benchMs, QUERIES) },
  'churn applied': { value: `${changes.toLocaleString('en')} changes in ${churnSeconds.toFixed(2)} s, rebuilds in the background` },
  '300 changes, then every touched bucket rebuilt': {
    value: `${ms(rebuildMs)} (${touched.size} of ${stats.buckets} buckets, ${(rebuildMs / touched.size).toFixed(3)} ms each)`,
  },
});
console.log(`load ${loadNow()} (1, 5, 15 min)`);
recordReading(header, {
  helpers: HELPERS,
  queries: QUERIES,
  buildMs,
  still,
  churn,
  cpuMsPerQuery: { still: stillCpu.benchMs / QUERIES, churn: churnCpu.benchMs / QUERIES },
  rebuildMs,
});
const pass = still.p95 <= TARGET_P95_MS && churn.p95 <= TARGET_P95_MS;
console.log(`target p95 ≤ ${TARGET_P95_MS} ms: ${pass ? 'met' : 'NOT met'} (still ${ms(still.p95)}, with churn ${ms(churn.p95)})`);
if (!pass) process.exitCode = missedTargetExitCode();
