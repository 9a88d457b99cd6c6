import { resetPasswordBody, type ResetPasswordBody } from './contracts';
import { Button, TextField } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { useNavigate } from '@helpwire/libs/router';
import { authApi, useShowApiError } from './auth-api';
import { signInPath, type AuthRole } from './auth-paths';
import { CodeField, FormAlert, HintedTextField, translateText, useErrorText, zodResolver } from '@helpwire/account';
import { ResendCode } from './ResendCode';

interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** The code from the e-mail and a new password (twice); done, the role's sign-in page opens. */
export function ResetPasswordForm({ role, email }: { role: AuthRole; email: string }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const errorText = useErrorText();
  const showError = useShowApiError();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [askEmail] = useState(() => !email);
  const codeBoxes = useRef<{ focus: () => void }>(null);
  const form = useForm<ResetValues, unknown, ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (body: ResetPasswordBody) => {
    setFailure(undefined);
    try {
      const answer = await authApi.resetPassword(body);
      toast.success(translateText(t, answer.message || 'Password reset successfully. Please sign in.'));
      navigate(signInPath(role), { replace: true });
    } catch (error) {
      setFailure(showError(error));
      codeBoxes.current?.focus();
    }
  };

  const resend = async () => {
    if (!(await form.trigger('email'))) return null;
    return authApi.forgotPassword({ email: form.getValues('email').trim() });
  };

  return (
    <form className="hw-auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
      {askEmail ? (
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          error={errorText(errors.email?.message)}
          {...form.register('email')}
        />
      ) : (
        <p>
          {t('auth.reset.sentTo')} <bdi className="hw-auth-email">{email}</bdi>
        </p>
      )}
      <CodeField control={form.control} boxesRef={codeBoxes} />
      <HintedTextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.hints.password')}
        error={errorText(errors.password?.message)}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errorText(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" className="hw-auth-submit" busy={isSubmitting}>
        {t('auth.actions.resetPassword')}
      </Button>
      <ResendCode send={resend} />
    </form>
  );
}
