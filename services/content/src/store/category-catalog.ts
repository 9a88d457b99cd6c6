import type { content } from '@helpwire/proto';
import type { Database } from '@helpwire/service-kit';
import { count, eq, max } from 'drizzle-orm';
import { buildCategoryTree, flattenCategoryTree } from '../domain/category-tree';
import type { ContentLanguage } from '../domain/localized';
import { listActiveCategories } from './category-queries';
import { categories } from './schema';

interface Snapshot {
  version: string;
  trees: Map<ContentLanguage, { tree: content.Category[]; flat: content.Category[] }>;
  rows: Awaited<ReturnType<typeof listActiveCategories>>;
}

/**
 * The localised category trees, rebuilt only when the categories change. Every read asks
 * PostgreSQL for the catalogue's version (the newest update and the row count: one index-only
 * aggregate) so a change made by any replica or by hand shows up on the next request, while the
 * rows themselves are read, parsed and localised once per change instead of once per request.
 */
export class CategoryCatalog {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;

  constructor(private readonly db: Database) {}

  private async version(): Promise<string> {
    const [row] = await this.db
      .select({ updated: max(categories.updatedAt), n: count() })
      .from(categories)
      .where(eq(categories.active, true));
    return `${row?.updated?.getTime() ?? 0}:${row?.n ?? 0}`;
  }

  private async current(): Promise<Snapshot> {
    const version = await this.version();
    if (this.snapshot?.version === version) return this.snapshot;
    this.loading ??= listActiveCategories(this.db)
      .then((rows) => {
        this.snapshot = { version, rows, trees: new Map() };
        return this.snapshot;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  private async localized(language: ContentLanguage) {
    const snapshot = await this.current();
    let entry = snapshot.trees.get(language);
    if (!entry) {
      const tree = buildCategoryTree(snapshot.rows, language);
      entry = { tree, flat: flattenCategoryTree(tree) };
      snapshot.trees.set(language, entry);
    }
    return entry;
  }

  /** Top-level categories with their subcategories. */
  async tree(language: ContentLanguage): Promise<content.Category[]> {
    return (await this.localized(language)).tree;
  }

  /** Every category: each parent followed by its subcategories. */
  async flat(language: ContentLanguage): Promise<content.Category[]> {
    return (await this.localized(language)).flat;
  }
}
