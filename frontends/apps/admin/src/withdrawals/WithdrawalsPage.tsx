import { Button } from '@helpwire/ui';
import { ApiError, errorText, toast, useFormatPrice } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { FileDown, Landmark } from 'lucide-react';
import { useState } from 'react';
import { useFormatDate } from '../format';
import { ListDetailLayout } from '../list-detail/ListDetailLayout';
import { useListSelection } from '../list-detail/use-list-selection';
import { ADMIN_NAMESPACE } from '../texts';
import { ReasonDialog } from './ReasonDialog';
import { StatusPill } from './StatusPill';
import { WithdrawalDetail } from './WithdrawalDetail';
import { useExportBatch, useOpenWithdrawals } from './withdrawals-api';
import { downloadCsv } from '../download';
import '../admin.css';
import './withdrawals.css';

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
  const { page, chosenId, picked, show } = useListSelection('withdrawal');
  const open = useOpenWithdrawals(page);
  const exporting = useExportBatch();
  const [asking, setAsking] = useState(false);
  const approvedHere = open.data?.withdrawals.filter((w) => w.status === 'IN_REVIEW').length ?? 0;

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
      <ListDetailLayout
        texts={{
          list: t('withdrawals.queue'),
          loading: t('withdrawals.loading'),
          failed: t('withdrawals.failed'),
          empty: t('withdrawals.empty'),
          choose: t('withdrawals.choose'),
        }}
        emptyIcon={<Landmark aria-hidden size={32} />}
        query={open}
        items={open.data?.withdrawals}
        lastPage={open.data?.meta.lastPage ?? 1}
        page={page}
        count={t('withdrawals.waiting', { count: open.data?.meta.total ?? 0 })}
        chosenId={chosenId}
        onChoose={(id) => show({ chosen: id })}
        onPage={(next) => show({ page: next, chosen: null })}
        item={(withdrawal) => (
          <>
            <span className="hw-admin-queue__name" dir="auto">
              {withdrawal.helperName || t('withdrawals.unnamed')}
            </span>
            <span className="hw-admin-queue__row">
              <span className="hw-admin-queue__amount">{price(withdrawal.amountCents)}</span>
              <StatusPill status={withdrawal.status} />
            </span>
            <span className="hw-admin-muted">{t('withdrawals.requestedOn', { date: date(withdrawal.createdAt) })}</span>
          </>
        )}
        detail={<WithdrawalDetail key={chosenId} id={chosenId!} focus={picked} onBack={() => show({ chosen: null })} />}
      />
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
