/** The ledger's only currency for now (spec: prices in USD). */
export const LEDGER_CURRENCY = 'USD';

export const OWNER_TYPES = ['USER', 'HELPER', 'PLATFORM'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

/** The platform's accounts have this owner id. */
export const PLATFORM_OWNER_ID = 'platform';

export const ACCOUNT_KINDS = [
  'USER_CARD_CLEARING',
  'HELPER_EARNINGS_PENDING',
  'HELPER_EARNINGS_AVAILABLE',
  'HELPER_WITHDRAWAL_HOLD',
  'PLATFORM_REVENUE',
  'PLATFORM_FEES',
  'USER_TAB',
  'PLATFORM_PAYOUTS',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export interface AccountFlags {
  /** debits pending + debits posted ≤ credits posted: the balance never goes below 0 (a floor). */
  debitsMustNotExceedCredits: boolean;
  /** credits pending + credits posted ≤ debits posted. */
  creditsMustNotExceedDebits: boolean;
}

interface KindRule extends AccountFlags {
  owner: OwnerType;
  /** The side the account's balance normally grows on. */
  normal: 'DEBIT' | 'CREDIT';
}

/**
 * What each kind of account is (decision 0021): a user's card clearing is the counter-account of
 * money arriving from the card network (debit-normal, no floor); a helper's accounts and platform
 * revenue hold money owed to someone (credit-normal, never below 0); platform fees are an expense
 * (debit-normal, its credits never exceed its debits). A user's tab is a receivable: calls debit it,
 * a tab charge or a refund credits it, never beyond what is owed; platform payouts is the
 * counter-account of money sent to helpers' banks (decision 0032).
 */
export const ACCOUNT_KIND_RULES: Readonly<Record<AccountKind, KindRule>> = {
  USER_CARD_CLEARING: { owner: 'USER', normal: 'DEBIT', debitsMustNotExceedCredits: false, creditsMustNotExceedDebits: false },
  HELPER_EARNINGS_PENDING: { owner: 'HELPER', normal: 'CREDIT', debitsMustNotExceedCredits: true, creditsMustNotExceedDebits: false },
  HELPER_EARNINGS_AVAILABLE: { owner: 'HELPER', normal: 'CREDIT', debitsMustNotExceedCredits: true, creditsMustNotExceedDebits: false },
  HELPER_WITHDRAWAL_HOLD: { owner: 'HELPER', normal: 'CREDIT', debitsMustNotExceedCredits: true, creditsMustNotExceedDebits: false },
  PLATFORM_REVENUE: { owner: 'PLATFORM', normal: 'CREDIT', debitsMustNotExceedCredits: true, creditsMustNotExceedDebits: false },
  PLATFORM_FEES: { owner: 'PLATFORM', normal: 'DEBIT', debitsMustNotExceedCredits: false, creditsMustNotExceedDebits: true },
  USER_TAB: { owner: 'USER', normal: 'DEBIT', debitsMustNotExceedCredits: false, creditsMustNotExceedDebits: true },
  PLATFORM_PAYOUTS: { owner: 'PLATFORM', normal: 'CREDIT', debitsMustNotExceedCredits: false, creditsMustNotExceedDebits: false },
};

/** The kinds of account an owner of this type has. */
export function accountKindsOf(ownerType: OwnerType): AccountKind[] {
  return ACCOUNT_KINDS.filter((kind) => ACCOUNT_KIND_RULES[kind].owner === ownerType);
}

export function isAccountKind(kind: string): kind is AccountKind {
  return (ACCOUNT_KINDS as readonly string[]).includes(kind);
}
