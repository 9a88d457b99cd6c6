import type { DisputeStatus } from '@helpwire/contracts';
import { CheckCircle2, Clock, Search } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { DISPUTES_NAMESPACE } from './texts';

const ICONS = { PENDING: Clock, IN_REVIEW: Search, RESOLVED: CheckCircle2 } as const;

/** A dispute's status (spec §4): amber while pending or in review, green once resolved. */
export function DisputeStatusChip({ status }: { status: DisputeStatus }) {
  const { t } = useTranslation(DISPUTES_NAMESPACE);
  const Icon = ICONS[status];
  return (
    <span className="hw-dispute-status" data-status={status}>
      <Icon aria-hidden size={14} />
      {t(`status.${status}`)}
    </span>
  );
}
