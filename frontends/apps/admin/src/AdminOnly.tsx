import { Navigate, useLocation } from '@helpwire/libs/router';
import { useAppStore, withReturnPath } from '@helpwire/web-core';
import type { ComponentType, ReactNode } from 'react';

export const ADMIN_SIGN_IN_PATH = '/admin/sign-in';

/**
 * The admin remote's own role guard (issue 24): whatever loaded a page of the console, it shows only
 * to a session whose role is ADMIN; anyone else is sent to the console's sign-in, and back here after.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const role = useAppStore((s) => s.auth.role);
  const { pathname, search } = useLocation();
  if (role !== 'ADMIN') return <Navigate to={withReturnPath(ADMIN_SIGN_IN_PATH, `${pathname}${search}`)} replace />;
  return <>{children}</>;
}

/** A page loader whose page is guarded by AdminOnly. */
export const adminOnly = (load: () => Promise<{ default: ComponentType }>) => async (): Promise<{ default: ComponentType }> => {
  const { default: Page } = await load();
  return {
    default: function GuardedAdminPage() {
      return (
        <AdminOnly>
          <Page />
        </AdminOnly>
      );
    },
  };
};
