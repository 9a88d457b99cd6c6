import { absoluteLink } from './notification-link';
import type { RenderedNotification } from '../../ports/delivery-senders';

/**
 * One SMS segment: 160 characters of the GSM 7-bit alphabet, or 70 UTF-16 units when any character
 * is outside it (Arabic, emoji …; UCS-2). Longer texts are split and billed per 153 / 67.
 */
export const SMS_SEGMENT = { gsm: 160, ucs2: 70 } as const;

const gsmBasic = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
/** Characters of the GSM extension table: each takes two septets (an escape and itself). */
const gsmExtension = new Set('^{}\\[~]|€\f');

function isGsm(text: string): boolean {
  for (const char of text) if (!gsmBasic.has(char) && !gsmExtension.has(char)) return false;
  return true;
}

/** What a text costs in its encoding: septets for GSM, UTF-16 units for UCS-2. */
function cost(text: string, gsm: boolean): number {
  if (!gsm) return text.length;
  let septets = 0;
  for (const char of text) septets += gsmExtension.has(char) ? 2 : 1;
  return septets;
}

/** True when the text goes in one segment. */
export function fitsOneSegment(text: string): boolean {
  const gsm = isGsm(text);
  return cost(text, gsm) <= (gsm ? SMS_SEGMENT.gsm : SMS_SEGMENT.ucs2);
}

/** The longest start of `text` costing at most `budget`, cut at a word when one ends near the cut; whole characters only. */
function cutTo(text: string, budget: number, gsm: boolean): string {
  let kept = '';
  for (const char of text) {
    if (cost(kept + char, gsm) > budget) break;
    kept += char;
  }
  const lastSpace = kept.lastIndexOf(' ');
  const atWord = kept.length < text.length && lastSpace > 0 && kept.length - lastSpace <= 12 ? kept.slice(0, lastSpace) : kept;
  return atWord.trimEnd();
}

/**
 * The SMS of a notification: its title on one line, then the link as an absolute URL on `appUrl`,
 * within one segment. A title too long for it is shortened at a word with an ellipsis ("..." in
 * GSM texts, where "…" would force UCS-2); the link is never cut.
 */
export function smsText(notification: Pick<RenderedNotification, 'title' | 'link'>, appUrl: string): string {
  const title = notification.title.replace(/\s+/g, ' ').trim();
  const link = absoluteLink(notification.link, appUrl);
  const whole = link ? `${title}\n${link}` : title;
  if (fitsOneSegment(whole)) return whole;
  const gsm = isGsm(whole);
  const limit = gsm ? SMS_SEGMENT.gsm : SMS_SEGMENT.ucs2;
  const ellipsis = gsm ? '...' : '…';
  const room = limit - cost(ellipsis, gsm) - (link ? cost(`\n${link}`, gsm) : 0);
  // A link that leaves no room for a readable title: the title alone (shortened) is worth more.
  if (link && room < 12) return `${cutTo(title, limit - cost(ellipsis, gsm), gsm)}${ellipsis}`;
  return `${cutTo(title, room, gsm)}${ellipsis}${link ? `\n${link}` : ''}`;
}
