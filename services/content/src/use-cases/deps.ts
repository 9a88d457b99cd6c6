import type { Database } from '@helpwire/service-kit';
import type { CategoryCatalog } from '../store/category-catalog';

/** What the content use cases need from the outside world. */
export interface ContentDeps {
  db: Database;
  /** Localised category trees, refreshed when the categories change. */
  catalog: Pick<CategoryCatalog, 'tree' | 'flat'>;
}
