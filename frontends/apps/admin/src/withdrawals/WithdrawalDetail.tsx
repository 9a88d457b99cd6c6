import { Button, Card, ListSkeleton, LoadFailed } from '@helpwire/ui';
import { ApiError, errorText, toast, useFormatPrice } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { ArrowLeft, BadgeCheck, Banknote, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { BankDetailsCard } from './BankDetailsCard';
import { PayoutHistory } from './PayoutHistory';
import { ReasonDialog } from './ReasonDialog';
import { StatusPill } from './StatusPill';
import { useApproveForPayment, useMarkPaid, useRejectWithdrawal, useWithdrawalReview, type WithdrawalReview } from './withdrawals-api';

const failed = (error: unknown) => toast.error(error instanceof ApiError ? errorText({ code: error.code, message: error.message }) : String(error));

/** What the helper earned, withdrew, and holds now. */
function BalanceCard({ balance }: { balance: WithdrawalReview['balance'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const price = useFormatPrice();
  const facts: [string, number][] = [
    [t('withdrawals.balance.earned'), balance.earnedCents],
    [t('withdrawals.balance.withdrawn'), balance.withdrawnCents],
    [t('withdrawals.balance.inWithdrawal'), balance.inWithdrawalCents],
    [t('withdrawals.balance.available'), balance.availableCents],
    [t('withdrawals.balance.pending'), balance.pendingCents],
  ];
  return (
    <Card className="hw-admin-card">
      <h3>{t('withdrawals.balance.title')}</h3>
      <dl className="hw-admin-facts hw-admin-facts--figures">
        {facts.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{price(cents)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

type Asking = 'paid' | 'reject' | null;

/**
 * One withdrawal (issue 24, item 4): the amount and the helper, their balance, bank details (masked,
 * revealed with a reason) and withdrawals; the next step for its status — Approve for payment
 * (PENDING), Mark paid with the bank's reference (IN_REVIEW) — and Reject with a reason the helper sees.
 */
export function WithdrawalDetail({ id, focus, onBack }: { id: string; focus: boolean; onBack: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const price = useFormatPrice();
  const date = useFormatDate();
  const review = useWithdrawalReview(id);
  const approve = useApproveForPayment();
  const paid = useMarkPaid();
  const reject = useRejectWithdrawal();
  const [asking, setAsking] = useState<Asking>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(review.data);
  useEffect(() => {
    if (focus && loaded) heading.current?.focus();
  }, [id, focus, loaded]);

  if (review.isPending) return <ListSkeleton label={t('withdrawals.loadingOne')} rows={3} />;
  if (review.isError) return <LoadFailed text={t('withdrawals.failedOne')} retryLabel={t('common.retry')} onRetry={() => void review.refetch()} />;
  const { withdrawal, bankDetails, balance, history } = review.data;
  const name = withdrawal.helperName || t('withdrawals.unnamed');
  const amount = price(withdrawal.amountCents);
  const busy = approve.isPending || paid.isPending || reject.isPending;
  const open = withdrawal.status === 'PENDING' || withdrawal.status === 'IN_REVIEW';

  return (
    <article className="hw-admin-helper" aria-labelledby={`hw-admin-withdrawal-${id}`}>
      <button type="button" className="hw-admin-back" onClick={onBack}>
        <ArrowLeft aria-hidden size={18} className="hw-mirror" />
        {t('withdrawals.back')}
      </button>
      <header className="hw-admin-helper__head">
        <h2 id={`hw-admin-withdrawal-${id}`} ref={heading} tabIndex={-1}>
          {t('withdrawals.detailTitle', { amount, name })}
        </h2>
        <StatusPill status={withdrawal.status} />
      </header>
      <Card className="hw-admin-card">
        <dl className="hw-admin-facts">
          <div>
            <dt>{t('withdrawals.helper')}</dt>
            <dd dir="auto">{name}</dd>
          </div>
          <div>
            <dt>{t('withdrawals.email')}</dt>
            <dd dir="ltr">{withdrawal.helperEmail || t('common.none')}</dd>
          </div>
          <div>
            <dt>{t('withdrawals.requested')}</dt>
            <dd>{date(withdrawal.createdAt, true)}</dd>
          </div>
          <div>
            <dt>{t('withdrawals.walletBefore')}</dt>
            <dd>{price(withdrawal.previousWalletAmountCents)}</dd>
          </div>
          {withdrawal.transactionId && (
            <div>
              <dt>{t('withdrawals.reference')}</dt>
              <dd dir="ltr">{withdrawal.transactionId}</dd>
            </div>
          )}
        </dl>
        <div className="hw-admin-bio">
          <h4>{t('withdrawals.instruction')}</h4>
          <p dir="auto">{withdrawal.specialInstruction}</p>
        </div>
        {withdrawal.status === 'REJECTED' && withdrawal.rejectionReason && (
          <p className="hw-admin-reason">
            <strong>{t('withdrawals.reasonGiven')}:</strong> {withdrawal.rejectionReason}
          </p>
        )}
      </Card>
      {open && (
        <div className="hw-admin-decision">
          {withdrawal.status === 'PENDING' ? (
            <Button
              busy={approve.isPending}
              disabled={busy}
              onClick={() => approve.mutate(id, { onSuccess: () => toast.success(t('withdrawals.decision.approved', { amount, name })), onError: failed })}
            >
              <BadgeCheck aria-hidden size={18} />
              {t('withdrawals.decision.approve')}
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => setAsking('paid')}>
              <Banknote aria-hidden size={18} />
              {t('withdrawals.decision.markPaid')}
            </Button>
          )}
          <Button variant="ghost" className="hw-admin-reject-open" disabled={busy} onClick={() => setAsking('reject')}>
            <X aria-hidden size={18} />
            {t('withdrawals.decision.reject')}
          </Button>
          <p className="hw-admin-muted hw-admin-decision__hint">
            {t(withdrawal.status === 'PENDING' ? 'withdrawals.decision.approveHint' : 'withdrawals.decision.markPaidHint')}
          </p>
        </div>
      )}
      <BalanceCard balance={balance} />
      <BankDetailsCard withdrawalId={id} details={bankDetails} />
      <PayoutHistory history={history} current={id} />
      {asking === 'paid' && (
        <ReasonDialog
          title={t('withdrawals.decision.paidTitle', { amount, name })}
          label={t('withdrawals.decision.reference')}
          hint={t('withdrawals.decision.referenceHint')}
          requiredText={t('withdrawals.decision.referenceRequired')}
          confirm={t('withdrawals.decision.confirmPaid')}
          singleLine
          busy={paid.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(transactionId) =>
            paid.mutate(
              { id, transactionId },
              {
                onSuccess: () => {
                  setAsking(null);
                  toast.success(t('withdrawals.decision.paid', { amount, name }));
                },
                onError: failed,
              },
            )
          }
        />
      )}
      {asking === 'reject' && (
        <ReasonDialog
          title={t('withdrawals.decision.rejectTitle', { amount, name })}
          label={t('withdrawals.decision.reason', { name })}
          hint={t('withdrawals.decision.reasonHint')}
          requiredText={t('withdrawals.decision.reasonRequired')}
          confirm={t('withdrawals.decision.confirmReject')}
          danger
          busy={reject.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            reject.mutate(
              { id, reason },
              {
                onSuccess: () => {
                  setAsking(null);
                  toast.success(t('withdrawals.decision.rejected', { amount, name }));
                },
                onError: failed,
              },
            )
          }
        />
      )}
    </article>
  );
}
