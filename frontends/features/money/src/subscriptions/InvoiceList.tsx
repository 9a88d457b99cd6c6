import type { Invoice } from '@helpwire/contracts';
import { Button, Card, EmptyState, ListSkeleton, LoadFailed } from '@helpwire/ui';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { MONEY_NAMESPACE } from '../transactions/texts';
import { useSubscriptionFormats } from './subscription-formats';
import { useInvoices } from './subscription-queries';

/** The plan's invoices, newest first: number, date, what for, amount and status; each opens its receipt. */
export function InvoiceList({ onOpen }: { onOpen: (invoice: Invoice) => void }) {
  const { t } = useTranslation(MONEY_NAMESPACE);
  const formats = useSubscriptionFormats();
  const invoices = useInvoices();
  return (
    <section className="hw-plan-section" aria-labelledby="hw-plan-invoices-title">
      <h2 id="hw-plan-invoices-title">{t('plan.invoices.title')}</h2>
      {invoices.isPending && <ListSkeleton label={t('plan.invoices.loading')} rows={2} />}
      {invoices.isError && <LoadFailed text={t('plan.invoices.loadFailed')} retryLabel={t('plan.retry')} onRetry={() => void invoices.refetch()} />}
      {invoices.data?.length === 0 && (
        <Card>
          <EmptyState icon={<ReceiptText aria-hidden size={36} />} title={t('plan.invoices.empty')} />
        </Card>
      )}
      {!!invoices.data?.length && (
        <ul className="hw-money__list" aria-label={t('plan.invoices.title')}>
          {invoices.data.map((invoice) => (
            <li key={invoice.id} className="hw-money__item hw-plan-invoice" data-testid="invoice" data-status={invoice.status} aria-label={invoice.number}>
              <div className="hw-plan-invoice__main">
                <p className="hw-plan-invoice__what">{t(`plan.reason.${invoice.reason}`, { plan: invoice.planName })}</p>
                <p className="hw-money-muted">
                  <bdi dir="ltr">{invoice.number}</bdi> · <time dateTime={invoice.createdAt}>{formats.date(invoice.createdAt)}</time>
                </p>
              </div>
              <p className="hw-plan-invoice__amount">
                {formats.price(invoice.totalCents)}
                {invoice.refundedCents !== '0' && (
                  <span className="hw-plan-invoice__refund">{t('plan.receipt.refunded', { amount: formats.price(invoice.refundedCents) })}</span>
                )}
              </p>
              <span className="hw-plan-status" data-status={invoice.status}>
                {t(`plan.invoiceStatus.${invoice.status}`)}
              </span>
              <Button variant="ghost" size="small" onClick={() => onOpen(invoice)} aria-label={t('plan.invoices.openNamed', { number: invoice.number })}>
                {t('plan.invoices.open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
