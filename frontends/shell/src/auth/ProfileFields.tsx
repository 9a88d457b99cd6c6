import { GENDER_PREFERENCES } from './contracts';
import { TextAreaField } from '@helpwire/ui';
import { useTranslation } from 'react-i18next';
import type { AuthRole } from './auth-paths';
import { CategoriesPicker } from './CategoriesPicker';
import { useErrorText } from './error-text';
import { SelectField } from './fields';
import { LanguagesPicker } from './LanguagesPicker';
import { LocationField } from './LocationField';
import type { SignUpForm } from './sign-up-form';

/** What you need help with (or can help with), the languages you speak, where you are, a few words. */
export function ProfileFields({ form, role }: { form: SignUpForm; role: AuthRole }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <div className="hw-auth-stack">
      <CategoriesPicker control={control} role={role} />
      <LanguagesPicker control={control} />
      <LocationField form={form} />
      <TextAreaField label={t('auth.fields.bio')} rows={4} maxLength={1000} error={errorText(errors.bio?.message)} {...register('bio')} />
      {role === 'user' && (
        <SelectField
          label={t('auth.fields.genderPreference')}
          hint={t('auth.hints.genderPreference')}
          options={GENDER_PREFERENCES.map((value) => ({ value, label: t(`auth.genderPreferences.${value}`) }))}
          error={errorText(errors.genderPreference?.message)}
          {...register('genderPreference')}
        />
      )}
    </div>
  );
}
