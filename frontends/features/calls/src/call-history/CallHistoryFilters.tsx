import type { Category } from '@helpwire/contracts';
import { useId } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button } from '@helpwire/ui';
import type { HistoryFilters } from '../after-call/after-call-api';
import { AFTER_CALL_NAMESPACE } from '../after-call/texts';

/** The history's filters: a date range (days, inclusive) and a category. */
export function CallHistoryFilters({
  filters,
  categories,
  onChange,
}: {
  filters: HistoryFilters;
  categories: readonly Category[];
  onChange: (next: HistoryFilters) => void;
}) {
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  const id = useId();
  const set = (key: keyof HistoryFilters, value: string) => onChange({ ...filters, [key]: value || undefined });
  const any = Boolean(filters.from || filters.to || filters.categoryId);
  return (
    <div className="hw-history__filters" role="search">
      <div className="hw-field">
        <label htmlFor={`${id}-from`}>{t('history.from')}</label>
        <input id={`${id}-from`} className="hw-input" type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => set('from', e.target.value)} />
      </div>
      <div className="hw-field">
        <label htmlFor={`${id}-to`}>{t('history.to')}</label>
        <input id={`${id}-to`} className="hw-input" type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => set('to', e.target.value)} />
      </div>
      <div className="hw-field">
        <label htmlFor={`${id}-category`}>{t('history.category')}</label>
        <select id={`${id}-category`} className="hw-input" value={filters.categoryId ?? ''} onChange={(e) => set('categoryId', e.target.value)}>
          <option value="">{t('history.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {any && (
        <Button variant="ghost" size="small" onClick={() => onChange({})}>
          {t('history.clear')}
        </Button>
      )}
    </div>
  );
}
