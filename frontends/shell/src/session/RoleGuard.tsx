import { forgetCurrentUser } from '@helpwire/account-forms/current-user';
import { useQueryClient } from '@helpwire/libs/query';
import { removeToken, toast, useAppStore } from '@helpwire/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Navigate } from '@helpwire/libs/router';

type GuardRole = 'user' | 'helper';

/** What a protected page does for the signed-in role (spec §4, §6). */
export function guardDecision(required: GuardRole, role: string | null): 'allow' | 'sign-in' | 'not-allowed' | 'to-helper' | 'to-home' {
  if (!role) return 'sign-in';
  const current = role.toLowerCase();
  if (current !== 'user' && current !== 'helper') return 'not-allowed';
  if (current === required) return 'allow';
  return current === 'helper' ? 'to-helper' : 'to-home';
}

export function RoleGuard({ role, children }: { role: GuardRole; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const current = useAppStore((s) => s.auth.role);
  const clearCredentials = useAppStore((s) => s.clearCredentials);
  const openAuthModal = useAppStore((s) => s.openAuthModal);
  const queryClient = useQueryClient();
  const decision = guardDecision(role, current);

  useEffect(() => {
    if (decision === 'not-allowed') {
      removeToken();
      clearCredentials();
      forgetCurrentUser(queryClient);
      toast.error(t('errors.roleNotAllowed'));
    }
    if (decision === 'sign-in') openAuthModal('login');
  }, [decision, clearCredentials, openAuthModal, queryClient, t]);

  switch (decision) {
    case 'allow':
      return <>{children}</>;
    case 'to-helper':
      return <Navigate to="/helper" replace />;
    default:
      return <Navigate to="/" replace />;
  }
}
