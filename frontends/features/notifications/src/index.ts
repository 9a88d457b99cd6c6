/**
 * @helpwire/notifications: the header's bell (bell/) and the user's and helper's notifications
 * page with the channel preferences (page/); the API calls, texts (en, ar) and styles they share
 * sit at this folder's root. Each app bundles what it imports (no module state).
 */
export { NotificationBell, notificationsPagePath } from './bell/NotificationBell';
export { useAccountNotices } from './account-notices';
export { NotificationsPage, type NotificationsPageProps } from './page/NotificationsPage';
export { useUnreadCount } from './notification-api';
