import { Button, useAppStore } from '@helpwire/ui';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Shows the opposite role only. Switching needs an account (identity issue: /auth/switch-role);
 * until someone is signed in it opens the sign-in view of the auth modal.
 */
export function RoleSwitcher() {
  const { t } = useTranslation();
  const role = useAppStore((s) => s.auth.role);
  const openAuthModal = useAppStore((s) => s.openAuthModal);
  const label = role === 'HELPER' ? t('header.switchToUser') : t('header.switchToHelper');
  return (
    <Button variant="ghost" size="small" onClick={() => openAuthModal('login')} aria-label={`${t('header.roleSwitcher')}: ${label}`}>
      <Repeat aria-hidden size={16} className="hw-mirror" />
      <span className="hw-only-desktop">{label}</span>
    </Button>
  );
}
