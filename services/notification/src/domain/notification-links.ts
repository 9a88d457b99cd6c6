import type { NotificationFact, Side } from './notification-facts';

/** Spec §2's routes: the user area's and the helper area's. */
const byside = (side: Side, user: string, helper: string) => (side === 'HELPER' ? helper : user);

/** The app route a notification's click opens (identify.link), from the spec's route list. */
export function linkOf(fact: NotificationFact): string | undefined {
  switch (fact.kind) {
    case 'HELPER_VERIFIED':
    case 'HELPER_REJECTED':
      return '/helper/profile-management';
    case 'CALL_MISSED':
      return '/helper/call-history';
    case 'CALL_ACCEPTED':
    case 'CALL_DECLINED':
      return '/call-history';
    case 'CALL_CHARGED':
      return byside(fact.side, '/transaction-history', '/helper/earnings');
    case 'REVIEW_RECEIVED':
      return byside(fact.side, '/call-history', '/helper/call-history');
    case 'RECORDING_READY':
      return byside(fact.side, '/recording', '/helper/recording');
    case 'WITHDRAWAL_APPROVED':
    case 'WITHDRAWAL_REJECTED':
      return '/helper/withdrawal';
    case 'DISPUTE_OPENED':
    case 'DISPUTE_RESOLVED':
      return byside(fact.side, '/dispute', '/helper/dispute');
    case 'REFUND_ISSUED':
      return '/transaction-history';
    case 'EARNINGS_AVAILABLE':
      return '/helper/earnings';
    case 'CHARGE_FAILED':
    case 'SUBSCRIPTION_PAYMENT_FAILED':
      return '/payment-methods';
    case 'SUBSCRIPTION_INVOICE_PAID':
    case 'SUBSCRIPTION_ENDED':
      return '/subscribed-plan';
    case 'EMAIL_CHANGED':
    case 'PASSWORD_CHANGED':
    case 'NEW_SIGN_IN':
    case 'ACCOUNT_WARNED':
      return byside(fact.side, '/profile-management', '/helper/profile-management');
  }
}
