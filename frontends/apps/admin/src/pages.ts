import { Flag, Inbox, Landmark, LayoutDashboard, Mail, Scale, ScrollText, ShieldCheck, Tags, UserCheck, Users } from 'lucide-react';
import { adminRoutes } from '@helpwire/contracts/admin-routes';
import { api, type RemotePage, type RemotePages } from '@helpwire/web-core';
import { adminOnly } from './AdminOnly';
import { ADMIN_NAMESPACE, adminTextsReady } from './texts';

// Each page loads when opened; every one is guarded by the remote's own role check (AdminOnly).
const overviewPage = adminOnly(() => import('./overview/OverviewPage'));
const helpersPage = adminOnly(() => import('./helpers/HelpersPage'));
const supportPage = adminOnly(() => import('./support/SupportPage'));
const newsletterPage = adminOnly(() => import('./newsletter/NewsletterPage'));
const withdrawalsPage = adminOnly(() => import('./withdrawals/WithdrawalsPage'));
const disputesPage = adminOnly(() => import('./disputes/DisputesPage'));
const contentPage = adminOnly(() => import('./content/ContentPage'));
const auditPage = adminOnly(() => import('./audit/AuditPage'));
const flagsPage = adminOnly(() => import('./flags/FlagsPage'));
const peoplePage = adminOnly(() => import('./people/PeoplePage'));
const adminsPage = adminOnly(() => import('./admins/AdminsPage'));

/**
 * The admin console's pages (issue 24), in the sidebar's order; the shell loads this list only for
 * a signed-in admin under /admin. The sign-in (/admin/sign-in) is the shell's own.
 */
const ADMIN_PAGES: readonly RemotePage[] = [
  { path: '/admin', titleKey: 'pages.overview', role: 'admin', page: overviewPage, icon: LayoutDashboard },
  { path: '/admin/helpers', titleKey: 'pages.helpers', role: 'admin', page: helpersPage, icon: UserCheck },
  { path: '/admin/disputes', titleKey: 'pages.disputes', role: 'admin', page: disputesPage, icon: Scale },
  { path: '/admin/flags', titleKey: 'pages.flags', role: 'admin', page: flagsPage, icon: Flag },
  { path: '/admin/withdrawals', titleKey: 'pages.withdrawals', role: 'admin', page: withdrawalsPage, icon: Landmark },
  { path: '/admin/support', titleKey: 'pages.support', role: 'admin', page: supportPage, icon: Inbox },
  { path: '/admin/newsletter', titleKey: 'pages.newsletter', role: 'admin', page: newsletterPage, icon: Mail },
  { path: '/admin/people', titleKey: 'pages.people', role: 'admin', page: peoplePage, icon: Users },
  { path: '/admin/content', titleKey: 'pages.content', role: 'admin', page: contentPage, icon: Tags },
  { path: '/admin/audit', titleKey: 'pages.audit', role: 'admin', page: auditPage, icon: ScrollText },
  // Listed to admins holding admins.manage only (decision 0083).
  { path: '/admin/admins', titleKey: 'pages.admins', role: 'admin', page: adminsPage, icon: ShieldCheck, permission: 'admins.manage' },
];

/** The signed-in admin's own permissions, which decide the pages that need one. */
const permissions = async () => (await api(adminRoutes.adminAdmins.permissions, {}, { toastErrors: false })).data.permissions;

const remote: RemotePages = { namespace: ADMIN_NAMESPACE, pages: ADMIN_PAGES, textsReady: adminTextsReady, permissions };
export default remote;
