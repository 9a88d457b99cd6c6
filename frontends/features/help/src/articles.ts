import { EARNINGS_HOLD_HOURS, FLAT_CALL_CENTS, FLAT_CALL_MAX_MINUTES, HOLD_MINUTES, TAB_LIMIT_CENTS, TAB_MAX_AGE_DAYS } from '@helpwire/contracts/call-pricing';

export type HelpRole = 'USER' | 'HELPER';

/** The articles each role's help centre holds, most asked first; each is `articles.<id>` in the texts and `#<id>` in a link. */
export const ARTICLES: Record<HelpRole, readonly string[]> = {
  USER: ['billing', 'calls', 'recordings', 'disputes'],
  HELPER: ['approval', 'calls', 'withdrawals', 'recordings', 'disputesHelper'],
};

/** The figures the articles quote, from the rules the product applies (so a text never says another number). */
export function articleFigures(formatPrice: (cents: number) => string) {
  return {
    flat: formatPrice(FLAT_CALL_CENTS),
    flatMinutes: FLAT_CALL_MAX_MINUTES,
    holdMinutes: HOLD_MINUTES,
    limit: formatPrice(TAB_LIMIT_CENTS),
    days: TAB_MAX_AGE_DAYS,
    hours: EARNINGS_HOLD_HOURS,
  };
}
