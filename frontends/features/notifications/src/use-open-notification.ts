import type { Notification } from '@helpwire/contracts';
import { toast } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { useNavigate } from '@helpwire/libs/router';
import { useCallback } from 'react';
import { useMarkRead } from './notification-api';
import { inAppLink } from './notification-text';
import { NOTIFICATIONS_NAMESPACE } from './texts';

/**
 * A click on a notification (spec §4): an unread one turns read at once and the server is told;
 * its link, when it has one, opens in the app (client-side). Answers whether a link opened.
 */
export function useOpenNotification(): (notification: Notification) => boolean {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const { mutate } = markRead;
  return useCallback(
    (notification: Notification) => {
      if (!notification.read) mutate(notification.id, { onError: () => toast.error(t('markFailed')) });
      const link = inAppLink(notification);
      if (link) void navigate(link);
      return link !== null;
    },
    [mutate, navigate, t],
  );
}
