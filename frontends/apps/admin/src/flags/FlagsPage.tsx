import type { Category } from '@helpwire/contracts';
import { Card, EmptyState, ListSkeleton, LoadFailed, Pager } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { Flag } from 'lucide-react';
import { useCallback } from 'react';
import { useCategoryList } from '../content/content-api';
import { ADMIN_NAMESPACE } from '../texts';
import { FlagCard } from './FlagCard';
import { FLAG_OUTCOME_FILTERS, FLAG_STATES, useFlags, type FlagOutcome, type FlagState } from './flags-api';
import '../admin.css';
import './flags.css';

const stateOf = (value: string | null): FlagState => (value === 'reviewed' ? 'reviewed' : 'open');
const outcomeOf = (value: string | null): FlagOutcome | undefined => FLAG_OUTCOME_FILTERS.find((outcome) => outcome === value);

function findName(categories: readonly Category[] | undefined, ref: string): string | undefined {
  for (const category of categories ?? []) {
    if (category.id === ref || category.slug === ref) return category.name;
    const found = findName(category.subCategories, ref);
    if (found) return found;
  }
  return undefined;
}

/**
 * /admin/flags (issue 24, item 5): the flags users and helpers raised after calls, open ones oldest
 * first, each with the call's facts; dismiss, warn or ban from each, which closes it with that outcome
 * (decision 0082). The closed ones show how each was closed, filtered by outcome. The list, outcome
 * and page are in the address (?state=&outcome=&page=).
 */
export default function FlagsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const outcome = state === 'reviewed' ? outcomeOf(params.get('outcome')) : undefined;
  const flags = useFlags(state, page, outcome);
  const categories = useCategoryList();
  const categoryName = useCallback((ref: string) => findName(categories.data, ref) ?? ref, [categories.data]);
  const show = (next: FlagState, nextPage = 1, nextOutcome?: FlagOutcome) => {
    const search = new URLSearchParams();
    if (next !== 'open') search.set('state', next);
    if (next === 'reviewed' && nextOutcome) search.set('outcome', nextOutcome);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('pages.flags')}</h1>
        <p className="hw-admin-muted">{t('flags.intro')}</p>
      </header>
      <div className="hw-admin-tabs" role="group" aria-label={t('flags.tabs.label')}>
        {FLAG_STATES.map((tab) => (
          <button key={tab} type="button" aria-pressed={tab === state} className="hw-admin-tab" onClick={() => show(tab)}>
            {t(`flags.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {state === 'reviewed' && (
        <div className="hw-admin-tabs hw-admin-flags__outcomes" role="group" aria-label={t('flags.outcomes.label')}>
          {[undefined, ...FLAG_OUTCOME_FILTERS].map((choice) => (
            <button key={choice ?? 'all'} type="button" aria-pressed={choice === outcome} className="hw-admin-tab" onClick={() => show('reviewed', 1, choice)}>
              {t(`flags.outcomes.${choice ?? 'all'}`)}
            </button>
          ))}
        </div>
      )}
      <section className="hw-admin-flags" aria-label={t(`flags.tabs.${state}`)}>
        {flags.isPending ? (
          <ListSkeleton label={t('flags.loading')} rows={3} height="12rem" />
        ) : flags.isError ? (
          <LoadFailed text={t('flags.failed')} retryLabel={t('common.retry')} onRetry={() => void flags.refetch()} />
        ) : flags.data.flags.length === 0 ? (
          <Card>
            <EmptyState icon={<Flag aria-hidden size={32} />} title={t(`flags.empty.${state}`)} />
          </Card>
        ) : (
          <>
            <p className="hw-admin-queue__count">{t(`flags.count.${state}`, { count: flags.data.meta.total })}</p>
            {flags.data.flags.map((flagged) => (
              <FlagCard key={`${flagged.flag.callId}:${flagged.flag.side}`} flagged={flagged} categoryName={categoryName} />
            ))}
            <Pager
              page={page}
              lastPage={flags.data.meta.lastPage}
              onPage={(next) => show(state, next, outcome)}
              labels={{
                previous: t('support.pager.previous'),
                next: t('support.pager.next'),
                page: t('support.pager.page', { page, lastPage: flags.data.meta.lastPage }),
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
