import { CreditCard } from 'lucide-react';

/** The brand names as the card networks write them (the same in every language). */
const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

export const brandName = (brand: string): string | undefined => BRAND_NAMES[brand];

/** A small drawing of the card's brand (inline SVG, nothing fetched); decorative: the brand is written beside it. */
export function BrandMark({ brand }: { brand: string }) {
  return (
    <span className="hw-brand" data-brand={brand} aria-hidden>
      {brand === 'visa' ? (
        <svg viewBox="0 0 48 32" width="48" height="32">
          <text x="24" y="21" textAnchor="middle" fontSize="14" fontWeight="800" fontStyle="italic" fill="#1a1f71" fontFamily="Arial, sans-serif">
            VISA
          </text>
        </svg>
      ) : brand === 'mastercard' ? (
        <svg viewBox="0 0 48 32" width="48" height="32">
          <circle cx="19" cy="16" r="9" fill="#eb001b" />
          <circle cx="29" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      ) : brand === 'amex' ? (
        <svg viewBox="0 0 48 32" width="48" height="32">
          <rect x="4" y="6" width="40" height="20" rx="3" fill="#2e77bc" />
          <text x="24" y="20" textAnchor="middle" fontSize="9" fontWeight="800" fill="#fff" fontFamily="Arial, sans-serif">
            AMEX
          </text>
        </svg>
      ) : (
        <CreditCard size={24} />
      )}
    </span>
  );
}
