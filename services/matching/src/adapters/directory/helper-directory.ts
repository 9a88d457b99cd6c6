import type { Database, Logger } from '@helpwire/service-kit';
import { HelperGeoIndex, type GeoIndexOptions, type NearbyHelper, type NearestQuery } from '../../domain/geo-index';
import { isListed, type HelperProfile } from '../../domain/matchable-helper';
import type { Presence } from '../presence/presence';
import { databaseNow, helpersChangedSince, loadHelperProfiles } from '../../store/helper-queries';

export interface DirectoryOptions {
  /** How often changed rows are read (every replica; whichever consumed the event wrote the row). */
  refreshMs?: number;
  /** How far back each read looks again, for transactions that committed late. */
  overlapMs?: number;
}

/**
 * This replica's in-memory view of the helpers: every profile from `matching.helpers`, and the geo
 * index of those who may be offered (listed profile and present on the realtime channel). It loads
 * the table at start, then reads the rows changed since (by `updated_at`, the database's clock)
 * every `refreshMs`, looking `overlapMs` back from the previous read's time for transactions that
 * committed late — any replica's event consumer may have written them — and follows presence
 * changes as they come. Polling holds no connection (a LISTEN would keep one of the pool for good).
 */
export class HelperDirectory {
  readonly index: HelperGeoIndex;
  private readonly profiles = new Map<string, HelperProfile>();
  private readonly refreshMs: number;
  private readonly overlapMs: number;
  private cursor = new Date(0);
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly presence: Presence,
    private readonly logger: Logger,
    indexOptions: GeoIndexOptions = {},
    options: DirectoryOptions = {},
  ) {
    this.index = new HelperGeoIndex(indexOptions);
    this.refreshMs = options.refreshMs ?? 500;
    this.overlapMs = options.overlapMs ?? 3000;
    presence.onChange((helperId) => this.refresh(helperId));
  }

  /** Loads every helper from the database and starts following changes. */
  async start(): Promise<void> {
    const now = await databaseNow(this.db);
    const { profiles, latest } = await loadHelperProfiles(this.db);
    for (const profile of profiles) this.put(profile);
    this.index.flush();
    this.cursor = latest && latest > now ? latest : now;
    this.timer = setInterval(() => void this.readChanges(), this.refreshMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.reading;
  }

  /** Applies the rows changed since the last read (one read at a time). */
  async readChanges(): Promise<void> {
    if (this.reading) return this.reading;
    this.reading = (async () => {
      try {
        // The next read looks back from this read's time, not from the last change: anchored on the
        // last change, a quiet table had its last `overlapMs` of changes read and put into the
        // index again every round, for good (1,000 helpers written within 3 s: 1,000 upserts every
        // half second, about a twentieth of a core, found by bench:ring).
        const readAt = await databaseNow(this.db);
        const { profiles, latest } = await helpersChangedSince(this.db, this.cursor, this.overlapMs);
        for (const profile of profiles) this.put(profile);
        const next = latest && latest > readAt ? latest : readAt;
        if (next > this.cursor) this.cursor = next;
      } catch (error) {
        this.logger.warn({ err: error }, 'could not read changed helpers; the next round will');
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }

  put(profile: HelperProfile): void {
    this.profiles.set(profile.id, profile);
    this.refresh(profile.id);
  }

  forget(helperId: string): void {
    this.profiles.delete(helperId);
    this.index.remove(helperId);
  }

  profile(helperId: string): HelperProfile | undefined {
    return this.profiles.get(helperId);
  }

  /** Online now and not in a call. */
  isFree(helperId: string): boolean {
    return this.presence.isOnline(helperId) && !this.presence.isInCall(helperId);
  }

  nearest(query: Omit<NearestQuery, 'isFree'>): NearbyHelper[] {
    return this.index.nearest({ ...query, isFree: (id) => this.isFree(id) });
  }

  private refresh(helperId: string): void {
    const profile = this.profiles.get(helperId);
    if (profile && isListed(profile) && this.presence.isListed(helperId)) this.index.upsert(profile);
    else this.index.remove(helperId);
  }
}
