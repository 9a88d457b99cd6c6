import type { ChangePlanResult, StoragePlan, Subscription } from '@helpwire/contracts';
import { Button, Modal, Skeleton } from '@helpwire/ui';
import { errorText, withReturnPath } from '@helpwire/web-core';
import { AlertTriangle, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { MONEY_NAMESPACE } from '../transactions/texts';
import { isPaying, useSubscriptionFormats } from './subscription-formats';
import { newIdempotencyKey, useChangePlan, usePlanPreview } from './subscription-queries';

export interface PlanPreviewDialogProps {
  plan: StoragePlan;
  subscription: Subscription;
  /** Whether the account has a card to be charged (undefined while the cards load). */
  hasCard: boolean | undefined;
  paymentMethodsPath: string;
  /** This page with the plan chosen: where adding a card comes back to. */
  returnPath: string;
  onClose: () => void;
  /** The change was made (or waits for the bank's step: `result.action`). */
  onChanged: (result: ChangePlanResult) => void;
}

/**
 * What choosing a plan does, before anything is charged: a new subscription's price and renewal
 * date, an upgrade's amount due now with the unused time credited, or a downgrade's date. Confirm
 * sends the change with a key made when the dialog opened: pressing again after a failure (a lost
 * answer, a timeout) sends the same key, so the same choice is never charged twice.
 */
export function PlanPreviewDialog({ plan, subscription, hasCard, paymentMethodsPath, returnPath, onClose, onChanged }: PlanPreviewDialogProps) {
  const { t } = useTranslation(MONEY_NAMESPACE);
  const formats = useSubscriptionFormats();
  const preview = usePlanPreview(plan.id);
  const change = useChangePlan();
  const [idempotencyKey] = useState(() => newIdempotencyKey(plan.id));
  const [failure, setFailure] = useState<string>();
  const paid = isPaying(subscription);
  const title = paid ? t('plan.preview.titleChange', { plan: plan.name }) : t('plan.preview.title', { plan: plan.name });
  const close = () => !change.isPending && onClose();

  const confirm = () => {
    setFailure(undefined);
    change.mutate(
      { planId: plan.id, idempotencyKey },
      {
        onSuccess: onChanged,
        onError: (error) => setFailure(errorText(error as { code?: string; message?: string }, t('plan.preview.failed'), MONEY_NAMESPACE)),
      },
    );
  };

  if (hasCard === false) {
    return (
      <Modal title={title} onClose={onClose}>
        <div className="hw-plan-dialog" data-testid="plan-preview">
          <p className="hw-plan-dialog__lead">
            <CreditCard aria-hidden size={24} />
            <span>{t('plan.preview.noCard', { plan: plan.name })}</span>
          </p>
          <div className="hw-modal-actions">
            <Button variant="ghost" onClick={onClose}>
              {t('plan.preview.back')}
            </Button>
            <a className="hw-button hw-button--cta" href={withReturnPath(paymentMethodsPath, returnPath)}>
              {t('plan.preview.addCard')}
            </a>
          </div>
        </div>
      </Modal>
    );
  }

  const data = preview.data;
  const credit = Number(data?.prorationCreditCents ?? '0');
  let confirmText = t('plan.preview.confirm');
  if (data?.timing === 'NOW')
    confirmText = paid
      ? t('plan.preview.payAndUpgrade', { amount: formats.price(data.dueNowCents) })
      : t('plan.preview.payAndSubscribe', { amount: formats.price(data.dueNowCents) });
  else if (data?.timing === 'PERIOD_END') confirmText = t('plan.preview.confirmLater', { date: formats.date(data.effectiveAt) });

  return (
    <Modal title={title} onClose={close}>
      <div className="hw-plan-dialog" data-testid="plan-preview">
        {preview.isPending || hasCard === undefined ? (
          <div role="status" aria-label={t('plan.preview.loading')} className="hw-plan-dialog__skeleton">
            <Skeleton height="1.4rem" width="70%" />
            <Skeleton height="3rem" />
            <Skeleton height="1.2rem" width="50%" />
          </div>
        ) : preview.isError || !data ? (
          <p className="hw-plan-dialog__failure" role="alert">
            <AlertTriangle aria-hidden size={20} />
            {errorText(preview.error as { code?: string; message?: string }, t('plan.preview.loadFailed'), MONEY_NAMESPACE)}
          </p>
        ) : (
          <>
            <dl className="hw-plan-summary">
              {data.timing === 'NOW' && credit > 0 && (
                <div data-testid="proration-credit">
                  <dt>{t('plan.preview.credit', { plan: subscription.plan.name })}</dt>
                  <dd>{formats.price(-credit)}</dd>
                </div>
              )}
              {data.timing === 'NOW' ? (
                <div className="hw-plan-summary__total" data-testid="due-now">
                  <dt>{t('plan.preview.dueNow')}</dt>
                  <dd>{formats.price(data.dueNowCents)}</dd>
                </div>
              ) : (
                <div className="hw-plan-summary__total" data-testid="takes-effect">
                  <dt>{t('plan.preview.takesEffect', { date: formats.date(data.effectiveAt) })}</dt>
                  <dd>{t('plan.preview.nothingNow')}</dd>
                </div>
              )}
            </dl>
            <p className="hw-money-muted" data-testid="next-renewal">
              {data.timing === 'NOW'
                ? t('plan.preview.renews', { date: formats.date(data.nextRenewalAt), price: formats.price(data.nextRenewalCents) })
                : t('plan.preview.keepUntil', {
                    plan: subscription.plan.name,
                    date: formats.date(data.effectiveAt),
                    price: formats.price(data.nextRenewalCents),
                  })}
            </p>
            {data.timing === 'PERIOD_END' && Number(data.plan.storageBytes) < Number(subscription.storageQuotaBytes) && (
              <p className="hw-money-muted">{t('plan.preview.keptRecordings')}</p>
            )}
          </>
        )}
        {failure && (
          <p className="hw-plan-dialog__failure" role="alert">
            <AlertTriangle aria-hidden size={20} />
            {failure}
          </p>
        )}
        <div className="hw-modal-actions">
          <Button variant="ghost" disabled={change.isPending} onClick={onClose}>
            {t('plan.preview.back')}
          </Button>
          <Button variant="cta" busy={change.isPending} disabled={!data || hasCard === undefined} onClick={confirm}>
            {failure ? t('plan.preview.tryAgain') : confirmText}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
