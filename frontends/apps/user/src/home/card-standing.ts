import type { Card } from '@helpwire/contracts';

/** What the home says about the cards calls are charged to. */
export type CardStanding = { kind: 'none' } | { kind: 'no-default' } | { kind: 'expired'; card: Card } | { kind: 'expiring'; card: Card } | { kind: 'ok' };

/**
 * The cards' standing on `now`: no card, no default, a default card that has expired (it works
 * through the last day of its month) or expires this month or next, or nothing to say.
 */
export function cardStanding(cards: readonly Card[], now: Date): CardStanding {
  if (cards.length === 0) return { kind: 'none' };
  const card = cards.find((c) => c.isDefault);
  if (!card) return { kind: 'no-default' };
  // Months since year 0, so that December to January is one month.
  const months = card.expYear * 12 + (card.expMonth - 1) - (now.getUTCFullYear() * 12 + now.getUTCMonth());
  if (months < 0) return { kind: 'expired', card };
  if (months <= 1) return { kind: 'expiring', card };
  return { kind: 'ok' };
}
