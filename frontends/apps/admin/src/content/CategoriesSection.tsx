import { Card, EmptyState, ListSkeleton, LoadFailed } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { useFormatPrice } from '@helpwire/web-core';
import { ChevronRight, EyeOff, Tags } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_NAMESPACE } from '../texts';
import { CategoryEditor } from './CategoryEditor';
import { useEditableCategoryList, type EditableCategory } from './content-api';

/** A category or specialty of the list: its name, rate and whether it is hidden; the whole row opens its editor. */
function CategoryRow({ category, chosen, onChoose }: { category: EditableCategory; chosen: boolean; onChoose: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const price = useFormatPrice();
  return (
    <button type="button" className="hw-admin-queue__item" aria-current={chosen ? 'true' : undefined} onClick={onChoose} data-hidden={!category.active}>
      <span className="hw-admin-queue__name">{i18n.language === 'ar' ? category.name.ar : category.name.en}</span>
      <span className="hw-admin-muted">{t('content.perMinute', { price: price(category.rateCentsPerMinute) })}</span>
      {!category.active && (
        <span className="hw-admin-hidden-pill">
          <EyeOff aria-hidden size={14} />
          {t('content.visibility.pill')}
        </span>
      )}
      <ChevronRight aria-hidden size={18} className="hw-admin-queue__chevron hw-mirror" />
    </button>
  );
}

/**
 * The categories (issue 24, item 7): each with its specialties and per-minute rate, hidden ones too,
 * each editable in English and Arabic. The chosen one is in the URL (?category=), beside the list
 * (instead of it on small screens).
 */
export function CategoriesSection() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const chosenId = params.get('category');
  const categories = useEditableCategoryList();
  const [picked, setPicked] = useState(false);
  const parentOf = (id: string) => categories.data?.find((top) => top.specialties.some((sub) => sub.id === id));
  const nameOf = (category: EditableCategory | undefined) => (category ? (i18n.language === 'ar' ? category.name.ar : category.name.en) : undefined);
  const choose = (id: string | null) => {
    setPicked(Boolean(id));
    setParams(id ? { category: id } : {});
  };
  return (
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
                {category.specialties.length > 0 && (
                  <ul className="hw-admin-specialties" aria-label={t('content.specialtiesOf', { name: nameOf(category) })}>
                    {category.specialties.map((sub) => (
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
          <CategoryEditor key={chosenId} id={chosenId} parentName={nameOf(parentOf(chosenId))} focus={picked} onBack={() => choose(null)} />
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
  );
}
