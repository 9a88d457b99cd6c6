import type { AccountRoleName } from '@helpwire/web-core';
import { lazy, Suspense, type ReactNode } from 'react';

// The account forms load only when a helper is signed in or a role is registered: never with `/`.
const AvailabilityToggle = lazy(() => import('./account-parts').then((module) => ({ default: module.AvailabilityToggle })));
const NotificationBell = lazy(() => import('./notification-bell-part').then((module) => ({ default: module.NotificationBell })));
const RegisterRoleModal = lazy(() => import('./account-parts').then((module) => ({ default: module.RegisterRoleModal })));

/** The helper's Availability switch (it renders nothing until the helper is approved). */
export function LazyAvailabilityToggle({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <AvailabilityToggle className={className} />
    </Suspense>
  );
}

/** The other role's sign-up form for a signed-in account (POST /auth/register-role). */
export function LazyRegisterRoleModal({ role, onClose }: { role: AccountRoleName; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <RegisterRoleModal role={role} onClose={onClose} />
    </Suspense>
  );
}

/**
 * The bell with its dropdown (spec §2), loaded with the account parts once someone is signed in;
 * `fallback` (a plain bell) holds its place meanwhile.
 */
export function LazyNotificationBell({ helper, fallback }: { helper: boolean; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <NotificationBell helper={helper} />
    </Suspense>
  );
}
