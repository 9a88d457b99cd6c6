import type { Withdrawal } from '@helpwire/contracts';
import { Modal } from '@helpwire/ui';
import { useFormatPrice } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { useFormatDate } from './format';
import { StatusPill } from './StatusPill';
import { useWithdrawal } from './withdrawal-queries';

/** The "withdraw detail" modal (spec §2): every field of spec §3's withdrawal request, re-read when opened. */
export function WithdrawDetailModal({ withdrawal: listed, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const price = useFormatPrice();
  const formatDate = useFormatDate();
  const fresh = useWithdrawal(listed.id);
  const w = fresh.data ?? listed;
  const none = t('withdrawal.detail.none');
  const rows: [string, React.ReactNode, boolean?][] = [
    ['amount', price(w.amountCents)],
    ['previous', price(w.previousWalletAmountCents)],
    ['status', <StatusPill key="status" status={w.status} />],
    ['instruction', w.specialInstruction],
    ['method', t(`withdrawal.method.${w.payoutMethod}`)],
    ['transactionId', w.transactionId ?? none, true],
    ['approvedBy', w.approvedBy ? t('withdrawal.detail.admin') : none],
    ...(w.rejectionReason ? [['rejectionReason', w.rejectionReason] as [string, string]] : []),
    ['requestedOn', formatDate(w.createdAt)],
    ['updatedOn', formatDate(w.updatedAt)],
  ];
  return (
    <Modal title={t('withdrawal.detail.title')} onClose={onClose}>
      <dl className="hw-wd-facts hw-wd-facts--detail" data-testid="withdraw-detail">
        {rows.map(([key, value, ltr]) => (
          <div key={key} data-field={key}>
            <dt>{t(`withdrawal.detail.${key}`)}</dt>
            <dd>{ltr ? <bdi dir="ltr">{value}</bdi> : value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
