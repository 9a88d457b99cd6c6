import { FormAlert, HintedTextField } from '@helpwire/account';
import { Button, Modal, Skeleton } from '@helpwire/ui';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { DefaultCardChoice } from './DefaultCardChoice';
import { paymentApi } from './payment-api';
import { usePaymentTexts } from './payment-texts';
import type { AddCardProps } from './SandboxAddCard';
import { stripeFor } from './stripe-loader';

/**
 * Adding a card with Stripe Elements (docs/payment-api.md): the number, expiry and CVC go to Stripe
 * only, inside its CardElement; `confirmCardSetup` runs 3-D Secure itself when the card needs it.
 * Loaded only when runtime config says `provider: 'stripe'`.
 */
export default function StripeAddCard({ publishableKey, ...props }: AddCardProps & { publishableKey: string }) {
  const { t, i18n } = useTranslation(USER_NAMESPACE);
  return (
    <Modal title={t('payment.add.title')} onClose={props.onClose}>
      <Elements stripe={stripeFor(publishableKey)} options={{ locale: i18n.language === 'ar' ? 'ar' : 'en' }}>
        <StripeCardForm {...props} />
      </Elements>
    </Modal>
  );
}

function StripeCardForm({ isFirstCard, onConfirmed, onClose }: AddCardProps) {
  const { t } = useTranslation(USER_NAMESPACE);
  const texts = usePaymentTexts();
  const stripe = useStripe();
  const elements = useElements();
  const cardLabelId = useId();
  const [name, setName] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  const [cardError, setCardError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setFailure(undefined);
    setBusy(true);
    try {
      const intent = (await paymentApi.createSetupIntent()).data;
      const billing = name.trim() ? { billing_details: { name: name.trim() } } : {};
      const result = await stripe.confirmCardSetup(intent.clientSecret, { payment_method: { card, ...billing } });
      // Stripe's own text, already in the reader's language (Elements' locale).
      if (result.error) return setFailure(result.error.message ?? t('errors.something-went-wrong'));
      if (result.setupIntent.status !== 'succeeded') return setFailure(t('payment.texts.setupNotComplete'));
      await onConfirmed(intent.setupIntentId, isFirstCard || makeDefault);
    } catch (error) {
      setFailure(texts.failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="hw-auth-form hw-pay-form" noValidate onSubmit={submit} aria-label={t('payment.add.title')}>
      <div className="hw-field">
        <span className="hw-pay-label" id={cardLabelId}>
          {t('payment.form.card')}
        </span>
        <div className="hw-input hw-pay-stripe-card" role="group" aria-labelledby={cardLabelId} data-invalid={cardError ? true : undefined}>
          {stripe ? (
            <CardElement
              options={{ style: { base: { fontSize: '16px', color: '#1f2a37', '::placeholder': { color: '#4b5563' } } } }}
              onChange={(change: StripeCardElementChangeEvent) => setCardError(change.error?.message)}
            />
          ) : (
            <Skeleton height="1.25rem" label={t('common.loading')} />
          )}
        </div>
        {cardError && (
          <p className="hw-field__error" role="alert">
            {cardError}
          </p>
        )}
      </div>
      <HintedTextField label={t('payment.form.name')} autoComplete="cc-name" value={name} onChange={(event) => setName(event.target.value)} />
      <DefaultCardChoice isFirstCard={isFirstCard} checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
      <FormAlert>{failure}</FormAlert>
      <div className="hw-pay-dialog__actions hw-modal-actions">
        <Button variant="ghost" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={busy} disabled={!stripe}>
          {t('payment.add.submit')}
        </Button>
      </div>
    </form>
  );
}
