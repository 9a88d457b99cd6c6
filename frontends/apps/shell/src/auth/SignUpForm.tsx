import { AccountFields, IdCardField, ProfileFields } from '@helpwire/account';
import { Button } from '@helpwire/ui';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSignUpForm, useSubmitSignUp } from './sign-up-form';
import { TermsField } from './TermsField';

/** The user sign-up (spec §5 rules from the contract): one page, two sections, an optional ID card, terms, "Create account". */
export function SignUpForm() {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const form = useSignUpForm('user');
  const submit = useSubmitSignUp('user', form);
  return (
    <FormProvider {...form}>
      <form className="hw-auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
        <section className="hw-auth-section" aria-labelledby="hw-signup-account">
          <h2 id="hw-signup-account">{t('auth.steps.account')}</h2>
          <AccountFields role="user" contactChoice />
        </section>
        <section className="hw-auth-section" aria-labelledby="hw-signup-profile">
          <h2 id="hw-signup-profile">{t('auth.steps.profile')}</h2>
          <ProfileFields role="user" />
          <IdCardField required={false} />
        </section>
        <TermsField form={form} />
        <Button type="submit" variant="cta" className="hw-auth-submit" busy={form.formState.isSubmitting}>
          {t('auth.actions.createAccount')}
        </Button>
      </form>
    </FormProvider>
  );
}
