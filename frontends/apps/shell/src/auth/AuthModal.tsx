import { Modal } from '@helpwire/ui';
import { useAppStore } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { AuthChooser } from './AuthChooser';

/** The auth modal of spec §2: closed at first, opened in its login or signup view. */
export function AuthModal() {
  const { t } = useTranslation('shell');
  const { open, view } = useAppStore((s) => s.authModal);
  const close = useAppStore((s) => s.closeAuthModal);
  if (!open) return null;
  return (
    <Modal title={view === 'signup' ? t('authModal.signupTitle') : t('authModal.loginTitle')} onClose={close}>
      <AuthChooser view={view === 'signup' ? 'signup' : 'login'} />
    </Modal>
  );
}
