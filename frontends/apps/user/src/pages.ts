import { BadgeCheck, Bell, CreditCard, LayoutDashboard, LayoutGrid, LifeBuoy, PhoneCall, ReceiptText, Scale, UserRound, Video } from 'lucide-react';
import { type RemotePage, type RemotePages } from '@helpwire/web-core';
import { USER_NAMESPACE, userTextsReady } from './texts';

// The home: what needs the person, "Get help now", recent requests and this month (issue 23).
const homePage = () => import('./home/UserHomePage');
// The profile page brings the account forms (react-hook-form, zod, the contracts): loaded when opened.
const profilePage = () => import('./ProfilePage');
// The cards page brings the form parts and the contracts; Stripe's code is a further chunk of its own.
const paymentMethodsPage = () => import('./payment/PaymentMethodsPage');
// The categories and their instant match (the call store is the calls feature's; the contracts come along).
const serviceCategoriesPage = () => import('./service-categories/ServiceCategoriesPage');
// The recorded calls with their player (decision 0030).
const recordingsPage = () => import('./recordings/UserRecordingsPage');
// The money feature's transactions and the tab (issue 13).
const transactionHistoryPage = () => import('./transactions/TransactionHistoryPage');
// The calls feature's call history with "call again" (the call-back path).
const callHistoryPage = () => import('./call-history/UserCallHistoryPage');
// Disputes: the form and the history, with the detail (issue 13).
const disputePage = () => import('./UserDisputePage');
// The help centre: articles, FAQ, tutorials, search and a message to support (issue 23).
const helpPage = () => import('./UserHelpPage');
// The storage plan: change, cancel, invoices and receipts (decision 0085).
const subscribedPlanPage = () => import('./subscription/SubscribedPlanPage');
// The notifications with their preferences (issue 14).
const notificationsPage = () => import('./UserNotificationsPage');

/**
 * The user area's pages (spec §2), in the sidebar's order. Each capability replaces its placeholder
 * as it is built; a new page is one line here and its title in ./locales.
 */
const USER_PAGES: readonly RemotePage[] = [
  { path: '/dashboard', titleKey: 'pages.dashboard', role: 'user', page: homePage, icon: LayoutDashboard },
  { path: '/profile-management', titleKey: 'pages.profile', role: 'user', page: profilePage, icon: UserRound },
  { path: '/recording', titleKey: 'pages.recording', role: 'user', page: recordingsPage, icon: Video },
  { path: '/subscribed-plan', titleKey: 'pages.subscribedPlan', role: 'user', page: subscribedPlanPage, icon: BadgeCheck },
  { path: '/notifications', titleKey: 'pages.notifications', role: 'user', page: notificationsPage, icon: Bell },
  { path: '/payment-methods', titleKey: 'pages.paymentMethods', role: 'user', page: paymentMethodsPage, icon: CreditCard },
  { path: '/transaction-history', titleKey: 'pages.transactionHistory', role: 'user', page: transactionHistoryPage, icon: ReceiptText },
  { path: '/call-history', titleKey: 'pages.callHistory', role: 'user', page: callHistoryPage, icon: PhoneCall },
  { path: '/help', titleKey: 'pages.help', role: 'user', page: helpPage, icon: LifeBuoy },
  { path: '/service-categories', titleKey: 'pages.serviceCategories', role: 'user', page: serviceCategoriesPage, icon: LayoutGrid },
  { path: '/dispute', titleKey: 'pages.dispute', role: 'user', page: disputePage, icon: Scale },
  // The dashboard under another name: framed by the sidebar, not listed twice.
  { path: '/user', titleKey: 'pages.dashboard', role: 'user', page: homePage, sidebar: 'unlisted' },
];

const remote: RemotePages = { namespace: USER_NAMESPACE, pages: USER_PAGES, textsReady: userTextsReady };
export default remote;
