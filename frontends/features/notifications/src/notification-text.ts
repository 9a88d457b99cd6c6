import type { Notification, NotificationTranslation } from '@helpwire/contracts';
import DOMPurify from 'dompurify';

/**
 * The translation of the reader's language (spec §3: a notification carries at least en and ar):
 * the exact language, then its base ("ar" for "ar-EG"), then English, then whatever came first.
 */
export function translationFor(notification: Pick<Notification, 'translations'>, language: string): NotificationTranslation | undefined {
  const { translations } = notification;
  const base = language.split('-')[0];
  return (
    translations.find((item) => item.language === language) ??
    translations.find((item) => item.language.split('-')[0] === base) ??
    translations.find((item) => item.language === 'en') ??
    translations[0]
  );
}

/**
 * Phrasing markup only: the body is shown inside the item's button, where links, paragraphs and
 * lists would be invalid (and a link inside the item would fight the item's own link). Their text stays.
 */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'small', 'mark', 'code'];

/**
 * The body's HTML, sanitised in the browser as well as on the server (issue 14): phrasing tags, no
 * attributes, nothing that runs. Anything else is dropped, keeping its text.
 */
export function sanitizeBody(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true });
}

/** The in-app route a click opens, or null: only a path of this site ("/…", not "//host"). */
export function inAppLink(notification: Pick<Notification, 'identify'>): string | null {
  const link = notification.identify.link;
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}
