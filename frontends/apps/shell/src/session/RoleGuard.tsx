import { forgetCurrentUser } from '@helpwire/account/current-user';
import { useQueryClient } from '@helpwire/libs/query';
import { removeToken, toast, useAppStore } from '@helpwire/web-core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Navigate, useLocation } from '@helpwire/libs/router';
import { signInPath } from '../auth/auth-paths';

type GuardRole = 'user' | 'helper' | 'admin';

/**
 * What a protected page does for the signed-in role (spec §4, §6): an admin's session is valid for
 * the admin console only (issue 24), elsewhere it goes home like a user's on a helper page.
 */
export function guardDecision(required: GuardRole, role: string | null): 'allow' | 'sign-in' | 'not-allowed' | 'to-helper' | 'to-home' {
  if (!role) return 'sign-in';
  const current = role.toLowerCase();
  if (current !== 'user' && current !== 'helper' && current !== 'admin') return 'not-allowed';
  if (current === required) return 'allow';
  return current === 'helper' ? 'to-helper' : 'to-home';
}

export function RoleGuard({ role, children }: { role: GuardRole; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const current = useAppStore((s) => s.auth.role);
  const clearCredentials = useAppStore((s) => s.clearCredentials);
  const queryClient = useQueryClient();
  const decision = guardDecision(role, current);
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (decision === 'not-allowed') {
      removeToken();
      clearCredentials();
      forgetCurrentUser(queryClient);
      toast.error(t('errors.roleNotAllowed'));
    }
  }, [decision, clearCredentials, queryClient, t]);

  switch (decision) {
    case 'allow':
      return <>{children}</>;
    case 'sign-in':
      // Signed out: the sign-in page of the page's role, and back here once signed in (or signed up and verified).
      return <Navigate to={signInPath(role, `${pathname}${search}${hash}`)} replace />;
    case 'to-helper':
      return <Navigate to="/helper" replace />;
    default:
      return <Navigate to="/" replace />;
  }
}
