import { use } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useFormatPrice } from '@helpwire/ui';
import { useCallCharge } from './money-api';
import type { MoneySide } from './TransactionRow';
import { MONEY_NAMESPACE, moneyTextsReady } from './texts';
import './money.css';

/**
 * What the call cost the user (or earned the helper), exactly, once the payment service charged it
 * (a moment after the end): the amount and where it went (card, tab, or pending earnings).
 */
export function CallChargeLine({ side, callId }: { side: MoneySide; callId: string }) {
  use(moneyTextsReady());
  const { t } = useTranslation(MONEY_NAMESPACE);
  const formatPrice = useFormatPrice();
  const charge = useCallCharge(callId);
  const transaction = charge.data;
  return (
    <section className="hw-call-charge" aria-live="polite" data-charge={transaction ? transaction.amountCents : 'waiting'}>
      <h3>{side === 'USER' ? t('charge.title') : t('charge.titleHelper')}</h3>
      {transaction ? (
        <p>
          <strong className="hw-call-charge__amount">{formatPrice(Number(transaction.amountCents))}</strong>{' '}
          <span className="hw-money-muted">{side === 'HELPER' ? t('charge.pending') : transaction.payBy === 'TAB' ? t('charge.onTab') : t('charge.captured')}</span>
        </p>
      ) : (
        <p className="hw-money-muted">{t('charge.waiting')}</p>
      )}
    </section>
  );
}
