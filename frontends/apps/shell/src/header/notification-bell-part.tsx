// Loaded only through LazyAccountParts (a dynamic import of its own): every signed-in page loads the
// bell, which must not bring the other account parts (the role forms, zod) along.
import { CURRENT_USER_KEY } from '@helpwire/account/current-user';
import { useQueryClient } from '@helpwire/libs/query';
import { NotificationBell as Bell, useAccountNotices } from '@helpwire/notifications';

/**
 * The bell, and the account read again when a notice changes it: a helper approved or rejected while
 * their dashboard is open sees the switch to go online, or the reason, without reloading.
 */
export function NotificationBell({ helper }: { helper: boolean }) {
  const client = useQueryClient();
  useAccountNotices(() => void client.invalidateQueries({ queryKey: CURRENT_USER_KEY }));
  return <Bell helper={helper} />;
}
