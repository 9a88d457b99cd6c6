import { NOTIFICATION_BODY_MAX_CHARS, NOTIFICATION_TITLE_MAX_CHARS, type NotificationKind, type NotificationTranslation } from '@helpwire/contracts';
import type { NotificationFact } from './notification-facts';
import { linkOf } from './notification-links';
import { NOTIFICATION_LANGUAGES, textIn, type NotificationLanguage } from './notification-texts';
import { sanitizeBody } from './sanitize-body';

export interface ComposedNotification {
  kind: NotificationKind;
  /** Every language, the recipient's first. */
  translations: NotificationTranslation[];
  link?: string;
}

/** The languages in the order a recipient reads them: theirs first (English when theirs is not written). */
export function languagesFor(language: string): NotificationLanguage[] {
  const first = (NOTIFICATION_LANGUAGES as readonly string[]).includes(language) ? (language as NotificationLanguage) : 'en';
  return [first, ...NOTIFICATION_LANGUAGES.filter((l) => l !== first)];
}

/** A notification as it is stored: texts in every language (bodies sanitised), the recipient's language first, and its link. */
export function composeNotification(fact: NotificationFact, recipientLanguage: string): ComposedNotification {
  const translations = languagesFor(recipientLanguage).map((language) => {
    const text = textIn(language, fact);
    return { language, title: text.title.slice(0, NOTIFICATION_TITLE_MAX_CHARS), body: sanitizeBody(text.body.slice(0, NOTIFICATION_BODY_MAX_CHARS)) };
  });
  return { kind: fact.kind, translations, link: linkOf(fact) };
}
