import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import { suitsPreference, type GenderPreference } from './gender';
import type { ListedHelper } from './matchable-helper';

/** One nearest-helpers question. */
export interface NearestQuery {
  latitude: number;
  longitude: number;
  category: string;
  /** A helper qualifies when they speak any of these. */
  languages: readonly string[];
  genderPreference: GenderPreference;
  /** Helpers never to answer (already rung). */
  exclude?: ReadonlySet<string>;
  limit: number;
  /** The live check beside the profile: online and not in a call. */
  isFree: (helperId: string) => boolean;
}

export interface NearbyHelper {
  helper: ListedHelper;
  /** Great-circle distance from the query point, in kilometres. */
  distanceKm: number;
}

export interface GeoIndexOptions {
  /**
   * Changes a bucket takes before its kd-tree is rebuilt (at least this many, or a twentieth of the
   * bucket); until then new and moved helpers are scanned linearly and removed ones filtered out.
   */
  rebuildAfter?: number;
  /** Runs a rebuild off the caller's path; `setImmediate` by default, synchronous in tests when needed. */
  schedule?: (rebuild: () => void) => void;
}

const SEPARATOR = '\u0000';

/**
 * The in-process geo index of the helpers who may be offered: one kd-tree (kdbush, searched with
 * geokdbush's great-circle nearest neighbours) per category and language, so a query only walks
 * helpers of its category who speak one of its languages. kd-trees are static: changes go to a small
 * per-bucket overlay (added or moved helpers, scanned linearly) and a stale set (removed or moved
 * ones, filtered out of the tree), and the bucket's tree is rebuilt in the background once the
 * overlay and stale set pass `rebuildAfter` (docs/decisions/0022-matching-geo-index.md).
 */
export class HelperGeoIndex {
  private readonly helpers = new Map<string, ListedHelper>();
  private readonly buckets = new Map<string, Bucket>();
  private readonly rebuildAfter: number;
  private readonly schedule: (rebuild: () => void) => void;

  constructor(options: GeoIndexOptions = {}) {
    this.rebuildAfter = options.rebuildAfter ?? 256;
    this.schedule = options.schedule ?? ((rebuild) => setImmediate(rebuild));
  }

  get size(): number {
    return this.helpers.size;
  }

  has(helperId: string): boolean {
    return this.helpers.has(helperId);
  }

  /** Adds or replaces a helper (new place, languages, categories, name or gender). */
  upsert(helper: ListedHelper): void {
    const before = this.helpers.get(helper.id);
    const keys = new Set(bucketKeys(helper));
    if (before) for (const key of bucketKeys(before)) if (!keys.has(key)) this.buckets.get(key)?.remove(helper.id, this);
    this.helpers.set(helper.id, helper);
    for (const key of keys) this.bucket(key).put(helper, this);
  }

  remove(helperId: string): void {
    const before = this.helpers.get(helperId);
    if (!before) return;
    this.helpers.delete(helperId);
    for (const key of bucketKeys(before)) this.buckets.get(key)?.remove(helperId, this);
  }

  /** Builds every bucket's tree from what it holds now (a start from the database, tests, the bench). */
  flush(): void {
    for (const bucket of this.buckets.values()) bucket.rebuild();
  }

  /** The nearest helpers who suit the query, nearest first, at most `limit`. */
  nearest(query: NearestQuery): NearbyHelper[] {
    if (query.limit <= 0) return [];
    const accept = (helper: ListedHelper) =>
      suitsPreference(query.genderPreference, helper.gender) && !query.exclude?.has(helper.id) && query.isFree(helper.id);
    const found = new Map<string, NearbyHelper>();
    for (const language of new Set(query.languages)) {
      const bucket = this.buckets.get(query.category + SEPARATOR + language);
      // A helper in several of the query's language buckets is the same distance away in each.
      for (const hit of bucket?.nearest(query.longitude, query.latitude, query.limit, accept) ?? []) found.set(hit.helper.id, hit);
    }
    return [...found.values()].sort(byDistance).slice(0, query.limit);
  }

  /** For the bench and operators: buckets, and how many changes wait for a rebuild. */
  stats(): { helpers: number; buckets: number; entries: number; pendingChanges: number } {
    let entries = 0;
    let pendingChanges = 0;
    for (const bucket of this.buckets.values()) {
      entries += bucket.size;
      pendingChanges += bucket.pending;
    }
    return { helpers: this.helpers.size, buckets: this.buckets.size, entries, pendingChanges };
  }

  /** @internal called by a bucket whose changes passed the threshold. */
  requestRebuild(bucket: Bucket): void {
    if (bucket.rebuildScheduled) return;
    bucket.rebuildScheduled = true;
    this.schedule(() => bucket.rebuild());
  }

  /** @internal */
  threshold(size: number): number {
    return Math.max(this.rebuildAfter, Math.ceil(size / 20));
  }

  private bucket(key: string): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new Bucket();
      this.buckets.set(key, bucket);
    }
    return bucket;
  }
}

function bucketKeys(helper: ListedHelper): string[] {
  return helper.categories.flatMap((category) => helper.languages.map((language) => category + SEPARATOR + language));
}

function byDistance(a: NearbyHelper, b: NearbyHelper): number {
  return a.distanceKm - b.distanceKm || (a.helper.id < b.helper.id ? -1 : 1);
}

/** The helpers of one category and language: a static kd-tree, plus the changes since it was built. */
class Bucket {
  rebuildScheduled = false;
  private readonly members = new Map<string, ListedHelper>();
  private tree: KDBush | undefined;
  private treeIds: string[] = [];
  /** Where each helper of the tree was when it was built. */
  private readonly treePlace = new Map<string, { latitude: number; longitude: number }>();
  /** Members not in the tree at their current place: scanned linearly. */
  private readonly overlay = new Set<string>();
  /** Tree entries that are gone or moved: filtered out of tree searches. */
  private readonly stale = new Set<string>();

  get size(): number {
    return this.members.size;
  }

  get pending(): number {
    return this.overlay.size + this.stale.size;
  }

  put(helper: ListedHelper, index: HelperGeoIndex): void {
    this.members.set(helper.id, helper);
    const place = this.treePlace.get(helper.id);
    if (place && place.latitude === helper.location.latitude && place.longitude === helper.location.longitude) {
      // Same place as in the tree: the tree entry is good again (the filter reads the live profile).
      this.stale.delete(helper.id);
      this.overlay.delete(helper.id);
      return;
    }
    if (place) this.stale.add(helper.id);
    this.overlay.add(helper.id);
    this.changed(index);
  }

  remove(helperId: string, index: HelperGeoIndex): void {
    if (!this.members.delete(helperId)) return;
    this.overlay.delete(helperId);
    if (this.treePlace.has(helperId)) this.stale.add(helperId);
    this.changed(index);
  }

  rebuild(): void {
    this.rebuildScheduled = false;
    if (this.pending === 0 && (this.tree || this.members.size === 0)) return;
    this.treeIds = [...this.members.keys()];
    this.treePlace.clear();
    if (this.treeIds.length === 0) {
      this.tree = undefined;
    } else {
      const tree = new KDBush(this.treeIds.length);
      for (const id of this.treeIds) {
        const { location } = this.members.get(id)!;
        tree.add(location.longitude, location.latitude);
        this.treePlace.set(id, { latitude: location.latitude, longitude: location.longitude });
      }
      this.tree = tree.finish();
    }
    this.overlay.clear();
    this.stale.clear();
  }

  nearest(longitude: number, latitude: number, limit: number, accept: (helper: ListedHelper) => boolean): NearbyHelper[] {
    const hits: NearbyHelper[] = [];
    const at = (helper: ListedHelper): NearbyHelper => ({
      helper,
      distanceKm: distance(longitude, latitude, helper.location.longitude, helper.location.latitude),
    });
    if (this.tree) {
      const ids = this.treeIds;
      const found = around(this.tree, longitude, latitude, limit, Infinity, (i) => {
        const id = ids[i]!;
        if (this.stale.has(id)) return false;
        const helper = this.members.get(id);
        return helper !== undefined && accept(helper);
      });
      for (const i of found) hits.push(at(this.members.get(ids[i]!)!));
    }
    if (this.overlay.size > 0) {
      for (const id of this.overlay) {
        const helper = this.members.get(id)!;
        if (accept(helper)) hits.push(at(helper));
      }
      hits.sort(byDistance);
      hits.length = Math.min(hits.length, limit);
    }
    return hits;
  }

  private changed(index: HelperGeoIndex): void {
    if (this.pending >= index.threshold(this.members.size)) index.requestRebuild(this);
  }
}
