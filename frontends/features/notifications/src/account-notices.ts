import { ACCOUNT_NOTIFICATION_KINDS } from '@helpwire/contracts/notification-constants';
import { ServerEvents } from '@helpwire/contracts/realtime-events';
import { useRealtimeEvent } from '@helpwire/web-core';

/**
 * Calls `onNotice` when a notice that changes the account's own record arrives (approved, rejected,
 * its e-mail changed): the page reads the account again instead of showing yesterday's state.
 */
export function useAccountNotices(onNotice: () => void): void {
  useRealtimeEvent(ServerEvents.inAppNotification, ({ notification }) => {
    if (ACCOUNT_NOTIFICATION_KINDS.includes(notification.kind)) onNotice();
  });
}
