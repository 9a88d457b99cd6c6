import { Card } from '@helpwire/ui';
import { useFormatPrice } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { StatusPill } from './StatusPill';
import type { WithdrawalReview } from './withdrawals-api';

/** The helper's withdrawals and payouts, newest first: when, how much, the status and the bank's reference or the reason. */
export function PayoutHistory({ history, current }: { history: WithdrawalReview['history']; current: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const price = useFormatPrice();
  const date = useFormatDate();
  return (
    <Card className="hw-admin-card" aria-labelledby="hw-admin-payouts">
      <h3 id="hw-admin-payouts">{t('withdrawals.history.title')}</h3>
      <ul className="hw-admin-payouts">
        {history.map((item) => (
          <li key={item.id} aria-current={item.id === current ? 'true' : undefined}>
            <span className="hw-admin-payouts__amount">{price(item.amountCents)}</span>
            <StatusPill status={item.status} />
            <span className="hw-admin-muted">{date(item.createdAt)}</span>
            {item.transactionId && (
              <span className="hw-admin-muted">
                {t('withdrawals.reference')}: <bdi dir="ltr">{item.transactionId}</bdi>
              </span>
            )}
            {item.status === 'REJECTED' && item.rejectionReason && <span className="hw-admin-muted">{item.rejectionReason}</span>}
            {item.id === current && <span className="hw-admin-payouts__this">{t('withdrawals.history.this')}</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
