import { Button, Card, EmptyState, ListSkeleton, LoadFailed, Pager } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { BellOff, CheckCheck } from 'lucide-react';
import { use, useState } from 'react';
import { NotificationItem } from '../NotificationItem';
import { NotificationPreferencesCard } from './NotificationPreferencesCard';
import { useMarkAllRead, useNotificationPage } from '../notification-api';
import { NOTIFICATIONS_NAMESPACE, notificationTextsReady } from '../texts';
import { useOpenNotification } from '../use-open-notification';
import '../notifications.css';

export interface NotificationsPageProps {
  /** The page's title (the remote's own text). */
  title: string;
}

/**
 * Notifications and preferences (spec §2: the user's /notifications, the helper's
 * /helper/notification): every notification newest first, a page at a time; a click marks one read
 * and opens its link; "mark all as read"; the push, e-mail and SMS switches and this browser's push.
 */
export function NotificationsPage({ title }: NotificationsPageProps) {
  use(notificationTextsReady());
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [page, setPage] = useState(1);
  const list = useNotificationPage(page);
  const markAll = useMarkAllRead();
  const openNotification = useOpenNotification();
  const items = list.data?.items ?? [];
  const meta = list.data?.meta;
  const anyUnread = items.some((item) => !item.read);

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(t('allMarked')),
      onError: () => toast.error(t('markFailed')),
    });

  return (
    <section className="hw-container hw-notices-page" aria-labelledby="hw-notices-title">
      <header className="hw-notices-page__head">
        <div>
          <h1 id="hw-notices-title">{title}</h1>
          <p className="hw-notices-muted">{t('intro')}</p>
        </div>
        <Button variant="ghost" onClick={markAllRead} busy={markAll.isPending} disabled={!anyUnread}>
          <CheckCheck aria-hidden size={18} />
          {t('markAllRead')}
        </Button>
      </header>
      <div className="hw-notices-page__grid">
        <div className="hw-notices-page__main">
          {list.isPending ? (
            <ListSkeleton label={t('loading')} rows={4} height="3.75rem" />
          ) : list.isError ? (
            <LoadFailed text={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <Card>
              <EmptyState icon={<BellOff aria-hidden size={40} />} title={t('empty')} action={<p className="hw-notices-muted">{t('emptyHint')}</p>} />
            </Card>
          ) : (
            <Card className="hw-notices-page__card">
              <ul className="hw-notices" aria-label={title}>
                {items.map((item) => (
                  <NotificationItem key={item.id} notification={item} onOpen={openNotification} />
                ))}
              </ul>
            </Card>
          )}
          {meta && (
            <Pager
              page={page}
              lastPage={meta.lastPage}
              onPage={setPage}
              labels={{ previous: t('previous'), next: t('next'), page: t('page', { page: meta.currentPage, last: meta.lastPage }) }}
            />
          )}
        </div>
        <NotificationPreferencesCard />
      </div>
    </section>
  );
}
