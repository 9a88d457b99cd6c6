import type { Card } from '@helpwire/contracts';
import { cardStanding } from './card-standing';

const card = (expMonth: number, expYear: number, isDefault = true): Card => ({
  id: `c${expMonth}${expYear}`,
  brand: 'visa',
  last4: '4242',
  expMonth,
  expYear,
  isDefault,
});
const on = new Date('2026-12-07T10:00:00Z');

describe('cardStanding', () => {
  it('asks for a card when there is none, and for a default when no card is the default', () => {
    expect(cardStanding([], on)).toEqual({ kind: 'none' });
    expect(cardStanding([card(1, 2030, false)], on)).toEqual({ kind: 'no-default' });
  });

  it('says a default card expired once its month is over', () => {
    expect(cardStanding([card(11, 2026)], on)).toMatchObject({ kind: 'expired' });
    expect(cardStanding([card(12, 2025)], on)).toMatchObject({ kind: 'expired' });
  });

  it('warns in the card’s last month and the month before, across the new year', () => {
    expect(cardStanding([card(12, 2026)], on)).toMatchObject({ kind: 'expiring', card: { expMonth: 12 } });
    expect(cardStanding([card(1, 2027)], on)).toMatchObject({ kind: 'expiring', card: { expYear: 2027 } });
    expect(cardStanding([card(2, 2027)], on)).toEqual({ kind: 'ok' });
  });

  it('reads the default card, not the first one', () => {
    expect(cardStanding([card(1, 2020, false), card(5, 2030)], on)).toEqual({ kind: 'ok' });
  });
});
