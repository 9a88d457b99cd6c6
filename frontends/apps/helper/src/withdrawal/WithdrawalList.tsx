import { type Withdrawal, type WithdrawalStatus } from '@helpwire/contracts';
import { Button, Card as Panel, EmptyState, Skeleton } from '@helpwire/ui';
import { useFormatPrice } from '@helpwire/web-core';
import { ChevronRight, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { useFormatDate } from './format';
import { StatusPill } from './StatusPill';
import { useWithdrawals } from './withdrawal-queries';
import { useWithdrawalTexts } from './withdrawal-texts';

const PAGE = 10;

/**
 * A list of the helper's withdrawals, newest first: all of them (the history) or the paid ones (the
 * payouts, with their transaction id). Empty: the spec's text. Each opens the withdraw detail.
 */
export function WithdrawalList({ kind, onOpen }: { kind: 'history' | 'payouts'; onOpen: (withdrawal: Withdrawal) => void }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const texts = useWithdrawalTexts();
  const price = useFormatPrice();
  const formatDate = useFormatDate();
  const [limit, setLimit] = useState(PAGE);
  const status: WithdrawalStatus | undefined = kind === 'payouts' ? 'SUCCESS' : undefined;
  const list = useWithdrawals(limit, status);
  const headingId = `hw-wd-${kind}-title`;
  const empty = t(kind === 'payouts' ? 'withdrawal.texts.payoutHistoryNotFound' : 'withdrawal.texts.withdrawRequestNotFound');

  return (
    <Panel className="hw-wd-panel hw-wd-list" aria-labelledby={headingId} data-testid={`withdrawal-${kind}`}>
      <h2 id={headingId}>{t(kind === 'payouts' ? 'withdrawal.payouts.title' : 'withdrawal.history.title')}</h2>
      {list.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="hw-wd-skeletons">
          {[0, 1].map((row) => (
            <Skeleton key={row} width="100%" height="2.5rem" />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="hw-wd-error">
          {t('withdrawal.history.loadFailed')} {texts.failure(list.error)}
        </p>
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={<Inbox aria-hidden size={36} />} title={empty} />
      ) : (
        <>
          <ul className="hw-wd-rows">
            {list.data.items.map((w) => (
              <li key={w.id} className="hw-wd-row" data-withdrawal={w.id}>
                <div className="hw-wd-row__main">
                  <span className="hw-wd-row__amount">{price(w.amountCents)}</span>
                  <span className="hw-wd-muted">
                    {formatDate(kind === 'payouts' ? w.updatedAt : w.createdAt)}
                    {kind === 'payouts' && w.transactionId && (
                      <>
                        {' · '}
                        {t('withdrawal.payouts.transactionId')} <bdi dir="ltr">{w.transactionId}</bdi>
                      </>
                    )}
                  </span>
                </div>
                <StatusPill status={w.status} />
                <Button variant="ghost" size="small" onClick={() => onOpen(w)} aria-label={t('withdrawal.history.viewLabel', { amount: price(w.amountCents) })}>
                  {t('withdrawal.history.view')}
                  <ChevronRight aria-hidden size={18} className="hw-mirror" />
                </Button>
              </li>
            ))}
          </ul>
          {list.data.total > list.data.items.length && limit < 100 && (
            <Button variant="ghost" busy={list.isFetching} onClick={() => setLimit((n) => Math.min(100, n + PAGE))}>
              {t('withdrawal.history.more')}
            </Button>
          )}
        </>
      )}
    </Panel>
  );
}
