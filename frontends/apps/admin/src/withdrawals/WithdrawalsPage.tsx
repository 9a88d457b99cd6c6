import { Button, Card, EmptyState, ListSkeleton, LoadFailed, Pager } from '@helpwire/ui';
import { ApiError, errorText, toast, useFormatPrice } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { ChevronRight, FileDown, Landmark } from 'lucide-react';
import { useState } from 'react';
import { useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { ReasonDialog } from './ReasonDialog';
import { StatusPill } from './StatusPill';
import { WithdrawalDetail } from './WithdrawalDetail';
import { useExportBatch, useOpenWithdrawals } from './withdrawals-api';
import { downloadCsv } from '../download';
import '../admin.css';
import './withdrawals.css';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * /admin/withdrawals (issue 24, item 4): the withdrawals waiting for a decision, oldest first, each
 * with the helper, the amount, when it was asked for and its status; the chosen one beside the list
 * (instead of it on small screens); and the approved batch exported as the bank's CSV. The page and
 * the withdrawal are in the URL (?page=&withdrawal=).
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const price = useFormatPrice();
  const date = useFormatDate();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const chosenId = params.get('withdrawal');
  const open = useOpenWithdrawals(page);
  const exporting = useExportBatch();
  const [asking, setAsking] = useState(false);
  const [picked, setPicked] = useState(false);
  const approvedHere = open.data?.withdrawals.filter((w) => w.status === 'IN_REVIEW').length ?? 0;

  const show = (next: { page?: number; withdrawal?: string | null }) => {
    const search = new URLSearchParams();
    const nextPage = next.page ?? page;
    if (nextPage > 1) search.set('page', String(nextPage));
    const withdrawal = next.withdrawal === undefined ? chosenId : next.withdrawal;
    if (withdrawal) search.set('withdrawal', withdrawal);
    setPicked(Boolean(withdrawal));
    setParams(search);
  };

  const exportBatch = (reason: string) =>
    exporting.mutate(reason, {
      onSuccess: (batch) => {
        downloadCsv(batch.fileName, batch.csv);
        setAsking(false);
        toast.success(t('withdrawals.export.done', { count: batch.count, total: price(batch.totalCents), file: batch.fileName }));
      },
      onError: (error) => toast.error(error instanceof ApiError ? errorText({ code: error.code, message: error.message }) : String(error)),
    });

  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head hw-admin-payouts-head">
        <div>
          <h1>{t('pages.withdrawals')}</h1>
          <p className="hw-admin-muted">{t('withdrawals.intro')}</p>
        </div>
        <Button variant="ghost" className="hw-admin-inline-button hw-admin-export" onClick={() => setAsking(true)}>
          <FileDown aria-hidden size={18} />
          {t('withdrawals.export.open')}
        </Button>
      </header>
      <div className={`hw-admin-split${chosenId ? ' hw-admin-split--chosen' : ''}`}>
        <section className="hw-admin-queue" aria-label={t('withdrawals.queue')}>
          {open.isPending ? (
            <ListSkeleton label={t('withdrawals.loading')} rows={4} />
          ) : open.isError ? (
            <LoadFailed text={t('withdrawals.failed')} retryLabel={t('common.retry')} onRetry={() => void open.refetch()} />
          ) : open.data.withdrawals.length === 0 ? (
            <Card>
              <EmptyState icon={<Landmark aria-hidden size={32} />} title={t('withdrawals.empty')} />
            </Card>
          ) : (
            <>
              <p className="hw-admin-queue__count">{t('withdrawals.waiting', { count: open.data.meta.total })}</p>
              <ul className="hw-admin-queue__list">
                {open.data.withdrawals.map((withdrawal) => (
                  <li key={withdrawal.id}>
                    <button
                      type="button"
                      className="hw-admin-queue__item"
                      aria-current={withdrawal.id === chosenId ? 'true' : undefined}
                      onClick={() => show({ withdrawal: withdrawal.id })}
                    >
                      <span className="hw-admin-queue__name" dir="auto">
                        {withdrawal.helperName || t('withdrawals.unnamed')}
                      </span>
                      <span className="hw-admin-queue__row">
                        <span className="hw-admin-queue__amount">{price(withdrawal.amountCents)}</span>
                        <StatusPill status={withdrawal.status} />
                      </span>
                      <span className="hw-admin-muted">{t('withdrawals.requestedOn', { date: date(withdrawal.createdAt) })}</span>
                      <ChevronRight aria-hidden size={18} className="hw-mirror hw-admin-queue__chevron" />
                    </button>
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                lastPage={open.data.meta.lastPage}
                onPage={(next) => show({ page: next, withdrawal: null })}
                labels={{
                  previous: t('support.pager.previous'),
                  next: t('support.pager.next'),
                  page: t('support.pager.page', { page, lastPage: open.data.meta.lastPage }),
                }}
              />
            </>
          )}
        </section>
        <section className="hw-admin-detail">
          {chosenId ? (
            <WithdrawalDetail key={chosenId} id={chosenId} focus={picked} onBack={() => show({ withdrawal: null })} />
          ) : (
            open.data &&
            open.data.withdrawals.length > 0 && (
              <Card className="hw-admin-detail__placeholder">
                <p className="hw-admin-muted">{t('withdrawals.choose')}</p>
              </Card>
            )
          )}
        </section>
      </div>
      {asking && (
        <ReasonDialog
          title={t('withdrawals.export.title')}
          label={t('withdrawals.export.reason')}
          hint={t('withdrawals.export.hint')}
          requiredText={t('withdrawals.export.reasonRequired')}
          confirm={t('withdrawals.export.confirm')}
          busy={exporting.isPending}
          onClose={() => setAsking(false)}
          onConfirm={exportBatch}
        >
          <p>{approvedHere > 0 ? t('withdrawals.export.approvedHere', { count: approvedHere }) : t('withdrawals.export.what')}</p>
        </ReasonDialog>
      )}
    </div>
  );
}
