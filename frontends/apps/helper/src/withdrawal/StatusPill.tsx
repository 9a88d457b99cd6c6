import type { WithdrawalStatus } from '@helpwire/contracts';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';

/** A withdrawal's status: amber while waiting, green when paid, red when rejected (DESIGN.md). */
export function StatusPill({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation(HELPER_NAMESPACE);
  return (
    <span className={`hw-wd-pill hw-wd-pill--${status.toLowerCase()}`} data-status={status}>
      {t(`withdrawal.status.${status}`)}
    </span>
  );
}
