import { Modal } from '@helpwire/ui';
import { useAppStore, type AuthModalView } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { Suspense, useEffect, useRef } from 'react';
import { AuthChooser } from './AuthChooser';
import { isPasswordResetView, ModalPasswordReset } from './ModalPasswordReset';

const TITLES: Record<AuthModalView, string> = {
  login: 'authModal.loginTitle',
  signup: 'authModal.signupTitle',
  forgot_password: 'authModal.forgotTitle',
  verification_code: 'authModal.codeTitle',
  reset_password: 'authModal.resetTitle',
};

/**
 * The auth modal of spec §2: closed at first, opened in its login or signup view; from login,
 * "Forgot password?" leads through its views forgot_password, verification_code and reset_password.
 */
export function AuthModal() {
  const { t } = useTranslation('shell');
  const { open, view } = useAppStore((s) => s.authModal);
  const close = useAppStore((s) => s.closeAuthModal);
  const body = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);

  useEffect(() => {
    // Back on login or signup from another view: the dialog takes the focus (its new title is read).
    if (shownView.current !== view && !isPasswordResetView(view)) body.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
    shownView.current = view;
  }, [view]);

  if (!open) return null;
  return (
    <Modal title={t(TITLES[view])} onClose={close}>
      <div ref={body}>
        {isPasswordResetView(view) ? (
          // The forms' texts load with the first of these views: the dialog and its title stay meanwhile.
          <Suspense fallback={null}>
            <ModalPasswordReset view={view} />
          </Suspense>
        ) : (
          <AuthChooser view={view} />
        )}
      </div>
    </Modal>
  );
}
