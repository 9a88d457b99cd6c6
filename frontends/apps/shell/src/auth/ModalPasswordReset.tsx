import { FormAlert } from '@helpwire/account';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button } from '@helpwire/ui';
import { useAppStore, type AuthModalView } from '@helpwire/web-core';
import { use, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { authTextsReady } from './auth-texts';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RESEND_WAIT_SECONDS, ResendCode, useCountdown } from './ResendCode';
import { NewPasswordFields, ResetCodeFields, usePasswordReset } from './ResetPasswordForm';
import './auth-screens.css';

export type PasswordResetView = Extract<AuthModalView, 'forgot_password' | 'verification_code' | 'reset_password'>;

export const isPasswordResetView = (view: AuthModalView): view is PasswordResetView =>
  view === 'forgot_password' || view === 'verification_code' || view === 'reset_password';

const INTROS: Record<PasswordResetView, string> = {
  forgot_password: 'auth.modal.forgotIntro',
  verification_code: 'auth.modal.codeIntro',
  reset_password: 'auth.modal.resetIntro',
};

/** The first field of a view (else its first control) takes the focus. */
function focusFirstField(view: HTMLElement | null) {
  view?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea, button:not([disabled])')?.focus();
}

/** A step back, under the form. */
function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <p className="hw-auth-modal-back">
      <button type="button" className="hw-link-button" onClick={onClick}>
        {children}
      </button>
    </p>
  );
}

/**
 * The auth modal's views forgot_password, verification_code and reset_password (spec §2): the
 * forgot and reset pages' forms, one step per view. The e-mail or phone, the code and the new
 * password stay while the person moves back and forth; done, the modal's login view opens.
 */
export function ModalPasswordReset({ view }: { view: PasswordResetView }) {
  use(authTextsReady());
  const { t } = useTranslation('shell');
  const openAuthModal = useAppStore((s) => s.openAuthModal);
  const returnTo = useAppStore((s) => s.authModal.returnTo);
  const [contact, setContact] = useState('');
  const body = useRef<HTMLDivElement>(null);
  const go = (next: AuthModalView) => openAuthModal(next, returnTo);

  useEffect(() => focusFirstField(body.current), [view]);

  return (
    <div ref={body} className="hw-auth-modal-view">
      <p className="hw-auth-intro">{t(INTROS[view])}</p>
      {view === 'forgot_password' ? (
        <>
          <ForgotPasswordForm
            role="user"
            contact={contact}
            onSent={(sentTo) => {
              setContact(sentTo);
              go('verification_code');
            }}
          />
          <BackButton onClick={() => go('login')}>{t('auth.modal.backToSignIn')}</BackButton>
        </>
      ) : (
        <ResetSteps key={contact} contact={contact} view={view} go={go} />
      )}
    </div>
  );
}

/** The code, then the new password: two views of the reset page's one form. */
function ResetSteps({ contact, view, go }: { contact: string; view: 'verification_code' | 'reset_password'; go: (view: AuthModalView) => void }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const reset = usePasswordReset(contact, { onDone: () => go('login'), onCodeRefused: () => go('verification_code') });
  const { form } = reset;
  // Kept here, not in the code view: back from the new password, the wait goes on where it was.
  const resendWait = useCountdown(RESEND_WAIT_SECONDS);

  const toNewPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.trigger(['contact', 'code'], { shouldFocus: true })) go('reset_password');
  };

  if (view === 'verification_code')
    return (
      <form className="hw-auth-form" noValidate onSubmit={(event) => void toNewPassword(event)}>
        <ResetCodeFields reset={reset} contact={contact} />
        <FormAlert>{reset.failure}</FormAlert>
        <Button type="submit" className="hw-auth-submit">
          {t('auth.modal.continue')}
        </Button>
        <ResendCode send={reset.resend} countdown={resendWait} />
        <BackButton onClick={() => go('forgot_password')}>{t('auth.modal.changeContact')}</BackButton>
      </form>
    );
  return (
    <form className="hw-auth-form" noValidate onSubmit={form.handleSubmit(reset.submit)}>
      <NewPasswordFields reset={reset} />
      <FormAlert>{reset.failure}</FormAlert>
      <Button type="submit" className="hw-auth-submit" busy={form.formState.isSubmitting}>
        {t('auth.actions.resetPassword')}
      </Button>
      <BackButton onClick={() => go('verification_code')}>{t('auth.modal.backToCode')}</BackButton>
    </form>
  );
}
