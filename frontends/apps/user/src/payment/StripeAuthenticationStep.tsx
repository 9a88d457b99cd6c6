import { Modal, Skeleton } from '@helpwire/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import type { PaymentAuthenticationProps } from './StripePaymentAuthentication';

// Stripe's code is its own chunk: the sandbox never loads it.
const StripePaymentAuthentication = lazy(() => import('./StripePaymentAuthentication'));

/** Stripe.js's 3-D Secure step of a payment (a call's hold, a plan's invoice), with a dialog while its chunk loads. */
export function StripeAuthenticationStep(props: PaymentAuthenticationProps) {
  const { t } = useTranslation(USER_NAMESPACE);
  return (
    <Suspense
      fallback={
        <Modal title={t('payment.authenticate.title')} onClose={props.onCancel}>
          <Skeleton height="8rem" label={t('common.loading')} />
        </Modal>
      }
    >
      <StripePaymentAuthentication {...props} />
    </Suspense>
  );
}
