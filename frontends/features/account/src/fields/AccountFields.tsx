import { GENDERS } from '@helpwire/contracts';
import { useTranslation } from '@helpwire/libs/i18n';
import { useErrorText } from './error-text';
import { HintedTextField, SelectField } from './fields';
import { useAccountForm } from './form-values';
import type { AccountRole } from './roles';
import './fields.css';

interface AccountFieldsProps {
  role: AccountRole;
  /** Sign-up asks for the password twice; the profile changes it in its own form. */
  withPassword?: boolean;
  /** Guidance under the e-mail field (a pending change on the profile page). */
  emailHint?: string;
  /** A user's sign-up: the code goes by e-mail or by SMS (spec §3 contact type); by SMS, no e-mail field. */
  contactChoice?: boolean;
}

/** Who you are and how you sign in: names, username, e-mail, phone, gender, password twice. */
export function AccountFields({ role, withPassword = true, emailHint, contactChoice = false }: AccountFieldsProps) {
  const form = useAccountForm();
  const { t } = useTranslation('account-forms');
  const errorText = useErrorText();
  const { register, formState } = form;
  const { errors } = formState;
  const byPhone = contactChoice && form.watch('contactType') === 'phone';
  const phoneHint = byPhone ? 'auth.hints.phoneForCode' : role === 'helper' ? 'auth.hints.phoneRequired' : 'auth.hints.phoneOptional';
  return (
    <div className="hw-auth-grid">
      <HintedTextField label={t('auth.fields.firstName')} autoComplete="given-name" error={errorText(errors.firstName?.message)} {...register('firstName')} />
      <HintedTextField label={t('auth.fields.lastName')} autoComplete="family-name" error={errorText(errors.lastName?.message)} {...register('lastName')} />
      <HintedTextField
        label={t('auth.fields.username')}
        autoComplete="username"
        hint={t('auth.hints.username')}
        error={errorText(errors.username?.message)}
        {...register('username')}
      />
      {contactChoice && (
        <fieldset className="hw-auth-fieldset hw-auth-contact">
          <legend>{t('auth.fields.contactType')}</legend>
          <div className="hw-chips">
            {(['email', 'phone'] as const).map((type) => (
              <label key={type} className="hw-chip">
                <input type="radio" value={type} {...register('contactType')} />
                {t(type === 'email' ? 'auth.fields.contactEmail' : 'auth.fields.contactPhone')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {!byPhone && (
        <HintedTextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          hint={emailHint}
          error={errorText(errors.email?.message)}
          {...register('email')}
        />
      )}
      <HintedTextField
        label={t('auth.fields.phone')}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        hint={t(phoneHint)}
        error={errorText(errors.phone?.message)}
        {...register('phone')}
      />
      <SelectField
        label={t('auth.fields.gender')}
        placeholder={t('auth.fields.choose')}
        autoComplete="sex"
        options={GENDERS.map((value) => ({ value, label: t(`auth.genders.${value}`) }))}
        error={errorText(errors.gender?.message)}
        {...register('gender')}
      />
      {withPassword && (
        <>
          <HintedTextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.hints.password')}
            error={errorText(errors.password?.message)}
            {...register('password')}
          />
          <HintedTextField
            label={t('auth.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errorText(errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
        </>
      )}
    </div>
  );
}
