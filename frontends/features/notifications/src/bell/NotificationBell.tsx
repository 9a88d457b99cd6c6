import { NOTIFICATION_SCROLL_THRESHOLD_PX, NOTIFICATION_TOAST_MS } from '@helpwire/contracts/notification-constants';
import { ServerEvents } from '@helpwire/contracts/realtime-events';
import { toast, useRealtimeEvent } from '@helpwire/web-core';
import { useQueryClient } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { Bell, BellOff } from 'lucide-react';
import { use, useEffect, useId, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { NotificationItem } from '../NotificationItem';
import { refreshAfterNewNotification, useBellNotifications, useUnreadCount } from '../notification-api';
import { NOTIFICATIONS_NAMESPACE, notificationTextsReady } from '../texts';
import { useOpenNotification } from '../use-open-notification';
import '../notifications.css';

/** Where "View All" goes (spec §2): the helper's page for helpers (roleId 2), /notifications for others. */
export const notificationsPagePath = (helper: boolean) => (helper ? '/helper/notification' : '/notifications');

/** Whether the list is scrolled within the spec's 10 px of its end. */
export const nearEnd = (list: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>) =>
  list.scrollHeight - list.scrollTop - list.clientHeight <= NOTIFICATION_SCROLL_THRESHOLD_PX;

/**
 * The header's bell (spec §2, §4): a button opening the dropdown of the signed-in person's
 * notifications, 10 at a time, the next page loaded near the end of the list; a red dot while any
 * loaded one is unread, the exact unread count in its name. A new notification on the realtime
 * channel refreshes the lists and shows "New Notification Recieved" for 5 s.
 */
export function NotificationBell({ helper }: { helper: boolean }) {
  use(notificationTextsReady());
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const client = useQueryClient();
  const list = useBellNotifications();
  const unread = useUnreadCount();
  const openNotification = useOpenNotification();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const anyUnread = items.some((item) => !item.read);
  const count = unread.data ?? items.filter((item) => !item.read).length;

  useRealtimeEvent(ServerEvents.inAppNotification, (payload) => {
    refreshAfterNewNotification(client, payload.unread);
    toast.info(t('newReceived'), NOTIFICATION_TOAST_MS);
  });

  const close = (focusBell: boolean) => {
    setOpen(false);
    if (focusBell) button.current?.focus();
  };

  // A press outside closes the list; so does focus moving out of it (Tab past the last item).
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    const onFocus = (event: FocusEvent) => root.current && event.target instanceof Node && !root.current.contains(event.target) && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  // Opening moves focus into the list (its first item, or the panel while it loads).
  useEffect(() => {
    if (!open) return;
    const first = panel.current?.querySelector<HTMLElement>('[data-notice-focus]');
    (first ?? panel.current)?.focus();
    // Only when it opens: items arriving later must not pull focus.
  }, [open]);

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    if (nearEnd(event.currentTarget) && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };

  /** Up/Down (and Home/End) move between the items and "View All"; Escape closes and returns to the bell. */
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const targets = [...(panel.current?.querySelectorAll<HTMLElement>('[data-notice-focus]') ?? [])];
    if (targets.length === 0) return;
    event.preventDefault();
    const at = targets.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? targets.length - 1
          : event.key === 'ArrowDown'
            ? Math.min(targets.length - 1, at + 1)
            : Math.max(0, at - 1);
    targets[next]?.focus();
  };

  const onBellKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <div className="hw-bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="hw-header__icon-button hw-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? t('bellUnread', { count }) : t('bell')}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onBellKey}
      >
        <Bell aria-hidden size={20} />
        {anyUnread && <span className="hw-bell__dot" data-testid="bell-dot" aria-hidden />}
      </button>
      {open && (
        <div ref={panel} id={panelId} className="hw-bell__panel" role="region" aria-label={t('bell')} tabIndex={-1} onKeyDown={onPanelKey}>
          <p className="hw-bell__head" aria-hidden>
            {t('bell')}
          </p>
          {list.isPending ? (
            <p className="hw-bell__state" role="status">
              {t('loading')}
            </p>
          ) : list.isError ? (
            <p className="hw-bell__state" role="alert">
              {t('loadFailed')}{' '}
              <button type="button" className="hw-bell__retry" data-notice-focus onClick={() => void list.refetch()}>
                {t('retry')}
              </button>
            </p>
          ) : items.length === 0 ? (
            <p className="hw-bell__state hw-bell__empty" role="status">
              <BellOff aria-hidden size={28} />
              {t('empty')}
            </p>
          ) : (
            <ul className="hw-bell__list" onScroll={onScroll} aria-label={t('bell')}>
              {items.map((item) => (
                <NotificationItem key={item.id} notification={item} onOpen={(notification) => openNotification(notification) && setOpen(false)} />
              ))}
              {list.isFetchingNextPage && (
                <li className="hw-bell__more" role="status">
                  {t('loadingMore')}
                </li>
              )}
            </ul>
          )}
          <Link className="hw-bell__all" data-notice-focus to={notificationsPagePath(helper)} onClick={() => setOpen(false)}>
            {t('viewAll')}
          </Link>
        </div>
      )}
    </div>
  );
}
