import { accountTextsReady } from '@helpwire/account';
import type { Withdrawal } from '@helpwire/contracts';
import { Button, Card as Panel, Skeleton } from '@helpwire/ui';
import { AlertTriangle, ArrowDownToLine, Info, RotateCcw } from 'lucide-react';
import { use, useRef, useState } from 'react';
import { Link } from '@helpwire/libs/router';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { WalletSummary } from './WalletSummary';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawDetailModal } from './WithdrawDetailModal';
import { WithdrawFormModal } from './WithdrawFormModal';
import { useBankDetails, useWallet } from './withdrawal-queries';
import { useWithdrawalTexts } from './withdrawal-texts';
import './withdrawal.css';

/**
 * Withdrawals (spec §2 /helper/withdrawal): the wallet balance from the ledger, the withdraw form
 * (bank details needed first), the history of requests and the payouts, each opening the withdraw
 * detail. Earnings of the last 72 hours stay pending (decision 0032): a line says so.
 */
export default function WithdrawalPage() {
  use(accountTextsReady());
  const { t } = useTranslation(HELPER_NAMESPACE);
  const texts = useWithdrawalTexts();
  const wallet = useWallet();
  const bank = useBankDetails();
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState<Withdrawal>();
  const title = useRef<HTMLHeadingElement>(null);
  // Nothing to ask for at $0 available (issue 21, item 23): the button stays off until earnings are released.
  const canAsk = Boolean(wallet.data && bank.data && Number(wallet.data.availableCents) > 0);

  return (
    <section className="hw-container hw-wd-page" aria-labelledby="hw-wd-title">
      <div className="hw-wd-head">
        <h1 id="hw-wd-title" ref={title} tabIndex={-1}>
          {t('pages.withdrawal')}
        </h1>
        <Button variant="cta" disabled={!canAsk} onClick={() => setAsking(true)}>
          <ArrowDownToLine aria-hidden size={20} />
          {t('withdrawal.wallet.request')}
        </Button>
      </div>

      <Panel className="hw-wd-panel" aria-labelledby="hw-wd-wallet-title">
        <h2 id="hw-wd-wallet-title">{t('withdrawal.wallet.title')}</h2>
        {wallet.isPending ? (
          <div role="status" aria-label={t('common.loading')} className="hw-wd-skeletons">
            <Skeleton width="100%" height="4.5rem" />
          </div>
        ) : wallet.isError ? (
          <div role="alert" className="hw-wd-error">
            <AlertTriangle aria-hidden size={24} />
            <p>
              {t('withdrawal.wallet.loadFailed')} {texts.failure(wallet.error)}
            </p>
            <Button variant="ghost" busy={wallet.isFetching} onClick={() => void wallet.refetch()}>
              <RotateCcw aria-hidden size={18} className="hw-mirror" />
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <WalletSummary wallet={wallet.data} />
        )}
        <p className="hw-wd-note hw-wd-note--info">
          <Info aria-hidden size={18} />
          {t('withdrawal.wallet.pendingNote')}
        </p>
        {wallet.data && bank.data && Number(wallet.data.availableCents) <= 0 && (
          <p className="hw-wd-note" role="status" data-testid="nothing-to-withdraw">
            <Info aria-hidden size={18} />
            <span>{t('withdrawal.wallet.nothingToWithdraw')}</span>
          </p>
        )}
        {bank.isSuccess && !bank.data && (
          <p className="hw-wd-note" role="status">
            <AlertTriangle aria-hidden size={18} />
            <span>
              {t('withdrawal.wallet.needBankDetails')} <Link to="/helper/payment-information">{t('withdrawal.wallet.addBankDetails')}</Link>
            </span>
          </p>
        )}
      </Panel>

      <div className="hw-wd-lists">
        <WithdrawalList kind="history" onOpen={setOpen} />
        <WithdrawalList kind="payouts" onOpen={setOpen} />
      </div>

      {asking && wallet.data && bank.data && (
        <WithdrawFormModal
          availableCents={wallet.data.availableCents}
          bank={bank.data}
          onClose={() => setAsking(false)}
          onCreated={() => {
            setAsking(false);
            setTimeout(() => title.current?.focus(), 0);
          }}
        />
      )}
      {open && <WithdrawDetailModal withdrawal={open} onClose={() => setOpen(undefined)} />}
    </section>
  );
}
