import { CURRENT_USER_KEY, roleNameOf, setCurrentUser, useCurrentUser } from '@helpwire/account/current-user';
import { api, ApiError, type AccountRoleName, routes, storeToken, toast, useAppStore } from '@helpwire/web-core';
import { Button } from '@helpwire/ui';
import { useMutation, useQueryClient } from '@helpwire/libs/query';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useNavigate } from '@helpwire/libs/router';
import { LazyRegisterRoleModal } from './LazyAccountParts';

/**
 * Shows the opposite role only (spec §2, §4, §8). Signed in: /auth/switch-role stores the new
 * token, refetches the profile and goes to that role's dashboard; AUTH_ROLE_NOT_REGISTERED ("No
 * account found for this role …", whatever its language) opens that role's sign-up form, which for this signed-in account registers the role
 * (/auth/register-role). Signed out: switching starts with signing in.
 */
export function RoleSwitcher() {
  const { t } = useTranslation('shell');
  const role = useAppStore((s) => s.auth.role);
  const setCredentials = useAppStore((s) => s.setCredentials);
  const user = useCurrentUser();
  const openAuthModal = useAppStore((s) => s.openAuthModal);
  const [registering, setRegistering] = useState<AccountRoleName | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target: AccountRoleName = role === 'HELPER' ? 'USER' : 'HELPER';
  const label = target === 'USER' ? t('header.switchToUser') : t('header.switchToHelper');

  const switchRole = useMutation({
    mutationFn: async () => (await api(routes.auth.switchRole, { user_id: user?.id ?? '', role_slug: target }, { toastErrors: false })).data,
    onSuccess: async ({ token, user: switched }) => {
      storeToken(token);
      setCredentials({ role: roleNameOf(switched), token });
      setCurrentUser(queryClient, switched);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      navigate(target === 'HELPER' ? '/helper/dashboard' : '/dashboard');
      toast.success(t(target === 'HELPER' ? 'toasts.helperLoginSuccess' : 'toasts.userLoginSuccess'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'AUTH_ROLE_NOT_REGISTERED') {
        setRegistering(target);
        return;
      }
      toast.error(error instanceof ApiError && error.status !== null ? error.message : t('errors.switchRoleFailed'));
    },
  });

  const onClick = () => (user ? switchRole.mutate() : openAuthModal('login'));
  // An admin's session has no other role to switch to.
  if (role === 'ADMIN') return null;
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        className="hw-role-switcher"
        title={label}
        onClick={onClick}
        busy={switchRole.isPending}
        aria-label={`${t('header.roleSwitcher')}: ${label}`}
      >
        <Repeat aria-hidden size={16} className="hw-mirror" />
        <span className="hw-only-desktop">{label}</span>
      </Button>
      {registering && <LazyRegisterRoleModal role={registering} onClose={() => setRegistering(null)} />}
    </>
  );
}
