import type { Dispute } from '@helpwire/contracts';
import { Button, EmptyState, ListSkeleton, LoadFailed, Pager } from '@helpwire/ui';
import { ChevronRight, Plus, Scale } from 'lucide-react';
import { use, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { accountTextsReady } from '../texts';
import { useDisputes, type DisputeSide } from './dispute-api';
import { reference, useDisputeFormat } from './dispute-format';
import { DisputeDetailDialog } from './DisputeDetailDialog';
import { DisputeFormDialog } from './DisputeFormDialog';
import { DisputeStatusChip } from './DisputeStatusChip';
import { disputeTextsReady, DISPUTES_NAMESPACE } from './texts';
import './disputes.css';

export interface DisputesPageProps {
  side: DisputeSide;
  /** The page's title (the remote's own text). */
  title: string;
}

/**
 * Disputes (spec §2: the user's dispute form and history, /dispute; the helper's Disputes,
 * /helper/dispute): the side's disputes newest first, each with its status, reason and any refund,
 * its detail in a dialog, and the form to open one about a recent call (`?call=<reference>`: about
 * that call, opened at once). Empty: "Dispute History Not found".
 */
export function DisputesPage({ side, title }: DisputesPageProps) {
  use(disputeTextsReady());
  use(accountTextsReady());
  const { t } = useTranslation(DISPUTES_NAMESPACE);
  const format = useDisputeFormat();
  const [page, setPage] = useState(1);
  // `?call=<reference>`: the form opens about that call (a dispute opened from a call elsewhere).
  const [params] = useSearchParams();
  const [forming, setForming] = useState(params.has('call'));
  const [shown, setShown] = useState<Dispute | null>(null);
  const list = useDisputes(side, page);
  const disputes = list.data?.disputes ?? [];
  const meta = list.data?.meta;

  return (
    <section className="hw-container hw-disputes" aria-labelledby="hw-disputes-title" data-side={side}>
      <header className="hw-disputes__head">
        <div>
          <h1 id="hw-disputes-title">{title}</h1>
          <p className="hw-dispute-muted">{t(side === 'USER' ? 'intro' : 'introHelper')}</p>
        </div>
        <Button variant="cta" onClick={() => setForming(true)}>
          <Plus aria-hidden size={18} />
          {t('open')}
        </Button>
      </header>
      <h2 className="hw-disputes__subtitle">{t('historyTitle')}</h2>
      {list.isPending ? (
        <ListSkeleton label={t('loading')} className="hw-disputes__panel" />
      ) : list.isError ? (
        <LoadFailed text={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} className="hw-disputes__panel hw-disputes__error" />
      ) : disputes.length === 0 ? (
        <EmptyState icon={<Scale aria-hidden size={40} />} title={t('empty')} action={<p className="hw-dispute-muted">{t('emptyHint')}</p>} />
      ) : (
        <ul className="hw-disputes__list" aria-label={t('historyTitle')}>
          {disputes.map((dispute) => (
            <li key={dispute.id} className="hw-disputes__item" data-dispute={dispute.id} aria-label={t('call', { id: dispute.callId })}>
              <div className="hw-disputes__main">
                <p className="hw-disputes__call">
                  <strong>{t('call', { id: reference(dispute.callId) })}</strong>
                  <DisputeStatusChip status={dispute.status} />
                </p>
                <p className="hw-disputes__reason">{dispute.reason}</p>
                <p className="hw-dispute-muted hw-disputes__meta">
                  <span>{t('openedOn', { date: format.date(dispute.createdAt) })}</span>
                  <span>{t(`resolution.${dispute.adminResolution ?? dispute.resolution}`)}</span>
                  {dispute.refundedAmountCents !== null && (
                    <span className="hw-disputes__money">{t('refunded', { amount: format.price(dispute.refundedAmountCents) })}</span>
                  )}
                  {dispute.compensationCents !== null && (
                    <span className="hw-disputes__money">{t('compensated', { amount: format.price(dispute.compensationCents) })}</span>
                  )}
                </p>
              </div>
              <Button variant="ghost" size="small" onClick={() => setShown(dispute)} aria-label={`${t('details')} ${t('call', { id: dispute.callId })}`}>
                {t('details')}
                <ChevronRight aria-hidden size={16} className="hw-dispute-chevron" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {meta && (
        <Pager
          className="hw-disputes__pages"
          page={page}
          lastPage={meta.lastPage}
          onPage={setPage}
          labels={{ previous: t('previous'), next: t('next'), page: t('page', { page: meta.currentPage, last: meta.lastPage }) }}
        />
      )}
      {forming && <DisputeFormDialog side={side} callId={params.get('call') ?? ''} onClose={() => setForming(false)} />}
      {shown && <DisputeDetailDialog dispute={shown} onClose={() => setShown(null)} />}
    </section>
  );
}
