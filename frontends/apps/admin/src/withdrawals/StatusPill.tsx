import { useTranslation } from '@helpwire/libs/i18n';
import { ADMIN_NAMESPACE } from '../texts';
import type { PayoutStatus } from './withdrawals-api';

/** A withdrawal's status as a coloured pill: Pending, Approved for payment, Paid, Rejected. */
export function StatusPill({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <span className={`hw-admin-pill hw-admin-pill--payout-${status.toLowerCase()}`}>{t(`withdrawals.status.${status}`)}</span>;
}
