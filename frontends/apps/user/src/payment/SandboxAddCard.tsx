import { SANDBOX_TEST_CARDS, type SetupIntent } from '@helpwire/contracts';
import { FormAlert, HintedTextField, apiErrorCode, zodResolver } from '@helpwire/account';
import { Button, Modal } from '@helpwire/ui';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { USER_NAMESPACE } from '../texts';
import { cardFormSchema, EMPTY_CARD_FORM, formatCardNumber, formatExpiry, type CardFormResult, type CardFormValues } from './card-input';
import { AuthenticationChallenge } from './AuthenticationChallenge';
import { DefaultCardChoice } from './DefaultCardChoice';
import { paymentApi } from './payment-api';
import { FIELD_OF_CODE, usePaymentTexts } from './payment-texts';
import { TestModeNotice } from './TestModeNotice';

export interface AddCardProps {
  isFirstCard: boolean;
  /** The setup is confirmed: make it the default or re-read the list, toast, close. */
  onConfirmed: (setupIntentId: string, makeDefault: boolean) => Promise<void>;
  onClose: () => void;
}

/** The test cards the sandbox knows, each with what it does (Stripe's documented behaviour). */
const TEST_CARDS = [
  [SANDBOX_TEST_CARDS.succeeds, 'succeeds'],
  [SANDBOX_TEST_CARDS.requiresAuthentication, 'requiresAuthentication'],
  [SANDBOX_TEST_CARDS.declined, 'declined'],
] as const;

/** Keeps the caret after the same digit when the value is regrouped as it is typed. */
function reformat(event: ChangeEvent<HTMLInputElement>, format: (value: string) => string): void {
  const input = event.target;
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
  const next = format(input.value);
  if (next === input.value) return;
  input.value = next;
  let position = 0;
  for (let seen = 0; position < next.length && seen < digitsBefore; position++) if (/\d/.test(next[position]!)) seen++;
  if (document.activeElement === input) input.setSelectionRange(position, position);
}

/**
 * Adding a card in the sandbox (docs/payment-api.md): the test card form, then for
 * 4000 0025 0000 3155 the simulated 3-D Secure step. Each try starts a new setup intent.
 */
export function SandboxAddCard({ isFirstCard, onConfirmed, onClose }: AddCardProps) {
  const { t } = useTranslation(USER_NAMESPACE);
  const texts = usePaymentTexts();
  // Held here, not in the form: the values stay when the 3-D Secure step comes and goes.
  const form = useForm<CardFormValues, unknown, CardFormResult>({ resolver: zodResolver(cardFormSchema), defaultValues: EMPTY_CARD_FORM });
  const [failure, setFailure] = useState<string>();
  const [challenge, setChallenge] = useState<{ intent: SetupIntent; makeDefault: boolean }>();

  const showFailure = (error: unknown) => {
    const code = apiErrorCode(error);
    const field = code && FIELD_OF_CODE[code];
    if (field) form.setError(field, { message: texts.failure(error) }, { shouldFocus: true });
    else setFailure(texts.failure(error));
  };

  const submit = async ({ card, makeDefault }: CardFormResult) => {
    setFailure(undefined);
    const asDefault = isFirstCard || makeDefault;
    try {
      const intent = (await paymentApi.createSetupIntent()).data;
      const confirmed = (await paymentApi.sandboxConfirmSetup(intent, card)).data;
      if (confirmed.status === 'requires_action') return setChallenge({ intent, makeDefault: asDefault });
      await onConfirmed(intent.setupIntentId, asDefault);
    } catch (error) {
      showFailure(error);
    }
  };

  if (challenge) {
    const failed = (error?: unknown) => {
      setChallenge(undefined);
      if (error) showFailure(error);
    };
    // A failed step goes back to the form with the server's text; closing goes back without one.
    const answer = async (outcome: 'approve' | 'fail') => {
      try {
        await paymentApi.sandboxAuthenticate(challenge.intent, outcome);
      } catch (error) {
        return failed(error);
      }
      await onConfirmed(challenge.intent.setupIntentId, challenge.makeDefault);
    };
    return <AuthenticationChallenge onAnswer={answer} onClose={() => failed()} />;
  }

  const { errors, isSubmitting } = form.formState;
  const error = (message: string | undefined) => (message ? texts.validation(message) : undefined);
  // Regrouped before the form reads the value, so what it holds is what the person sees.
  const formatted = (name: 'cardNumber' | 'expiry', format: (value: string) => string) => {
    const field = form.register(name);
    const onChange = (event: ChangeEvent<HTMLInputElement>) => {
      reformat(event, format);
      return field.onChange(event);
    };
    return { ...field, onChange };
  };
  const number = formatted('cardNumber', formatCardNumber);
  const expiry = formatted('expiry', formatExpiry);
  return (
    <Modal title={t('payment.add.title')} onClose={onClose}>
      <form className="hw-auth-form hw-pay-form" noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('payment.add.title')}>
        <TestModeNotice>
          <span> {t('payment.testMode.hint')}</span>
          <ul className="hw-pay-testcards">
            {TEST_CARDS.map(([testCard, outcome]) => (
              <li key={testCard}>
                <bdi dir="ltr">{formatCardNumber(testCard)}</bdi> {t(`payment.testMode.${outcome}`)}
              </li>
            ))}
          </ul>
        </TestModeNotice>
        <HintedTextField
          label={t('payment.form.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          dir="ltr"
          maxLength={23}
          error={error(errors.cardNumber?.message)}
          {...number}
        />
        <div className="hw-pay-form__row">
          <HintedTextField
            label={t('payment.form.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('payment.form.expiryPlaceholder')}
            dir="ltr"
            maxLength={7}
            error={error(errors.expiry?.message)}
            {...expiry}
          />
          <HintedTextField
            label={t('payment.form.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            dir="ltr"
            maxLength={4}
            error={error(errors.cvc?.message)}
            {...form.register('cvc')}
          />
        </div>
        <HintedTextField label={t('payment.form.name')} autoComplete="cc-name" error={error(errors.name?.message)} {...form.register('name')} />
        <DefaultCardChoice isFirstCard={isFirstCard} {...form.register('makeDefault')} />
        <FormAlert>{failure}</FormAlert>
        <div className="hw-pay-dialog__actions hw-modal-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {t('payment.add.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
