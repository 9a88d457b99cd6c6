import type { CurrentUser } from '@helpwire/account/current-user';
import { Picture } from '@helpwire/ui';
import { api, closeRealtimeConnection, removeToken, routes, useAppStore } from '@helpwire/web-core';
import { useQueryClient } from '@helpwire/libs/query';
import { Bell, CircleUserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { LazyAvailabilityToggle, LazyNotificationBell } from './LazyAccountParts';

export const LOGOUT_REDIRECT_DELAY_MS = 800;

/**
 * Signed-in header items: Dashboard and (helpers, large screens) the Availability switch, the bell
 * (a dropdown of the notifications, lazily loaded; until then a link to the notifications page),
 * and the avatar menu with View Profile, Dashboard and Availability (small screens) and Log Out.
 * An admin (the console, issue 24) has the console's overview as Dashboard, no bell and no profile.
 */
export function AccountMenu({ user, helper }: { user: CurrentUser; helper: boolean }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const admin = useAppStore((s) => s.auth.role) === 'ADMIN';
  const base = helper ? '/helper' : '';
  const dashboard = admin ? '/admin' : `${base}/dashboard`;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const logOut = () => {
    // Spec §4: the server is told, but logging out never waits for it or fails with it.
    void api(routes.auth.logout, undefined, { toastErrors: false }).catch(() => undefined);
    queryClient.clear();
    removeToken();
    closeRealtimeConnection();
    // Then home as a fresh page: no signed-in state, cache or connection survives the sign-out. The
    // credentials go with the page, not before it: a guarded page that saw them go would send the
    // person to sign in again (and back to it).
    setTimeout(() => window.location.assign('/'), LOGOUT_REDIRECT_DELAY_MS);
  };

  return (
    <div className="hw-header__account" ref={root}>
      <Link className="hw-only-desktop hw-header__link" to={dashboard}>
        {t('nav.dashboard')}
      </Link>
      {helper && <LazyAvailabilityToggle className="hw-only-desktop" />}
      {admin ? null : (
        <LazyNotificationBell
          helper={helper}
          fallback={
            <Link className="hw-header__icon-button" to={helper ? '/helper/notification' : '/notifications'} aria-label={t('header.notifications')}>
              <Bell aria-hidden size={20} />
            </Link>
          }
        />
      )}
      <button
        type="button"
        className="hw-header__icon-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        aria-label={t('header.accountMenu')}
      >
        {user.profilePic ? (
          <Picture src={user.profilePic} alt="" width={32} height={32} priority className="hw-avatar" />
        ) : (
          <CircleUserRound aria-hidden size={24} />
        )}
      </button>
      {open && (
        <ul className="hw-dropdown__panel hw-menu" role="menu">
          {!admin && (
            <li role="none">
              <Link role="menuitem" to={`${base}/profile-management`}>
                {t('header.viewProfile')}
              </Link>
            </li>
          )}
          <li role="none" className="hw-only-mobile">
            <Link role="menuitem" to={dashboard}>
              {t('nav.dashboard')}
            </Link>
          </li>
          {helper && (
            <li role="none" className="hw-only-mobile hw-menu__switch">
              <LazyAvailabilityToggle />
            </li>
          )}
          <li role="none">
            <button type="button" role="menuitem" onClick={logOut}>
              {t('header.logOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
