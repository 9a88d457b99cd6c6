import { forgotPasswordForm, type ForgotPasswordBody } from './contracts';
import { Button, TextField } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { useNavigate } from '@helpwire/libs/router';
import { authApi, useShowApiError } from './auth-api';
import { flowStateOf, resetPasswordPath, type AuthRole } from './auth-paths';
import { translateText, useErrorText, zodResolver } from '@helpwire/account';

/**
 * Asks for the account's e-mail or phone; the answer is the same whether or not it exists. Then the
 * reset step: the page's (`onSent` absent) or the caller's (the auth modal's next view), with the
 * e-mail or phone (E.164) the code went to.
 */
export function ForgotPasswordForm({ role, contact, onSent }: { role: AuthRole; contact: string; onSent?: (contact: string) => void }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const errorText = useErrorText();
  const showError = useShowApiError();
  const navigate = useNavigate();
  const form = useForm<{ contact: string }, unknown, ForgotPasswordBody>({ resolver: zodResolver(forgotPasswordForm), defaultValues: { contact } });

  const submit = async (body: ForgotPasswordBody) => {
    try {
      const answer = await authApi.forgotPassword(body);
      if (answer.message) toast.success(translateText(t, answer.message));
      if (onSent) onSent(body.email ?? body.phone ?? '');
      else navigate(resetPasswordPath(role), { state: flowStateOf(body) });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <form className="hw-auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
      <TextField
        label={t('auth.fields.identifier')}
        autoComplete="username"
        dir="ltr"
        error={errorText(form.formState.errors.contact?.message)}
        {...form.register('contact')}
      />
      <Button type="submit" className="hw-auth-submit" busy={form.formState.isSubmitting}>
        {t('auth.actions.sendCode')}
      </Button>
    </form>
  );
}
