import { Modal, Skeleton } from '@helpwire/ui';
import { runtimeConfig } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { lazy, Suspense } from 'react';
import { SandboxAddCard, type AddCardProps } from './SandboxAddCard';

// Stripe's code is its own chunk: the sandbox never loads it.
const StripeAddCard = lazy(() => import('./StripeAddCard'));

/** Whether cards can be added here: runtime config names the provider (absent: card entry is off). */
export const cardEntryAvailable = (): boolean => {
  const payments = runtimeConfig().payments;
  return payments?.provider === 'sandbox' || (payments?.provider === 'stripe' && !!payments.publishableKey);
};

/** The add-card dialog of the provider runtime config names (docs/payment-api.md "Which provider"). */
export function AddCardDialog(props: AddCardProps) {
  const { t } = useTranslation(USER_NAMESPACE);
  const payments = runtimeConfig().payments;
  if (payments?.provider === 'stripe' && payments.publishableKey) {
    return (
      <Suspense
        fallback={
          <Modal title={t('payment.add.title')} onClose={props.onClose}>
            <Skeleton height="8rem" label={t('common.loading')} />
          </Modal>
        }
      >
        <StripeAddCard publishableKey={payments.publishableKey} {...props} />
      </Suspense>
    );
  }
  return <SandboxAddCard {...props} />;
}
