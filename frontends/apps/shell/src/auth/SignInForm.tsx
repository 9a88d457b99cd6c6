import { contactBody, loginBody, type LoginBody } from './contracts';
import { Button, TextField } from '@helpwire/ui';
import { returnPathOf, toast } from '@helpwire/web-core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link, useLocation, useNavigate } from '@helpwire/libs/router';
import { apiErrorCode, apiMessages, authApi, useShowApiError, useStartSession } from './auth-api';
import { flowStateOf, forgotPasswordPath, verifyStepPath, type AuthRole } from './auth-paths';
import { translateFailure, useErrorText, zodResolver } from '@helpwire/account';
import { SignInFailureAlert, type SignInFailure } from './SignInFailure';

interface SignInValues {
  identifier: string;
  password: string;
}

/**
 * Sign in with e-mail or phone as a user or a helper. AUTH_EMAIL_NOT_VERIFIED ("Please verify your
 * email", or "… your phone number" to one who signed in with a phone: a fresh code was sent) opens the
 * verification step; AUTH_ROLE_NOT_REGISTERED ("No account
 * found for this role") offers the other role. Routed by reason code, never by text (decision 0016).
 */
export function SignInForm({ role }: { role: AuthRole }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const errorText = useErrorText();
  const showError = useShowApiError();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [failure, setFailure] = useState<SignInFailure>();
  const form = useForm<SignInValues, unknown, LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { identifier: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = async (body: LoginBody) => {
    setFailure(undefined);
    try {
      startSession(await authApi.login(role, body));
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === 'AUTH_EMAIL_NOT_VERIFIED') {
        // A fresh code went to the e-mail or phone signed in with: the code step continues with it.
        const contact = contactBody(body.identifier);
        toast.info(contact.phone ? t('auth.verify.pleaseVerifyPhone') : translateFailure(t, { code, message: apiMessages(error)[0] ?? '' }));
        navigate(verifyStepPath(pathname, returnPathOf(search)), { state: flowStateOf(contact) });
        return;
      }
      setFailure({ text: showError(error), noAccount: code === 'AUTH_ROLE_NOT_REGISTERED' });
    }
  };

  return (
    <form className="hw-auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
      <TextField
        label={t('auth.fields.identifier')}
        autoComplete="username"
        dir="ltr"
        error={errorText(errors.identifier?.message)}
        {...form.register('identifier')}
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.password?.message)}
        {...form.register('password')}
      />
      <p className="hw-auth-forgot">
        <Link to={forgotPasswordPath(role)}>{t('auth.links.forgotPassword')}</Link>
      </p>
      <SignInFailureAlert failure={failure} role={role} />
      <Button type="submit" className="hw-auth-submit" busy={isSubmitting}>
        {t('auth.actions.signIn')}
      </Button>
    </form>
  );
}
