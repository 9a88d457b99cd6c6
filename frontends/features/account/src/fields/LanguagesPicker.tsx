import { LANGUAGE_CODES, languageLabel } from '@helpwire/web-core';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { ChipsField, type ChipOption } from './ChipsField';
import { useErrorText } from './error-text';
import { useAccountForm } from './form-values';

/** Spoken languages: the 23 interface languages, each named in itself ("Français", "العربية"). */
export function LanguagesPicker() {
  const { t } = useTranslation('account-forms');
  const { control } = useAccountForm();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: 'languages' });
  const options = useMemo<ChipOption[]>(() => LANGUAGE_CODES.map((code) => ({ value: code, label: languageLabel(code), lang: code })), []);
  return (
    <ChipsField
      legend={t('auth.fields.languages')}
      hint={t('auth.hints.languages')}
      name={field.name}
      options={options}
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText(fieldState.error?.message)}
    />
  );
}
