import { forgotPasswordBody, type ForgotPasswordBody } from './contracts';
import { Button, TextField } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { useNavigate } from '@helpwire/libs/router';
import { authApi, useShowApiError } from './auth-api';
import { resetPasswordPath, type AuthRole, type FlowState } from './auth-paths';
import { translateText, useErrorText, zodResolver } from '@helpwire/account';

/** Asks for the account's e-mail; the answer is the same whether or not it exists; then the reset step. */
export function ForgotPasswordForm({ role, email }: { role: AuthRole; email: string }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const errorText = useErrorText();
  const showError = useShowApiError();
  const navigate = useNavigate();
  const form = useForm<{ email: string }, unknown, ForgotPasswordBody>({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email } });

  const submit = async (body: ForgotPasswordBody) => {
    try {
      const answer = await authApi.forgotPassword(body);
      if (answer.message) toast.success(translateText(t, answer.message));
      navigate(resetPasswordPath(role), { state: { email: body.email } satisfies FlowState });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <form className="hw-auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        error={errorText(form.formState.errors.email?.message)}
        {...form.register('email')}
      />
      <Button type="submit" className="hw-auth-submit" busy={form.formState.isSubmitting}>
        {t('auth.actions.sendCode')}
      </Button>
    </form>
  );
}
