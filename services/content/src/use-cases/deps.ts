import type { Database } from '@helpwire/service-kit';
import type { CategoryCatalog } from '../store/category-catalog';

/** What the content use cases need from the outside world. */
export interface ContentDeps {
  db: Database;
  /** Localised category trees, refreshed when the categories change. */
  catalog: Pick<CategoryCatalog, 'tree' | 'flat'>;
  /** The time now (tests set the day a policy is read on); the system clock when absent. */
  now?: () => Date;
}

/** The time now, by the deps' clock. */
export const nowOf = (deps: ContentDeps): Date => deps.now?.() ?? new Date();
