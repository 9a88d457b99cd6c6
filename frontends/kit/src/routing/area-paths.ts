/** Routes of spec §2, by area: the shell routes each to the remote that owns it. */
export const PUBLIC_PATHS = ['/', '/services', '/about-us', '/subscription', '/faq', '/contact-us', '/video-details', '/privacy-policy', '/terms-and-conditions'] as const;

export const USER_PAGES: readonly [path: string, titleKey: string][] = [
  ['/dashboard', 'area.pages.dashboard'],
  ['/profile-management', 'area.pages.profile'],
  ['/recording', 'area.pages.recording'],
  ['/subscribed-plan', 'area.pages.subscribedPlan'],
  ['/notifications', 'area.pages.notifications'],
  ['/payment-methods', 'area.pages.paymentMethods'],
  ['/transaction-history', 'area.pages.transactionHistory'],
  ['/call-history', 'area.pages.callHistory'],
  ['/help', 'area.pages.help'],
  ['/service-categories', 'area.pages.serviceCategories'],
  ['/dispute', 'area.pages.dispute'],
  ['/user', 'area.pages.dashboard'],
];

export const HELPER_PAGES: readonly [path: string, titleKey: string][] = [
  ['/helper', 'area.pages.helperHome'],
  ['/helper/dashboard', 'area.pages.dashboard'],
  ['/helper/profile-management', 'area.pages.profile'],
  ['/helper/earnings', 'area.pages.earnings'],
  ['/helper/dispute', 'area.pages.dispute'],
  ['/helper/call-history', 'area.pages.callHistory'],
  ['/helper/payment-information', 'area.pages.paymentInformation'],
  ['/helper/notification', 'area.pages.notifications'],
  ['/helper/recording', 'area.pages.recording'],
  ['/helper/help', 'area.pages.help'],
  ['/helper/withdrawal', 'area.pages.withdrawal'],
  ['/helper/analytics-and-insights', 'area.pages.analytics'],
];

/** Pages that work without an account, in their own forms: they open the auth modal. /auth/callback: where a social sign-in popup returns. */
export const AUTH_PATHS = ['/sign-in', '/sign-up', '/forgot-password', '/user/sign-in', '/user/sign-up', '/helper/sign-in', '/helper/sign-up', '/auth/callback'] as const;

export type Area = 'public' | 'user' | 'helper' | 'auth' | 'none';

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Which area owns a path; "none" is the friendly 404. */
export function areaOf(pathname: string): Area {
  const path = normalise(pathname);
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return 'public';
  if ((AUTH_PATHS as readonly string[]).includes(path)) return 'auth';
  if (HELPER_PAGES.some(([p]) => p === path)) return 'helper';
  if (USER_PAGES.some(([p]) => p === path)) return 'user';
  return 'none';
}
