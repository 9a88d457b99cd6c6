import { Card, EmptyState, ListSkeleton, LoadFailed, Pager } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ADMIN_NAMESPACE } from '../texts';

export interface ListDetailTexts {
  /** The list's name (its section's label). */
  list: string;
  loading: string;
  failed: string;
  empty: string;
  /** Beside the list before an item is chosen. */
  choose: string;
}

/**
 * The console's list beside its chosen item (People, Withdrawals): the list — loading, failed, empty,
 * or its count, its items as buttons and its pager — and the chosen item's detail beside it on large
 * screens (instead of it on small ones), or a note to choose one.
 */
export function ListDetailLayout<T extends { id: string }>({
  texts,
  emptyIcon,
  query,
  items,
  lastPage,
  page,
  count,
  chosenId,
  onChoose,
  onPage,
  item,
  after,
  detail,
}: {
  texts: ListDetailTexts;
  emptyIcon: ReactNode;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: readonly T[] | undefined;
  lastPage: number;
  page: number;
  count: ReactNode;
  chosenId: string | null;
  onChoose: (id: string) => void;
  onPage: (page: number) => void;
  /** An item's lines in its button. */
  item: (item: T) => ReactNode;
  /** Under the pager (e.g. clearing the search). */
  after?: ReactNode;
  /** The chosen item's detail. */
  detail: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className={`hw-admin-split${chosenId ? ' hw-admin-split--chosen' : ''}`}>
      <section className="hw-admin-queue" aria-label={texts.list}>
        {query.isPending ? (
          <ListSkeleton label={texts.loading} rows={4} />
        ) : query.isError || !items ? (
          <LoadFailed text={texts.failed} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <Card>
            <EmptyState icon={emptyIcon} title={texts.empty} />
          </Card>
        ) : (
          <>
            <p className="hw-admin-queue__count" aria-live="polite">
              {count}
            </p>
            <ul className="hw-admin-queue__list">
              {items.map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    className="hw-admin-queue__item"
                    aria-current={entry.id === chosenId ? 'true' : undefined}
                    onClick={() => onChoose(entry.id)}
                  >
                    {item(entry)}
                    <ChevronRight aria-hidden size={18} className="hw-mirror hw-admin-queue__chevron" />
                  </button>
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              lastPage={lastPage}
              onPage={onPage}
              labels={{ previous: t('support.pager.previous'), next: t('support.pager.next'), page: t('support.pager.page', { page, lastPage }) }}
            />
            {after}
          </>
        )}
      </section>
      <section className="hw-admin-detail">
        {chosenId
          ? detail
          : items &&
            items.length > 0 && (
              <Card className="hw-admin-detail__placeholder">
                <p className="hw-admin-muted">{texts.choose}</p>
              </Card>
            )}
      </section>
    </div>
  );
}
