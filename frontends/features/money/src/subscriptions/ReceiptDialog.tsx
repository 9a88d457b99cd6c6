import type { Invoice } from '@helpwire/contracts';
import { Button, Modal, Skeleton } from '@helpwire/ui';
import { Printer } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { MONEY_NAMESPACE } from '../transactions/texts';
import { useSubscriptionFormats } from './subscription-formats';
import { useInvoice } from './subscription-queries';

/**
 * One invoice's receipt: its number and date, the period, the lines (a proration credit negative),
 * the total, the card and what was refunded. Read again from the server (GET /subscription/invoice);
 * "Print" prints the receipt alone (the print style hides the rest of the page).
 */
export function ReceiptDialog({ invoice: listed, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation(MONEY_NAMESPACE);
  const formats = useSubscriptionFormats();
  const read = useInvoice(listed.id);
  const invoice = read.data ?? listed;
  return (
    // Non-breaking hyphens: the number never wraps inside the title.
    <Modal title={t('plan.receipt.title', { number: invoice.number.replace(/-/g, '\u2011') })} onClose={onClose} wide>
      <article className="hw-receipt" data-testid="receipt" aria-label={t('plan.receipt.title', { number: invoice.number })}>
        <header className="hw-receipt__head">
          <p className="hw-receipt__brand">Helpwire</p>
          <p>
            <span className="hw-money-muted">{t('plan.receipt.number')} </span>
            <bdi dir="ltr">{invoice.number}</bdi>
          </p>
          <p>
            <span className="hw-money-muted">{t('plan.receipt.date')} </span>
            {formats.date(invoice.paidAt ?? invoice.createdAt)}
          </p>
          <p>
            <span className="hw-plan-status" data-status={invoice.status}>
              {t(`plan.invoiceStatus.${invoice.status}`)}
            </span>
          </p>
        </header>
        <p className="hw-money-muted">
          {t('plan.receipt.period', { plan: invoice.planName, start: formats.date(invoice.periodStart), end: formats.date(invoice.periodEnd) })}
        </p>
        {read.isPending && !listed.lines.length ? (
          <Skeleton height="4rem" label={t('plan.receipt.loading')} />
        ) : (
          <table className="hw-receipt__lines">
            <thead>
              <tr>
                <th scope="col">{t('plan.receipt.description')}</th>
                <th scope="col">{t('plan.receipt.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line, index) => (
                <tr key={index} data-credit={Number(line.amountCents) < 0 || undefined}>
                  <td>{line.description}</td>
                  <td>{formats.price(line.amountCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="hw-receipt__total">
                <th scope="row">{t('plan.receipt.total')}</th>
                <td data-testid="receipt-total">{formats.price(invoice.totalCents)}</td>
              </tr>
              {invoice.refundedCents !== '0' && (
                <tr>
                  <th scope="row">{t('plan.receipt.refundedLabel')}</th>
                  <td>{formats.price(`-${invoice.refundedCents}`)}</td>
                </tr>
              )}
            </tfoot>
          </table>
        )}
        <p>
          {invoice.card
            ? t(invoice.status === 'PAID' || invoice.status === 'REFUNDED' ? 'plan.receipt.paidWith' : 'plan.receipt.chargedTo', {
                card: formats.card(invoice.card),
              })
            : t('plan.receipt.noCard')}
        </p>
        <div className="hw-modal-actions hw-receipt__actions">
          <Button variant="ghost" onClick={onClose}>
            {t('plan.receipt.close')}
          </Button>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden size={18} />
            {t('plan.receipt.print')}
          </Button>
        </div>
      </article>
    </Modal>
  );
}
