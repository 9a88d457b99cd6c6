import type { HelperSignUpBody, SignUpBody } from './contracts';
import { Button } from '@helpwire/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { AccountFields, DocumentsField, IdCardField, ProfileFields } from '@helpwire/account';
import { ReviewSummary } from './ReviewSummary';
import { useSignUpForm, useSubmitSignUp, type SignUpValues } from './sign-up-form';
import { StepProgress } from './StepProgress';
import { TermsField } from './TermsField';

export const HELPER_STEPS = ['account', 'profile', 'documents', 'review'] as const;

/** The fields each step checks before the next one opens. */
const STEP_FIELDS: (keyof SignUpValues)[][] = [
  ['firstName', 'lastName', 'username', 'email', 'phone', 'gender', 'password', 'confirmPassword'],
  ['categories', 'languages', 'location', 'bio'],
  ['idCard', 'documents'],
  ['acceptTerms'],
];

const firstStepWithError = (errors: FieldErrors<SignUpValues>) => STEP_FIELDS.findIndex((fields) => fields.some((name) => errors[name]));

/** Helper sign-up in four steps: account, profile and skills, ID card and documents (uploaded as they are picked), review. */
export function HelperSignUpSteps() {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const form = useSignUpForm('helper');
  const [step, setStep] = useState(0);
  const toAccountStep = useCallback(() => setStep(0), []);
  const submit = useSubmitSignUp('helper', form, toAccountStep);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Before the final submit the form validates only on "Next": a field already marked wrong
    // re-checks as it changes, so a fixed answer loses its message at once.
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    // Focus follows the step (not on the first render: the page heading comes first).
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const next = async () => {
    if (await form.trigger(STEP_FIELDS[step] ?? [])) setStep((s) => s + 1);
  };
  const onInvalid = (errors: FieldErrors<SignUpValues>) => {
    const target = firstStepWithError(errors);
    if (target >= 0 && target !== step) setStep(target);
  };
  const onSubmit = form.handleSubmit((body: SignUpBody | HelperSignUpBody) => submit(body), onInvalid);

  return (
    <FormProvider {...form}>
      <form
        className="hw-auth-form"
        noValidate
        onSubmit={(event) => {
          if (step < HELPER_STEPS.length - 1) {
            event.preventDefault();
            void next();
          } else void onSubmit(event);
        }}
      >
        <StepProgress steps={HELPER_STEPS.map((key) => t(`auth.steps.${key}`))} current={step} />
        <h2 ref={heading} tabIndex={-1} className="hw-auth-step-title">
          {t('auth.steps.title', { current: step + 1, total: HELPER_STEPS.length, name: t(`auth.steps.${HELPER_STEPS[step]}`) })}
        </h2>
        {step === 0 && <AccountFields role="helper" />}
        {step === 1 && <ProfileFields role="helper" />}
        {step === 2 && (
          <div className="hw-auth-stack">
            <p className="hw-auth-hint">{t('auth.helper.documentsIntro')}</p>
            <IdCardField required />
            <DocumentsField />
          </div>
        )}
        {step === 3 && (
          <>
            <ReviewSummary values={form.getValues()} onEdit={setStep} />
            <TermsField form={form} />
          </>
        )}
        <div className="hw-auth-step-actions">
          {step > 0 && (
            <Button variant="ghost" onClick={() => setStep((s) => s - 1)}>
              <ChevronLeft aria-hidden size={18} className="hw-mirror" />
              {t('auth.actions.back')}
            </Button>
          )}
          {step < HELPER_STEPS.length - 1 ? (
            <Button type="submit">
              {t('auth.actions.next')}
              <ChevronRight aria-hidden size={18} className="hw-mirror" />
            </Button>
          ) : (
            <Button type="submit" variant="cta" busy={form.formState.isSubmitting}>
              {t('auth.actions.createAccount')}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
