import { useAppStore, withReturnPath, type RemotePages } from '@helpwire/web-core';
import { Navigate, useLocation } from '@helpwire/libs/router';
import { use, type ComponentType } from 'react';
import { NotFoundPage } from '../app-shell/NotFoundPage';
import type { FoundPage } from '../remotes/page-lists';
import AdminSignInPage from './AdminSignInPage';

export const ADMIN_SIGN_IN_PATH = '/admin/sign-in';
/** Where an invited admin accepts (decision 0083): the invitation's e-mail names it. */
export const ADMIN_INVITATION_PATH = '/admin/invitation';

/**
 * What the shell hands the area: how it draws a remote's page (role guard, sidebar, title) and how
 * it loads a remote's page list. Given, not imported: the first bundle's modules stay inlined in it
 * (a module a lazy chunk imports must be exported by id, and the budget of `/` is full).
 */
export interface AdminAreaProps {
  path: string;
  View: ComponentType<{ found: FoundPage }>;
  pages: (name: 'admin') => Promise<RemotePages>;
}

const NO_PERMISSION_NEEDED: Promise<readonly string[]> = Promise.resolve([]);
const readPermissions = new WeakMap<RemotePages, Map<string | null, Promise<readonly string[]>>>();

/** The admin's permissions as the console reads them, once per page list and session (the same promise for `use()`). */
function permissionsOnce(remote: RemotePages, token: string | null): Promise<readonly string[]> {
  const sessions = readPermissions.get(remote) ?? new Map<string | null, Promise<readonly string[]>>();
  readPermissions.set(remote, sessions);
  let read = sessions.get(token);
  if (!read) {
    read = (remote.permissions?.() ?? NO_PERMISSION_NEEDED).catch(() => []);
    sessions.set(token, read);
  }
  return read;
}

/** A page of the admin remote's list, or the friendly 404 when the console has no such page or the admin lacks its permission. */
function AdminPage({ path, View, pages }: AdminAreaProps) {
  const remote = use(pages('admin'));
  const token = useAppStore((s) => s.auth.token);
  const entry = remote.pages.find((page) => page.path === path);
  const held = use(entry?.permission ? permissionsOnce(remote, token) : NO_PERMISSION_NEEDED);
  return entry && (!entry.permission || held.includes(entry.permission)) ? <View found={{ remote, entry }} /> : <NotFoundPage />;
}

/**
 * The admin console under /admin (issue 24), a lazy chunk of the shell that `/` never loads: its
 * sign-in for anyone, and the admin remote's pages for a signed-in admin only. Everyone else goes
 * to the sign-in (and back here after), or a user or helper to their own home, without the admin
 * remote being fetched.
 */
export default function AdminArea(props: AdminAreaProps) {
  const role = useAppStore((s) => s.auth.role);
  const { pathname, search } = useLocation();
  if (props.path === ADMIN_SIGN_IN_PATH) return <AdminSignInPage />;
  if (props.path === ADMIN_INVITATION_PATH) return <AdminSignInPage invited />;
  if (role === 'ADMIN') return <AdminPage {...props} />;
  return <Navigate to={role === 'HELPER' ? '/helper' : role ? '/' : withReturnPath(ADMIN_SIGN_IN_PATH, `${pathname}${search}`)} replace />;
}
