import { use } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useFormatPrice } from '@helpwire/web-core';
import type { CallSide } from './after-call-api';
import { useCallCharge } from './call-charge-api';
import { AFTER_CALL_NAMESPACE, afterCallTextsReady } from './texts';
import './after-call.css';

/**
 * What the call cost the user (or earned the helper), exactly, once the payment service charged it
 * (a moment after the end): the amount and where it went (card, tab, or pending earnings).
 */
export function CallChargeLine({ side, callId }: { side: CallSide; callId: string }) {
  use(afterCallTextsReady());
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  const formatPrice = useFormatPrice();
  const charge = useCallCharge(callId);
  const transaction = charge.data;
  return (
    <section className="hw-call-charge" aria-live="polite" data-charge={transaction ? transaction.amountCents : 'waiting'}>
      <h3>{side === 'USER' ? t('charge.title') : t('charge.titleHelper')}</h3>
      {transaction ? (
        <p>
          <strong className="hw-call-charge__amount">{formatPrice(Number(transaction.amountCents))}</strong>{' '}
          <span className="hw-call-charge__muted">
            {side === 'HELPER' ? t('charge.pending') : transaction.payBy === 'TAB' ? t('charge.onTab') : t('charge.captured')}
          </span>
        </p>
      ) : (
        <p className="hw-call-charge__muted">{t('charge.waiting')}</p>
      )}
    </section>
  );
}
