import { Button } from '@helpwire/ui';
import { useController } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { useCategoryChoices } from '../account-api';
import { ChipsField } from './ChipsField';
import { useErrorText } from './error-text';
import { useAccountForm } from './form-values';
import type { AccountRole } from './roles';
import './fields.css';

/** Help categories (the top-level ones): label = name, value = slug. */
export function CategoriesPicker({ role }: { role: AccountRole }) {
  const { t } = useTranslation('account-forms');
  const { control } = useAccountForm();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: 'categories' });
  const categories = useCategoryChoices();
  const error = errorText(fieldState.error?.message);

  if (categories.isError) {
    return (
      <fieldset className="hw-chips-field">
        <legend>{t(`auth.fields.categories.${role}`)}</legend>
        <p className="hw-auth-hint">{t('auth.hints.categoriesFailed')}</p>
        <Button variant="ghost" size="small" onClick={() => void categories.refetch()}>
          {t('common.retry')}
        </Button>
        {error && (
          <p className="hw-field__error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  return (
    <ChipsField
      legend={t(`auth.fields.categories.${role}`)}
      hint={t(`auth.hints.categories.${role}`)}
      name={field.name}
      options={(categories.data ?? []).map((category) => ({ label: category.name, value: category.slug }))}
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      loading={categories.isPending}
      loadingLabel={t('common.loading')}
      error={error}
    />
  );
}
