import type { Database, DatabaseHandle, Logger } from '@helpwire/service-kit';
import { HelperGeoIndex, type GeoIndexOptions, type NearbyHelper, type NearestQuery } from '../domain/geo-index';
import { isListed, type HelperProfile } from '../domain/matchable-helper';
import type { Presence } from '../presence/presence';
import { findHelperProfile, loadHelperProfiles } from '../store/helper-queries';
import { HELPER_CHANGED_CHANNEL } from '../store/helper-writes';

/**
 * This replica's in-memory view of the helpers: every profile from `matching.helpers`, and the geo
 * index of those who may be offered (listed profile and present on the realtime channel). It loads
 * the table at start, reloads a helper's row whenever any replica's event consumer changes it
 * (PostgreSQL NOTIFY after commit) and follows presence changes.
 */
export class HelperDirectory {
  readonly index: HelperGeoIndex;
  private readonly profiles = new Map<string, HelperProfile>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Database,
    private readonly presence: Presence,
    private readonly logger: Logger,
    indexOptions: GeoIndexOptions = {},
  ) {
    this.index = new HelperGeoIndex(indexOptions);
    presence.onChange((helperId) => this.refresh(helperId));
  }

  /** Loads every helper from the database and starts following changes. */
  async start(database: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    this.unlisten = await database.listen(HELPER_CHANGED_CHANNEL, (helperId) => void this.reload(helperId));
    for (const profile of await loadHelperProfiles(this.db)) this.put(profile);
    this.index.flush();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  /** Reads one helper's row again (after a change by this or another replica). */
  async reload(helperId: string): Promise<void> {
    try {
      const profile = await findHelperProfile(this.db, helperId);
      if (profile) this.put(profile);
      else this.forget(helperId);
    } catch (error) {
      this.logger.warn({ err: error, helperId }, 'could not reload a helper; the next change or restart will');
    }
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
