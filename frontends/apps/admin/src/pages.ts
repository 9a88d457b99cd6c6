import { Inbox, Landmark, LayoutDashboard, UserCheck, Users } from 'lucide-react';
import { type RemotePage, type RemotePages } from '@helpwire/web-core';
import { adminOnly } from './AdminOnly';
import { ADMIN_NAMESPACE, adminTextsReady } from './texts';

// Each page loads when opened; every one is guarded by the remote's own role check (AdminOnly).
const overviewPage = adminOnly(() => import('./overview/OverviewPage'));
const helpersPage = adminOnly(() => import('./helpers/HelpersPage'));
const supportPage = adminOnly(() => import('./support/SupportPage'));
const withdrawalsPage = adminOnly(() => import('./withdrawals/WithdrawalsPage'));
const peoplePage = adminOnly(() => import('./people/PeoplePage'));

/**
 * The admin console's pages (issue 24), in the sidebar's order; the shell loads this list only for
 * a signed-in admin under /admin. The sign-in (/admin/sign-in) is the shell's own.
 */
const ADMIN_PAGES: readonly RemotePage[] = [
  { path: '/admin', titleKey: 'pages.overview', role: 'admin', page: overviewPage, icon: LayoutDashboard },
  { path: '/admin/helpers', titleKey: 'pages.helpers', role: 'admin', page: helpersPage, icon: UserCheck },
  { path: '/admin/support', titleKey: 'pages.support', role: 'admin', page: supportPage, icon: Inbox },
  { path: '/admin/withdrawals', titleKey: 'pages.withdrawals', role: 'admin', page: withdrawalsPage, icon: Landmark },
  { path: '/admin/people', titleKey: 'pages.people', role: 'admin', page: peoplePage, icon: Users },
];

const remote: RemotePages = { namespace: ADMIN_NAMESPACE, pages: ADMIN_PAGES, textsReady: adminTextsReady };
export default remote;
