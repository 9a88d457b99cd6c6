import { Card, EmptyState, ListSkeleton, LoadFailed, Pager } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import type { DisputeStatus } from '@helpwire/contracts';
import { ChevronRight, Scale } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_NAMESPACE } from '../texts';
import { DisputeDetail } from './DisputeDetail';
import { DISPUTE_CURRENCY, DISPUTE_TABS, OPEN_LIMIT, useDisputes } from './disputes-api';
import { useAge, useFormatMoney } from './dispute-format';
import '../admin.css';
import './disputes.css';

const statusOf = (value: string | null): DisputeStatus => ((DISPUTE_TABS as readonly string[]).includes(value ?? '') ? (value as DisputeStatus) : 'PENDING');

/**
 * /admin/disputes (issue 24, item 3): the open disputes as queues, oldest first (PENDING, then
 * IN_REVIEW), and the RESOLVED ones as history; the chosen dispute (in the queue's place, with a way
 * back) shows its complaint beside its call's facts, with Move to review and Resolve. The tab, the page and the dispute are in the URL
 * (?status=&page=&dispute=), so a reload or a shared link opens the same dispute.
 */
export default function DisputesPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const money = useFormatMoney();
  const age = useAge();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const chosenId = params.get('dispute');
  const disputes = useDisputes(status, page);
  const chosen = disputes.data?.disputes.find((dispute) => dispute.id === chosenId);
  const [picked, setPicked] = useState(false);

  const show = (next: { status?: DisputeStatus; page?: number; dispute?: string | null }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'PENDING') search.set('status', nextStatus);
    const nextPage = next.page ?? (next.status ? 1 : page);
    if (nextPage > 1) search.set('page', String(nextPage));
    const dispute = next.dispute === undefined ? chosenId : next.dispute;
    if (dispute) search.set('dispute', dispute);
    setPicked(Boolean(dispute));
    setParams(search);
  };

  const data = disputes.data;
  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('pages.disputes')}</h1>
        <p className="hw-admin-muted">{t('disputes.intro')}</p>
      </header>
      <div className="hw-admin-tabs" role="group" aria-label={t('disputes.tabs.label')}>
        {DISPUTE_TABS.map((tab) => (
          <button key={tab} type="button" aria-pressed={tab === status} className="hw-admin-tab" onClick={() => show({ status: tab, dispute: null })}>
            {t(`disputes.status.${tab}`)}
          </button>
        ))}
      </div>
      <div className={`hw-admin-split hw-dispute-split${chosen ? ' hw-admin-split--chosen' : ''}`}>
        <section className="hw-admin-queue" aria-label={t(`disputes.status.${status}`)}>
          {disputes.isPending ? (
            <ListSkeleton label={t('disputes.loading')} rows={4} />
          ) : disputes.isError ? (
            <LoadFailed text={t('disputes.failed')} retryLabel={t('common.retry')} onRetry={() => void disputes.refetch()} />
          ) : data!.disputes.length === 0 ? (
            <Card>
              <EmptyState icon={<Scale aria-hidden size={32} />} title={t(`disputes.empty.${status}`)} />
            </Card>
          ) : (
            <>
              <p className="hw-admin-queue__count">
                {status === 'RESOLVED' ? t('disputes.resolvedCount', { count: data!.meta.total }) : t('disputes.openCount', { count: data!.meta.total })}
              </p>
              {status !== 'RESOLVED' && data!.meta.total > OPEN_LIMIT && <p className="hw-admin-muted">{t('disputes.newestOnly', { count: OPEN_LIMIT })}</p>}
              <ul className="hw-admin-queue__list">
                {data!.disputes.map((dispute) => (
                  <li key={dispute.id}>
                    <button
                      type="button"
                      className="hw-admin-queue__item hw-dispute-row"
                      aria-current={dispute.id === chosenId ? 'true' : undefined}
                      onClick={() => show({ dispute: dispute.id })}
                    >
                      <span className="hw-admin-queue__name" dir="auto">
                        {dispute.reason}
                      </span>
                      <span className="hw-admin-muted">{t(`disputes.openedBy.${dispute.openedBy}`)}</span>
                      <span className="hw-dispute-row__facts">
                        <span>{money(dispute.callPriceCents, DISPUTE_CURRENCY)}</span>
                        <span className="hw-admin-muted">{age(dispute.createdAt)}</span>
                      </span>
                      <span className="hw-admin-muted hw-dispute-row__call" dir="ltr">
                        {t('disputes.callRef', { id: dispute.callId })}
                      </span>
                      <ChevronRight aria-hidden size={18} className="hw-mirror hw-admin-queue__chevron" />
                    </button>
                  </li>
                ))}
              </ul>
              {status === 'RESOLVED' && (
                <Pager
                  page={data!.meta.currentPage}
                  lastPage={data!.meta.lastPage}
                  onPage={(next) => show({ page: next, dispute: null })}
                  labels={{
                    previous: t('disputes.pager.previous'),
                    next: t('disputes.pager.next'),
                    page: t('disputes.pager.page', { page: data!.meta.currentPage, lastPage: data!.meta.lastPage }),
                  }}
                />
              )}
            </>
          )}
        </section>
        <section className="hw-admin-detail">
          {chosen ? (
            <DisputeDetail
              key={chosen.id}
              dispute={chosen}
              focus={picked}
              onBack={() => show({ dispute: null })}
              onReviewed={() => show({ status: 'IN_REVIEW', dispute: chosen.id })}
              onResolved={() => show({ dispute: null })}
            />
          ) : (
            data &&
            data.disputes.length > 0 && (
              <Card className="hw-admin-detail__placeholder">
                <p className="hw-admin-muted">{t('disputes.choose')}</p>
              </Card>
            )
          )}
        </section>
      </div>
    </div>
  );
}
