import { ArrowDownToLine, Bell, ChartLine, Landmark, LayoutDashboard, LifeBuoy, PhoneCall, Scale, UserRound, Video, Wallet } from 'lucide-react';
import { type RemotePage, type RemotePages } from '@helpwire/web-core';
import { HELPER_NAMESPACE, helperTextsReady } from './texts';

// The profile page brings the account forms (react-hook-form, zod, the contracts): loaded when opened.
const profilePage = () => import('./ProfilePage');
// The helper's home: their state, today and this month, the wallet, recent requests (issue 23).
const helperHomePage = () => import('./home/HelperHomePage');
// The recordings of the helper's calls with their player (decision 0030).
const recordingsPage = () => import('./recordings/HelperRecordingsPage');
const callHistoryPage = () => import('./HelperCallHistoryPage');
// The wallet, earnings and analytics with their charts (Recharts in the chart's own chunk).
const earningsPage = () => import('./earnings/EarningsPage');
const analyticsPage = () => import('./earnings/AnalyticsPage');
// Disputes about the helper's calls, with the form and the detail (issue 13).
const disputePage = () => import('./HelperDisputePage');
// Bank details and withdrawals (issue 13; decision 0032).
const paymentInformationPage = () => import('./withdrawal/PaymentInformationPage');
const withdrawalPage = () => import('./withdrawal/WithdrawalPage');
// The help centre: articles, FAQ, tutorials, search and a message to support (issue 23).
const helpPage = () => import('./HelperHelpPage');
// The notifications with their preferences (issue 14).
const notificationsPage = () => import('./HelperNotificationsPage');

/**
 * The helper area's pages (spec §2), in the sidebar's order; a new page is one line here and its
 * title in ./locales.
 */
const HELPER_PAGES: readonly RemotePage[] = [
  // The helper's home: a public-style page reached by the logo and Home, without the sidebar.
  { path: '/helper', titleKey: 'pages.helperHome', role: 'helper', page: helperHomePage, sidebar: 'none' },
  { path: '/helper/dashboard', titleKey: 'pages.dashboard', role: 'helper', page: helperHomePage, icon: LayoutDashboard },
  { path: '/helper/profile-management', titleKey: 'pages.profile', role: 'helper', page: profilePage, icon: UserRound },
  { path: '/helper/earnings', titleKey: 'pages.earnings', role: 'helper', page: earningsPage, icon: Wallet },
  { path: '/helper/dispute', titleKey: 'pages.dispute', role: 'helper', page: disputePage, icon: Scale },
  { path: '/helper/call-history', titleKey: 'pages.callHistory', role: 'helper', page: callHistoryPage, icon: PhoneCall },
  { path: '/helper/payment-information', titleKey: 'pages.paymentInformation', role: 'helper', page: paymentInformationPage, icon: Landmark },
  { path: '/helper/notification', titleKey: 'pages.notifications', role: 'helper', page: notificationsPage, icon: Bell },
  { path: '/helper/recording', titleKey: 'pages.recording', role: 'helper', page: recordingsPage, icon: Video },
  { path: '/helper/help', titleKey: 'pages.help', role: 'helper', page: helpPage, icon: LifeBuoy },
  { path: '/helper/withdrawal', titleKey: 'pages.withdrawal', role: 'helper', page: withdrawalPage, icon: ArrowDownToLine },
  { path: '/helper/analytics-and-insights', titleKey: 'pages.analytics', role: 'helper', page: analyticsPage, icon: ChartLine },
];

const remote: RemotePages = { namespace: HELPER_NAMESPACE, pages: HELPER_PAGES, textsReady: helperTextsReady };
export default remote;
