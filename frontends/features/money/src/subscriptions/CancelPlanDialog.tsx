import type { Subscription } from '@helpwire/contracts';
import { Button, Modal } from '@helpwire/ui';
import { errorText } from '@helpwire/web-core';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { MONEY_NAMESPACE } from '../transactions/texts';
import { useSubscriptionFormats } from './subscription-formats';
import { useCancelPlan } from './subscription-queries';

/** "Cancel Plus?": the plan stays until the period's end, then the free plan; recordings are never deleted. */
export function CancelPlanDialog({
  subscription,
  onClose,
  onCancelled,
}: {
  subscription: Subscription;
  onClose: () => void;
  onCancelled: (s: Subscription) => void;
}) {
  const { t } = useTranslation(MONEY_NAMESPACE);
  const formats = useSubscriptionFormats();
  const cancel = useCancelPlan();
  const [failure, setFailure] = useState<string>();
  const end = formats.date(subscription.currentPeriodEnd);
  const confirm = () => {
    setFailure(undefined);
    cancel.mutate(undefined, {
      onSuccess: onCancelled,
      onError: (error) => setFailure(errorText(error as { code?: string; message?: string }, t('plan.cancel.failed'), MONEY_NAMESPACE)),
    });
  };
  return (
    <Modal title={t('plan.cancel.title', { plan: subscription.plan.name })} onClose={() => !cancel.isPending && onClose()}>
      <div className="hw-plan-dialog" data-testid="cancel-plan">
        <p>{t('plan.cancel.lead', { plan: subscription.plan.name, date: end })}</p>
        <p className="hw-money-muted">{t('plan.cancel.recordings')}</p>
        {failure && (
          <p className="hw-plan-dialog__failure" role="alert">
            <AlertTriangle aria-hidden size={20} />
            {failure}
          </p>
        )}
        <div className="hw-modal-actions">
          <Button variant="ghost" disabled={cancel.isPending} onClick={onClose}>
            {t('plan.cancel.keep')}
          </Button>
          <Button busy={cancel.isPending} onClick={confirm}>
            {t('plan.cancel.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
