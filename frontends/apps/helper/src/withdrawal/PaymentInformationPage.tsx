import { accountTextsReady } from '@helpwire/account';
import { Button, Card as Panel, EmptyState, Skeleton } from '@helpwire/ui';
import { AlertTriangle, Landmark, Pencil, RotateCcw, ShieldCheck } from 'lucide-react';
import { use, useRef, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { BankDetailsForm } from './BankDetailsForm';
import { SavedBankDetails } from './SavedBankDetails';
import { useBankDetails } from './withdrawal-queries';
import { useWithdrawalTexts } from './withdrawal-texts';
import './withdrawal.css';

/**
 * Payment Information (spec §2 /helper/payment-information; §3, §5): the helper's bank account for
 * withdrawals. Saved: the details with the account number masked, and Edit; otherwise the form.
 */
export default function PaymentInformationPage() {
  use(accountTextsReady());
  const { t } = useTranslation(HELPER_NAMESPACE);
  const texts = useWithdrawalTexts();
  const details = useBankDetails();
  const [editing, setEditing] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const done = () => {
    setEditing(false);
    setTimeout(() => title.current?.focus(), 0);
  };

  return (
    <section className="hw-container hw-wd-page" aria-labelledby="hw-wd-payinfo-title">
      <div className="hw-wd-head">
        <div>
          <h1 id="hw-wd-payinfo-title" ref={title} tabIndex={-1}>
            {t('pages.paymentInformation')}
          </h1>
          <p className="hw-wd-muted">
            <ShieldCheck aria-hidden size={18} className="hw-wd-inline-icon" />
            {t('withdrawal.payInfo.intro')}
          </p>
        </div>
        {details.data && !editing && (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            <Pencil aria-hidden size={18} />
            {t('withdrawal.payInfo.edit')}
          </Button>
        )}
      </div>
      {details.isPending ? (
        <Panel className="hw-wd-panel">
          <div role="status" aria-label={t('common.loading')} className="hw-wd-skeletons">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} width={`${80 - row * 15}%`} height="1.1rem" />
            ))}
          </div>
        </Panel>
      ) : details.isError ? (
        <Panel className="hw-wd-panel hw-wd-error" role="alert">
          <AlertTriangle aria-hidden size={28} />
          <div>
            <p className="hw-wd-error__title">{t('withdrawal.payInfo.loadFailed')}</p>
            <p className="hw-wd-muted">{texts.failure(details.error)}</p>
          </div>
          <Button variant="ghost" busy={details.isFetching} onClick={() => void details.refetch()}>
            <RotateCcw aria-hidden size={18} className="hw-mirror" />
            {t('common.retry')}
          </Button>
        </Panel>
      ) : details.data && !editing ? (
        <SavedBankDetails details={details.data} />
      ) : !details.data && !editing ? (
        <Panel className="hw-wd-panel">
          <EmptyState
            icon={<Landmark aria-hidden size={40} />}
            title={t('withdrawal.payInfo.emptyTitle')}
            action={
              <div className="hw-wd-empty-action">
                <p className="hw-wd-muted">{t('withdrawal.payInfo.emptyHint')}</p>
                <Button variant="cta" onClick={() => setEditing(true)}>
                  {t('withdrawal.payInfo.add')}
                </Button>
              </div>
            }
          />
        </Panel>
      ) : (
        <Panel className="hw-wd-panel">
          <BankDetailsForm saved={details.data ?? null} onSaved={done} onCancel={done} />
        </Panel>
      )}
    </section>
  );
}
