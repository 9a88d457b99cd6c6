import type { Notification } from '@helpwire/contracts';
import { useTranslation } from '@helpwire/libs/i18n';
import type { KeyboardEvent } from 'react';
import { sanitizeBody, translationFor } from './notification-text';
import { formatWhen } from './notification-time';
import { NOTIFICATIONS_NAMESPACE } from './texts';

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * One notification, in the bell and on the pages: the reader's translation (English when there is
 * none), the body's sanitised HTML, when it came; unread ones bold with a marker (spec §4). The
 * whole item is one button: a click marks it read and opens its link.
 */
export function NotificationItem({ notification, onOpen, onKeyDown }: NotificationItemProps) {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const language = i18n.language || 'en';
  const text = translationFor(notification, language);
  const unread = !notification.read;
  return (
    <li className={`hw-notice${unread ? ' hw-notice--unread' : ''}`} data-notification={notification.id} data-read={notification.read}>
      <button type="button" className="hw-notice__button" data-notice-focus onClick={() => onOpen(notification)} onKeyDown={onKeyDown} lang={text?.language}>
        <span className="hw-notice__marker" aria-hidden />
        <span className="hw-notice__text">
          <span className="hw-notice__title">
            {text?.title}
            {unread && <span className="hw-visually-hidden">{` (${t('unread')})`}</span>}
          </span>
          {text?.body && <span className="hw-notice__body" dangerouslySetInnerHTML={{ __html: sanitizeBody(text.body) }} />}
          <time className="hw-notice__time" dateTime={notification.createdAt} lang={language}>
            {formatWhen(notification.createdAt, language)}
          </time>
        </span>
      </button>
    </li>
  );
}
