import { changePasswordBody, type ChangePasswordBody } from '@helpwire/contracts';
import { Button } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { accountApi } from '../account-api';
import { useShowApiError } from '../api-errors';
import { translateText, useErrorText } from '../fields/error-text';
import { FormAlert, HintedTextField } from '../fields/fields';
import type { AccountRole } from '../fields/roles';
import { zodResolver } from '../fields/zod-resolver';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §5: current and new password required, the new one by the password rule, confirmed. */
export function ChangePasswordForm({ role }: { role: AccountRole }) {
  const { t } = useTranslation('account-forms');
  const errorText = useErrorText();
  const showError = useShowApiError();
  const [failure, setFailure] = useState<string>();
  const form = useForm<typeof EMPTY, unknown, ChangePasswordBody>({ resolver: zodResolver(changePasswordBody), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = async (body: ChangePasswordBody) => {
    setFailure(undefined);
    try {
      const answer = await accountApi.changePassword(role, body);
      toast.success(answer.message ? translateText(t, answer.message) : t('account.password.changed'));
      form.reset(EMPTY);
    } catch (error) {
      setFailure(showError(error));
    }
  };

  return (
    <form className="hw-auth-form" noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('account.password.title')}>
      <HintedTextField
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <HintedTextField
        label={t('account.password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.hints.password')}
        error={errorText(errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <HintedTextField
        label={t('account.password.confirm')}
        type="password"
        autoComplete="new-password"
        error={errorText(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" busy={isSubmitting}>
        {t('account.password.submit')}
      </Button>
    </form>
  );
}
