import { contactBody, verifyOtpForm, type VerifyOtpBody } from './contracts';
import { Button, TextField } from '@helpwire/ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { authApi, useShowApiError, useStartSession } from './auth-api';
import { CodeField, FormAlert, useErrorText, zodResolver } from '@helpwire/account';
import { ResendCode } from './ResendCode';

interface VerifyValues {
  contact: string;
  code: string;
}

/**
 * The 6-digit code sent after sign-up (or after signing in unverified), by e-mail or by SMS.
 * Verified, the session starts: token kept, the role's dashboard opens. Without a known e-mail or
 * phone, it asks for it.
 */
export function VerifyCodeForm({ contact }: { contact: string }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const errorText = useErrorText();
  const showError = useShowApiError();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<string>();
  const [askContact] = useState(() => !contact);
  const codeBoxes = useRef<{ focus: () => void }>(null);
  const form = useForm<VerifyValues, unknown, VerifyOtpBody>({ resolver: zodResolver(verifyOtpForm), defaultValues: { contact, code: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = async (body: VerifyOtpBody) => {
    setFailure(undefined);
    try {
      startSession(await authApi.verifyOtp(body));
    } catch (error) {
      setFailure(showError(error));
      codeBoxes.current?.focus();
    }
  };

  const resend = async () => {
    if (!(await form.trigger('contact'))) return null;
    return authApi.resendOtp(contactBody(form.getValues('contact')));
  };

  return (
    <form className="hw-auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
      {askContact ? (
        <>
          <p>{t('auth.verify.askEmail')}</p>
          <TextField
            label={t('auth.fields.identifier')}
            autoComplete="username"
            dir="ltr"
            error={errorText(errors.contact?.message)}
            {...form.register('contact')}
          />
        </>
      ) : (
        <p>
          {t('auth.verify.sentTo')}{' '}
          <bdi className="hw-auth-email" dir="ltr">
            {contact}
          </bdi>
          <br />
          {t('auth.verify.expires')}
        </p>
      )}
      <CodeField control={form.control} boxesRef={codeBoxes} />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" className="hw-auth-submit" busy={isSubmitting}>
        {t('auth.actions.verify')}
      </Button>
      <ResendCode send={resend} />
    </form>
  );
}
