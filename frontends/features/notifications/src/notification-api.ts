import type { Notification, NotificationPreferences } from '@helpwire/contracts';
import { NOTIFICATION_BELL_PAGE_SIZE, NOTIFICATION_DEFAULT_PAGE_SIZE, NOTIFICATION_STALE_TIME_MS } from '@helpwire/contracts/notification-constants';
import { api, routes } from '@helpwire/web-core';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@helpwire/libs/query';

export interface NotificationPage {
  items: Notification[];
  meta: { currentPage: number; lastPage: number; total: number };
}

/** Every notification list and the unread count live under this key: one invalidation refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const BELL_KEY = [...NOTIFICATIONS_KEY, 'bell'] as const;
const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;
const PREFERENCES_KEY = ['notification-preferences'] as const;

/** GET /notifications/getAllNotifications, newest first (the server's defaults). */
async function fetchPage(page: number, limit: number): Promise<NotificationPage> {
  const answer = await api(routes.notifications.getAllNotifications, { page, limit }, { toastErrors: false });
  return { items: answer.data, meta: answer.meta ?? { currentPage: page, lastPage: page, total: answer.data.length } };
}

/**
 * The bell's list (spec §4, §7): 10 a page, kept fresh 270000 ms; the next page exists while
 * currentPage < lastPage.
 */
export function useBellNotifications(enabled = true) {
  return useInfiniteQuery({
    queryKey: BELL_KEY,
    queryFn: ({ pageParam }) => fetchPage(pageParam, NOTIFICATION_BELL_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationPage) => (last.meta.currentPage < last.meta.lastPage ? last.meta.currentPage + 1 : undefined),
    staleTime: NOTIFICATION_STALE_TIME_MS,
    enabled,
  });
}

/** One page of the full list (the notification pages), 20 a page. */
export function useNotificationPage(page: number) {
  return useQuery({
    queryKey: [...LIST_KEY, page],
    queryFn: () => fetchPage(page, NOTIFICATION_DEFAULT_PAGE_SIZE),
    staleTime: NOTIFICATION_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

/** The exact number of unread notifications (the bell's accessible label). */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async () => (await api(routes.notifications.unreadCount, undefined, { toastErrors: false })).data.unread,
    staleTime: NOTIFICATION_STALE_TIME_MS,
    enabled,
  });
}

const markInPage = (page: NotificationPage, read: (n: Notification) => boolean): NotificationPage => ({
  ...page,
  items: page.items.map((n) => (read(n) && !n.read ? { ...n, read: true } : n)),
});

/** Marks the cached notifications `read` picks as read, in the bell and in every cached page; answers how many turned. */
function markCached(client: QueryClient, read: (n: Notification) => boolean): void {
  client.setQueryData<InfiniteData<NotificationPage, number>>(BELL_KEY, (data) => data && { ...data, pages: data.pages.map((page) => markInPage(page, read)) });
  client.setQueriesData<NotificationPage>({ queryKey: LIST_KEY }, (page) => page && markInPage(page, read));
}

type Snapshot = [readonly unknown[], unknown][];

/** Every notification query's data, to put back when the server refuses. */
function snapshot(client: QueryClient): Snapshot {
  return client.getQueriesData({ queryKey: NOTIFICATIONS_KEY });
}

function restore(client: QueryClient, saved: Snapshot | undefined): void {
  for (const [key, data] of saved ?? []) client.setQueryData(key, data);
}

/**
 * Spec §4: an unread notification becomes read on click. The cached lists change at once
 * (optimistic), the server is called (PUT /notifications/updateNotification/:id, empty body), then
 * every list is read again; a refusal puts the cache back.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api(routes.notifications.updateNotification, { id }, { toastErrors: false })).data,
    onMutate: async (id: string) => {
      await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const saved = snapshot(client);
      markCached(client, (n) => n.id === id);
      client.setQueryData<number>(UNREAD_KEY, (count) => (count === undefined ? count : Math.max(0, count - 1)));
      return saved;
    },
    onError: (_error, _id, saved) => restore(client, saved),
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** Marks every notification read (PUT /notifications/markAllRead), optimistically like one. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api(routes.notifications.markAllRead, undefined, { toastErrors: false })).data,
    onMutate: async () => {
      await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const saved = snapshot(client);
      markCached(client, () => true);
      client.setQueryData<number>(UNREAD_KEY, 0);
      return saved;
    },
    onError: (_error, _none, saved) => restore(client, saved),
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** GET /notifications/preference: the push, e-mail and SMS switches. */
export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async () => (await api(routes.notifications.getPreference, undefined, { toastErrors: false })).data,
  });
}

/** PUT /notifications/preference with the one switch that changed; the answer is the stored switches. */
export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<NotificationPreferences>) => (await api(routes.notifications.updatePreference, change, { toastErrors: false })).data,
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: PREFERENCES_KEY });
      const saved = client.getQueryData<NotificationPreferences>(PREFERENCES_KEY);
      if (saved) client.setQueryData<NotificationPreferences>(PREFERENCES_KEY, { ...saved, ...change });
      return saved;
    },
    onError: (_error, _change, saved) => saved && client.setQueryData(PREFERENCES_KEY, saved),
    onSuccess: (stored) => client.setQueryData(PREFERENCES_KEY, stored),
  });
}

/** A new notification arrived (the realtime `in-app-notification`): the exact count, then every list again. */
export function refreshAfterNewNotification(client: QueryClient, unread: number): void {
  client.setQueryData<number>(UNREAD_KEY, unread);
  void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}
