import { FormAlert } from '@helpwire/account';
import { Button, Modal, Skeleton } from '@helpwire/ui';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { stripeFor } from './stripe-loader';

export interface PaymentAuthenticationProps {
  publishableKey: string;
  clientSecret: string;
  /** What the step is for, in the reader's language. */
  lead: string;
  /** The bank answered (approved or not): the caller asks the server where the payment stands. */
  onDone: () => Promise<void>;
  onCancel: () => void;
}

/**
 * A payment's 3-D Secure step with Stripe (decision 0031): Stripe.js `handleNextAction` shows the
 * bank's own page in its modal over this one. Whatever the cardholder answers, `onDone` follows:
 * the server reads the payment intent back and decides. Loaded only when the provider is Stripe.
 */
export default function StripePaymentAuthentication({ publishableKey, clientSecret, lead, onDone, onCancel }: PaymentAuthenticationProps) {
  const { t } = useTranslation(USER_NAMESPACE);
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    // Once per step, even when React runs the effect twice.
    if (started.current) return;
    started.current = true;
    void (async () => {
      const stripe = await stripeFor(publishableKey);
      if (!stripe) return setFailure(t('errors.something-went-wrong'));
      await stripe.handleNextAction({ clientSecret });
      await onDone();
    })().catch(() => setFailure(t('errors.something-went-wrong')));
  }, [publishableKey, clientSecret, onDone, t]);

  return (
    <Modal title={t('payment.authenticate.title')} onClose={onCancel}>
      <div className="hw-pay-dialog" data-testid="authentication-challenge">
        <p className="hw-pay-authenticate">
          <ShieldCheck aria-hidden size={28} />
          <span>{lead}</span>
        </p>
        {failure ? (
          <>
            <FormAlert>{failure}</FormAlert>
            <div className="hw-pay-dialog__actions hw-modal-actions">
              <Button variant="ghost" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            </div>
          </>
        ) : (
          <Skeleton height="3rem" label={t('calls.authenticate.waiting')} />
        )}
      </div>
    </Modal>
  );
}
