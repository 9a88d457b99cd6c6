import { Money } from '@helpwire/service-kit';
import { ACCOUNT_KIND_RULES, type AccountFlags, type AccountKind } from './account-kinds';

/** An account's four running totals in minor units, as TigerBeetle keeps them. */
export interface AccountTotals {
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
}

export const ZERO_TOTALS: AccountTotals = Object.freeze({ debitsPending: 0n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 0n });

/** Which flag the totals break, or null when they keep the account's floors. */
export function brokenFlag(totals: AccountTotals, flags: AccountFlags): 'DEBITS_EXCEED_CREDITS' | 'CREDITS_EXCEED_DEBITS' | null {
  if (flags.debitsMustNotExceedCredits && totals.debitsPending + totals.debitsPosted > totals.creditsPosted) return 'DEBITS_EXCEED_CREDITS';
  if (flags.creditsMustNotExceedDebits && totals.creditsPending + totals.creditsPosted > totals.debitsPosted) return 'CREDITS_EXCEED_DEBITS';
  return null;
}

export interface AccountBalance {
  /** Posted balance on the account's normal side. */
  posted: Money;
  /** What may still leave the account: posted minus the pending amounts that would take from it. */
  available: Money;
}

/** The balance of an account of this kind, read on its normal side. */
export function balanceOf(kind: AccountKind, totals: AccountTotals, currency: string): AccountBalance {
  if (ACCOUNT_KIND_RULES[kind].normal === 'CREDIT') {
    const posted = totals.creditsPosted - totals.debitsPosted;
    return { posted: Money.of(posted, currency), available: Money.of(posted - totals.debitsPending, currency) };
  }
  const posted = totals.debitsPosted - totals.creditsPosted;
  return { posted: Money.of(posted, currency), available: Money.of(posted - totals.creditsPending, currency) };
}
