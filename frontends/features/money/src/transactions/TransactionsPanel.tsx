import { TRANSACTION_RANGES, TRANSACTION_STATUSES } from '@helpwire/contracts';
import { AlertTriangle, ReceiptText } from 'lucide-react';
import { use, useId, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useCategoryIndex } from '@helpwire/signed-in';
import { Button, Card, EmptyState, Skeleton } from '@helpwire/ui';
import { useTransactions, type TransactionFilters } from './money-api';
import { TransactionRow, type MoneySide } from './TransactionRow';
import { MONEY_NAMESPACE, moneyTextsReady } from './texts';
import './money.css';

/**
 * The caller's transactions (spec §2 Transaction History, filter and date range: this/last week,
 * month, year; §8 "Transaction History Not found."): a user's call charges and card payments, a
 * helper's earnings per call; newest first, paged.
 */
export function TransactionsPanel({ side, label }: { side: MoneySide; label: string }) {
  use(moneyTextsReady());
  const { t } = useTranslation(MONEY_NAMESPACE);
  const id = useId();
  const [filters, setFilters] = useState<TransactionFilters>({});
  const [page, setPage] = useState(1);
  const transactions = useTransactions(filters, page);
  const categories = useCategoryIndex();
  const list = transactions.data?.transactions ?? [];
  const meta = transactions.data;
  const change = (next: TransactionFilters) => {
    setFilters(next);
    setPage(1);
  };
  const statuses = side === 'HELPER' ? TRANSACTION_STATUSES.filter((s) => s !== 'FAILED') : TRANSACTION_STATUSES;

  return (
    <div className="hw-money">
      <div className="hw-money__filters" role="search">
        <div className="hw-field">
          <label htmlFor={`${id}-range`}>{t('transactions.range')}</label>
          <select
            id={`${id}-range`}
            className="hw-input"
            value={filters.range ?? ''}
            onChange={(e) => change({ ...filters, range: (e.target.value || undefined) as TransactionFilters['range'] })}
          >
            <option value="">{t('transactions.allTime')}</option>
            {TRANSACTION_RANGES.map((range) => (
              <option key={range} value={range}>
                {t(`transactions.${range}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="hw-field">
          <label htmlFor={`${id}-status`}>{t('transactions.status')}</label>
          <select
            id={`${id}-status`}
            className="hw-input"
            value={filters.status ?? ''}
            onChange={(e) => change({ ...filters, status: (e.target.value || undefined) as TransactionFilters['status'] })}
          >
            <option value="">{t('transactions.allStatuses')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {side === 'HELPER' ? t(`transactions.${status}_helper`) : t(`transactions.${status}`)}
              </option>
            ))}
          </select>
        </div>
        {(filters.range || filters.status) && (
          <Button variant="ghost" size="small" onClick={() => change({})}>
            {t('transactions.clear')}
          </Button>
        )}
      </div>
      {transactions.isPending ? (
        <Card className="hw-money__panel" role="status" aria-label={t('transactions.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} width="100%" height="3rem" />
          ))}
        </Card>
      ) : transactions.isError ? (
        <Card className="hw-money__panel hw-money__error" role="alert">
          <AlertTriangle aria-hidden size={24} />
          <span>{t('transactions.loadFailed')}</span>
          <Button variant="ghost" onClick={() => void transactions.refetch()}>
            {t('transactions.retry')}
          </Button>
        </Card>
      ) : list.length === 0 ? (
        <EmptyState icon={<ReceiptText aria-hidden size={40} />} title={t('transactions.empty')} />
      ) : (
        <ul className="hw-money__list" aria-label={label}>
          {list.map((transaction) => (
            <li key={`${transaction.type}-${transaction.id}`} className="hw-money__item" data-transaction={transaction.id}>
              <TransactionRow
                transaction={transaction}
                category={transaction.categoryId ? categories.index.get(transaction.categoryId) : undefined}
                side={side}
              />
            </li>
          ))}
        </ul>
      )}
      {meta && meta.lastPage > 1 && (
        <nav className="hw-money__pages" aria-label={t('transactions.page', { page: meta.currentPage, last: meta.lastPage })}>
          <Button variant="ghost" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('transactions.previous')}
          </Button>
          <span>{t('transactions.page', { page: meta.currentPage, last: meta.lastPage })}</span>
          <Button variant="ghost" size="small" disabled={page >= meta.lastPage} onClick={() => setPage(page + 1)}>
            {t('transactions.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
