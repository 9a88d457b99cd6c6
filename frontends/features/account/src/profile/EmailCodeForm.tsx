import { verifyOtpBody, type VerifyOtpBody } from '@helpwire/contracts';
import { Button } from '@helpwire/ui';
import { storeToken, toast } from '@helpwire/web-core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { accountApi } from '../account-api';
import { useRefreshCurrentUser } from '../current-user';
import { useShowApiError } from '../api-errors';
import { CodeField } from '../fields/CodeBoxes';
import { translateText } from '../fields/error-text';
import { FormAlert } from '../fields/fields';
import { zodResolver } from '../fields/zod-resolver';

/**
 * A new e-mail address takes effect once the 6-digit code sent to it is verified
 * (POST /auth/verifyotp with the new address). Verified, the current user is read again.
 */
export function EmailCodeForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation('account-forms');
  const showError = useShowApiError();
  const refresh = useRefreshCurrentUser();
  const [failure, setFailure] = useState<string>();
  const codeBoxes = useRef<{ focus: () => void }>(null);
  const form = useForm<{ email: string; code: string }, unknown, VerifyOtpBody>({ resolver: zodResolver(verifyOtpBody), defaultValues: { email, code: '' } });

  const submit = async (body: VerifyOtpBody) => {
    setFailure(undefined);
    try {
      const answer = await accountApi.verifyEmailCode(body);
      if (answer.data.token) storeToken(answer.data.token);
      toast.success(answer.message ? translateText(t, answer.message) : t('account.email.confirmed'));
      await refresh().catch(() => undefined);
      onDone();
    } catch (error) {
      setFailure(showError(error));
      codeBoxes.current?.focus();
    }
  };

  return (
    <form className="hw-auth-form hw-email-code" noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('account.email.codeTitle')}>
      <p>
        {t('account.email.codeSentTo')} <bdi className="hw-auth-email">{email}</bdi>
        <br />
        {t('account.email.codeExplain')}
      </p>
      <CodeField control={form.control} boxesRef={codeBoxes} />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" busy={form.formState.isSubmitting}>
        {t('account.email.confirm')}
      </Button>
    </form>
  );
}
