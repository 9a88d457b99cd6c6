import { balanceOf, brokenFlag, ZERO_TOTALS } from './account-totals';
import { accountKindsOf, ACCOUNT_KIND_RULES } from './account-kinds';

describe('account totals and balances', () => {
  it('reads a credit-normal account as credits − debits, with pending debits taken from what is available', () => {
    const b = balanceOf('HELPER_EARNINGS_AVAILABLE', { debitsPending: 200n, debitsPosted: 300n, creditsPending: 50n, creditsPosted: 1000n }, 'USD');
    expect([b.posted.amountMinor, b.available.amountMinor, b.posted.currency]).toEqual([700n, 500n, 'USD']);
  });

  it('reads a debit-normal account as debits − credits', () => {
    const b = balanceOf('USER_CARD_CLEARING', { debitsPending: 10n, debitsPosted: 300n, creditsPending: 40n, creditsPosted: 100n }, 'USD');
    expect([b.posted.amountMinor, b.available.amountMinor]).toEqual([200n, 160n]);
  });

  it('names the flag a set of totals breaks', () => {
    const floored = ACCOUNT_KIND_RULES.HELPER_EARNINGS_AVAILABLE;
    expect(brokenFlag({ ...ZERO_TOTALS, creditsPosted: 10n, debitsPosted: 10n }, floored)).toBeNull();
    expect(brokenFlag({ ...ZERO_TOTALS, creditsPosted: 10n, debitsPosted: 10n, debitsPending: 1n }, floored)).toBe('DEBITS_EXCEED_CREDITS');
    expect(brokenFlag({ ...ZERO_TOTALS, creditsPending: 1n }, ACCOUNT_KIND_RULES.PLATFORM_FEES)).toBe('CREDITS_EXCEED_DEBITS');
    expect(brokenFlag({ ...ZERO_TOTALS, debitsPosted: 1n }, ACCOUNT_KIND_RULES.USER_CARD_CLEARING)).toBeNull();
  });

  it('gives each owner type its accounts', () => {
    expect(accountKindsOf('USER')).toEqual(['USER_CARD_CLEARING', 'USER_TAB']);
    expect(accountKindsOf('HELPER')).toEqual(['HELPER_EARNINGS_PENDING', 'HELPER_EARNINGS_AVAILABLE', 'HELPER_WITHDRAWAL_HOLD']);
    expect(accountKindsOf('PLATFORM')).toEqual(['PLATFORM_REVENUE', 'PLATFORM_FEES', 'PLATFORM_PAYOUTS']);
  });
});
