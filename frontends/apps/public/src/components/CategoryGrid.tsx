import { EmptyState } from '@helpwire/ui';
import { useCategories, type Category } from '../api/content-api';
import { LifeBuoy } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { CategoryCard } from './CategoryCard';
import { ListSkeleton } from './ListSkeleton';
import { LoadError } from './LoadError';

// The category dialog loads when a card is opened, not with home.
const CategoryModal = lazy(() => import('./CategoryModal').then((module) => ({ default: module.CategoryModal })));

/** The top-level help categories from the API, each opening its category dialog. */
export function CategoryGrid({ showSubcategories = false }: { showSubcategories?: boolean }) {
  const { t } = useTranslation('public');
  const categories = useCategories();
  // The id, not the object: the dialog follows a refetch (e.g. in another language).
  const [openId, setOpenId] = useState<string | null>(null);
  const openCategory = useCallback((category: Category) => setOpenId(category.id), []);
  const close = useCallback(() => setOpenId(null), []);

  if (categories.isPending) return <ListSkeleton label={t('public.categories.loading')} count={5} />;
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} retrying={categories.isFetching} />;
  if (categories.data.length === 0) return <EmptyState icon={<LifeBuoy aria-hidden size={40} />} title={t('public.categories.empty')} />;

  const open = categories.data.find((category) => category.id === openId);
  return (
    <>
      <ul className="hwp-grid">
        {categories.data.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} onOpen={openCategory} showSubcategories={showSubcategories} />
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <CategoryModal category={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
