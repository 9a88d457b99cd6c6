import type { RoleName } from '@helpwire/ui';
import { lazy, Suspense } from 'react';

// The account forms load only when a helper is signed in or a role is registered: never with `/`.
const AvailabilityToggle = lazy(() => import('./account-parts').then((module) => ({ default: module.AvailabilityToggle })));
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
export function LazyRegisterRoleModal({ role, onClose }: { role: RoleName; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <RegisterRoleModal role={role} onClose={onClose} />
    </Suspense>
  );
}
