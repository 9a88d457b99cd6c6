import { useId } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useErrorText } from '@helpwire/account';
import type { SignUpForm } from './sign-up-form';

/** "I accept the terms and conditions"; the terms open in a new tab so the form keeps its answers. */
export function TermsField({ form }: { form: SignUpForm }) {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const id = useId();
  const error = errorText(form.formState.errors.acceptTerms?.message);
  return (
    <div className="hw-auth-terms">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register('acceptTerms')}
      />
      <label htmlFor={id}>
        {t('auth.terms.before')}
        <a href="/terms-and-conditions" target="_blank" rel="noopener">
          {t('auth.terms.link')}
        </a>
        {t('auth.terms.after')}
      </label>
      {error && (
        <p id={`${id}-error`} className="hw-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
