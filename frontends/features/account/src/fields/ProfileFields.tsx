import { GENDER_PREFERENCES } from '@helpwire/contracts';
import { TextAreaField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { CategoriesPicker } from './CategoriesPicker';
import { useErrorText } from './error-text';
import { SelectField } from './fields';
import { LanguagesPicker } from './LanguagesPicker';
import { LocationField } from './LocationField';
import { useAccountForm } from './form-values';
import type { AccountRole } from './roles';
import './fields.css';

/** What you need help with (or can help with), the languages you speak, where you are, a few words. */
export function ProfileFields({ role }: { role: AccountRole }) {
  const form = useAccountForm();
  const { t } = useTranslation('account-forms');
  const errorText = useErrorText();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="hw-auth-stack">
      <CategoriesPicker role={role} />
      <LanguagesPicker />
      <LocationField />
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
