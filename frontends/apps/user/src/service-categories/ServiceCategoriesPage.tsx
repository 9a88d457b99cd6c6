import { Button, Card, EmptyState, Skeleton } from '@helpwire/ui';
import { AlertTriangle, LifeBuoy, RotateCcw } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { USER_NAMESPACE } from '../texts';
import { findCategory, useCategories } from './category-queries';
import { CategoryList } from './CategoryList';
import { InstantMatch } from './InstantMatch';
import './service-categories.css';

/**
 * Service Categories (spec §2, /service-categories): the help categories; `?category=<slug>` opens
 * one's detail with its guidelines, price and "Connect with a helper" (instant match).
 */
export default function ServiceCategoriesPage() {
  const { t } = useTranslation(USER_NAMESPACE);
  const [params] = useSearchParams();
  const slug = params.get('category');
  const categories = useCategories();

  if (categories.isPending) {
    return (
      <section className="hw-container hw-calls-page" aria-busy="true">
        <div role="status" aria-label={t('calls.loading')} className="hw-calls-grid">
          {[0, 1, 2].map((key) => (
            <Card key={key} className="hw-calls-card">
              <Skeleton width="60%" height="1.4rem" />
              <Skeleton width="100%" height="3rem" />
            </Card>
          ))}
        </div>
      </section>
    );
  }
  if (categories.isError) {
    return (
      <section className="hw-container hw-calls-page">
        <Card className="hw-calls-error" role="alert">
          <AlertTriangle aria-hidden size={28} />
          <p>{t('calls.loadFailed')}</p>
          <Button variant="ghost" busy={categories.isFetching} onClick={() => void categories.refetch()}>
            <RotateCcw aria-hidden size={18} className="hw-mirror" />
            {t('common.retry')}
          </Button>
        </Card>
      </section>
    );
  }

  const category = slug ? findCategory(categories.data, slug) : undefined;
  return (
    <section className="hw-container hw-calls-page">
      {category ? (
        <InstantMatch key={category.slug} category={category} />
      ) : (
        <>
          <div className="hw-calls-head">
            <h1>{t('pages.serviceCategories')}</h1>
            <p className="hw-calls-muted">{t('calls.intro')}</p>
            {slug && (
              <p className="hw-calls-banner" role="alert">
                {t('calls.notFound')}
              </p>
            )}
          </div>
          {categories.data.length === 0 ? (
            <EmptyState icon={<LifeBuoy aria-hidden size={40} />} title={t('calls.empty')} />
          ) : (
            <CategoryList categories={categories.data} />
          )}
        </>
      )}
    </section>
  );
}
