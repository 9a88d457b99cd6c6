import { contactBody, resetPasswordForm, type ResetPasswordBody } from './contracts';
import { Button, TextField } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useRef, useState, type RefObject } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { useNavigate } from '@helpwire/libs/router';
import { apiErrorCode, authApi, useShowApiError } from './auth-api';
import { signInPath, type AuthRole } from './auth-paths';
import { CodeField, FormAlert, HintedTextField, translateText, useErrorText, zodResolver } from '@helpwire/account';
import { ResendCode } from './ResendCode';

interface ResetValues {
  contact: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** A password reset in progress: its form, the server's last refusal, the code boxes, the calls. */
export interface PasswordReset {
  form: UseFormReturn<ResetValues, unknown, ResetPasswordBody>;
  failure: string | undefined;
  codeBoxes: RefObject<{ focus: () => void } | null>;
  /** Whether the flow knew nowhere the code went (then the form asks for the e-mail or phone). */
  askContact: boolean;
  submit: (body: ResetPasswordBody) => Promise<void>;
  resend: () => Promise<{ message: string } | null>;
}

/**
 * The reset's form and calls, for the page (one form) and the auth modal (the code and the new
 * password as two views of one form). `onDone` after the new password is set; `onCodeRefused`
 * when the server refused the code (wrong, expired, too many tries), after the failure is shown.
 */
export function usePasswordReset(contact: string, { onDone, onCodeRefused }: { onDone: () => void; onCodeRefused?: () => void }): PasswordReset {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const showError = useShowApiError();
  const [failure, setFailure] = useState<string>();
  const [askContact] = useState(() => !contact);
  const codeBoxes = useRef<{ focus: () => void }>(null);
  const form = useForm<ResetValues, unknown, ResetPasswordBody>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { contact, code: '', password: '', confirmPassword: '' },
  });

  const submit = async (body: ResetPasswordBody) => {
    setFailure(undefined);
    try {
      const answer = await authApi.resetPassword(body);
      toast.success(translateText(t, answer.message || 'Password reset successfully. Please sign in.'));
      onDone();
    } catch (error) {
      setFailure(showError(error));
      if (apiErrorCode(error)?.startsWith('AUTH_CODE')) onCodeRefused?.();
      codeBoxes.current?.focus();
    }
  };

  const resend = async () => {
    if (!(await form.trigger('contact'))) return null;
    return authApi.forgotPassword(contactBody(form.getValues('contact')));
  };

  return { form, failure, codeBoxes, askContact, submit, resend };
}

/** Where the code went (or the field that says it when the flow did not know), the 6 boxes. */
export function ResetCodeFields({ reset, contact }: { reset: PasswordReset; contact: string }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const errorText = useErrorText();
  const { form, askContact, codeBoxes } = reset;
  return (
    <>
      {askContact ? (
        <TextField
          label={t('auth.fields.identifier')}
          autoComplete="username"
          dir="ltr"
          error={errorText(form.formState.errors.contact?.message)}
          {...form.register('contact')}
        />
      ) : (
        <p>
          {t('auth.reset.sentTo')}{' '}
          <bdi className="hw-auth-email" dir="ltr">
            {contact}
          </bdi>
        </p>
      )}
      <CodeField control={form.control} boxesRef={codeBoxes} />
    </>
  );
}

/** The new password, twice. */
export function NewPasswordFields({ reset }: { reset: PasswordReset }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const errorText = useErrorText();
  const { register, formState } = reset.form;
  return (
    <>
      <HintedTextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.hints.password')}
        error={errorText(formState.errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errorText(formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
    </>
  );
}

/** The reset page: the code from the e-mail or SMS and a new password (twice); done, the role's sign-in page opens. */
export function ResetPasswordForm({ role, contact }: { role: AuthRole; contact: string }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const reset = usePasswordReset(contact, { onDone: () => navigate(signInPath(role), { replace: true }) });
  return (
    <form className="hw-auth-form" noValidate onSubmit={reset.form.handleSubmit(reset.submit)}>
      <ResetCodeFields reset={reset} contact={contact} />
      <NewPasswordFields reset={reset} />
      <FormAlert>{reset.failure}</FormAlert>
      <Button type="submit" className="hw-auth-submit" busy={reset.form.formState.isSubmitting}>
        {t('auth.actions.resetPassword')}
      </Button>
      <ResendCode send={reset.resend} />
    </form>
  );
}
