import type { Transaction } from '@helpwire/contracts';
import { useTranslation } from '@helpwire/libs/i18n';
import { useFormatPrice } from '@helpwire/web-core';
import { formatDuration } from '@helpwire/signed-in';
import { MONEY_NAMESPACE } from './texts';

export type MoneySide = 'USER' | 'HELPER';

/** One transaction: what, when, how paid, how much, and where it stands. */
export function TransactionRow({ transaction, category, side }: { transaction: Transaction; category: { name: string } | undefined; side: MoneySide }) {
  const { t, i18n } = useTranslation(MONEY_NAMESPACE);
  const formatPrice = useFormatPrice();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(transaction.createdAt));
  const isTab = transaction.type === 'TAB';
  const statusText =
    side === 'HELPER' && transaction.status !== 'FAILED' ? t(`transactions.${transaction.status}_helper`) : t(`transactions.${transaction.status}`);
  return (
    <dl className="hw-money-row" data-status={transaction.status}>
      <div className="hw-money-row__main">
        <dt className="hw-visually-hidden">{t('transactions.call')}</dt>
        <dd className="hw-money-row__what">{isTab ? t('transactions.tabCharge') : (category?.name ?? transaction.categoryId)}</dd>
        <dt className="hw-visually-hidden">{t('transactions.date')}</dt>
        <dd className="hw-money-muted">
          <time dateTime={transaction.createdAt}>{date}</time>
        </dd>
      </div>
      <div>
        <dt>{t('transactions.reference')}</dt>
        <dd>{transaction.callId ? <bdi dir="ltr">{transaction.callId}</bdi> : '—'}</dd>
      </div>
      <div>
        <dt>{t('transactions.duration')}</dt>
        <dd>{isTab ? '—' : <bdi dir="ltr">{formatDuration(transaction.billableSeconds)}</bdi>}</dd>
      </div>
      <div>
        <dt>{t('transactions.payBy')}</dt>
        <dd>{t(`transactions.${transaction.payBy}`)}</dd>
      </div>
      <div className="hw-money-row__amount">
        <dt>{t('transactions.amount')}</dt>
        <dd>{formatPrice(Number(transaction.amountCents))}</dd>
        {transaction.refundedCents !== '0' && (
          <dd className="hw-money-row__refund">
            {t(side === 'HELPER' ? 'transactions.refundedHelper' : 'transactions.refunded', { amount: formatPrice(Number(transaction.refundedCents)) })}
          </dd>
        )}
      </div>
      <div>
        <dt className="hw-visually-hidden">{t('transactions.status')}</dt>
        <dd>
          <span className="hw-money-status" data-status={transaction.status}>
            {statusText}
          </span>
        </dd>
      </div>
    </dl>
  );
}
