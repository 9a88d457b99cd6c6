import { Card, EmptyState, ListSkeleton, LoadFailed } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { useFormatPrice } from '@helpwire/web-core';
import { ChevronRight, Tags } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_NAMESPACE } from '../texts';
import { CategoryEditor } from './CategoryEditor';
import { ContentSectionTabs, useContentSection } from './ContentSections';
import { FaqSection } from './faq/FaqSection';
import { TutorialSection } from './tutorials/TutorialSection';
import { useCategoryList, type PublicCategory } from './content-api';
import '../admin.css';
import './content.css';
import './help-content.css';

/** A category or specialty of the list: its name and rate; the whole row opens its editor. */
function CategoryRow({ category, chosen, onChoose }: { category: PublicCategory; chosen: boolean; onChoose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const price = useFormatPrice();
  return (
    <button type="button" className="hw-admin-queue__item" aria-current={chosen ? 'true' : undefined} onClick={onChoose}>
      <span className="hw-admin-queue__name">{category.name}</span>
      <span className="hw-admin-muted">{t('content.perMinute', { price: price(category.rateCentsPerMinute) })}</span>
      <ChevronRight aria-hidden size={18} className="hw-admin-queue__chevron hw-mirror" />
    </button>
  );
}

/**
 * /admin/content (issue 24, item 7): its sections side by side (?section=; decision 0080) — the
 * categories, the FAQ and the tutorials.
 */
export default function ContentPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [section, chooseSection] = useContentSection();
  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('pages.content')}</h1>
        <ContentSectionTabs section={section} onChoose={chooseSection} />
      </header>
      {section === 'faq' ? <FaqSection /> : section === 'tutorials' ? <TutorialSection /> : <CategoriesSection />}
    </div>
  );
}

/**
 * The categories with their specialties and per-minute rates as the public site shows them, each
 * editable in English and Arabic. The chosen one is in the URL (?category=), beside the list
 * (instead of it on small screens).
 */
function CategoriesSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const chosenId = params.get('category');
  const categories = useCategoryList();
  const [picked, setPicked] = useState(false);
  const parentOf = (id: string) => categories.data?.find((top) => top.subCategories.some((sub) => sub.id === id));
  const choose = (id: string | null) => {
    setPicked(Boolean(id));
    setParams(id ? { category: id } : {});
  };
  return (
    <>
      <p className="hw-admin-muted">{t('content.intro')}</p>
      <div className={`hw-admin-split${chosenId ? ' hw-admin-split--chosen' : ''}`}>
        <section className="hw-admin-queue" aria-label={t('content.listLabel')}>
          {categories.isPending ? (
            <ListSkeleton label={t('content.loading')} rows={5} />
          ) : categories.isError ? (
            <LoadFailed text={t('content.failed')} retryLabel={t('common.retry')} onRetry={() => void categories.refetch()} />
          ) : categories.data.length === 0 ? (
            <Card>
              <EmptyState icon={<Tags aria-hidden size={32} />} title={t('content.empty')} />
            </Card>
          ) : (
            <ul className="hw-admin-queue__list hw-admin-categories">
              {categories.data.map((category) => (
                <li key={category.id}>
                  <CategoryRow category={category} chosen={category.id === chosenId} onChoose={() => choose(category.id)} />
                  {category.subCategories.length > 0 && (
                    <ul className="hw-admin-specialties" aria-label={t('content.specialtiesOf', { name: category.name })}>
                      {category.subCategories.map((sub) => (
                        <li key={sub.id}>
                          <CategoryRow category={sub} chosen={sub.id === chosenId} onChoose={() => choose(sub.id)} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="hw-admin-detail">
          {chosenId ? (
            <CategoryEditor key={chosenId} id={chosenId} parentName={parentOf(chosenId)?.name} focus={picked} onBack={() => choose(null)} />
          ) : (
            categories.data &&
            categories.data.length > 0 && (
              <Card className="hw-admin-detail__placeholder">
                <p className="hw-admin-muted">{t('content.choose')}</p>
              </Card>
            )
          )}
        </section>
      </div>
    </>
  );
}
