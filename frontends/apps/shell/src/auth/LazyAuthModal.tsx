import { useAppStore } from '@helpwire/web-core';
import { lazy, Suspense } from 'react';

const AuthModal = lazy(() => import('./AuthModal').then((module) => ({ default: module.AuthModal })));

/** The auth modal's code loads the first time someone opens it, not with every page. */
export function LazyAuthModal() {
  const open = useAppStore((s) => s.authModal.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
