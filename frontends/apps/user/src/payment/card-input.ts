import { CARD_NAME_MAX_LENGTH, PaymentTexts } from '@helpwire/contracts';
import { z } from 'zod';

/**
 * The sandbox card form's input rules, checked in the browser before anything is sent: the number
 * (grouped as typed, Luhn), the expiry (MM / YY, not in the past), the CVC (3 digits, 4 for American
 * Express). The server checks them again and answers by reason code.
 */

export const MAX_CARD_DIGITS = 19;

/** Texts of the card form checked in the browser only (the server checks the same again). */
export const CardFormTexts = {
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Enter the expiry date as MM / YY',
  cvcRequired: 'Security code is required',
} as const;

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** The digits in the groups printed on the card: 4-6-5 for American Express, fours otherwise. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, MAX_CARD_DIGITS);
  const groups = isAmex(digits) ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)] : (digits.match(/.{1,4}/g) ?? []);
  return groups.filter(Boolean).join(' ');
}

/** "MM / YY" as typed: a first digit above 1 is a one-digit month ("4" → "04"). */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The Luhn check every card number passes (a mistyped digit fails it). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(month: number, year: number, now = new Date()): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  makeDefault: boolean;
}

export const EMPTY_CARD_FORM: CardFormValues = { cardNumber: '', expiry: '', cvc: '', name: '', makeDefault: false };

export const cardFormSchema = z
  .object({
    cardNumber: z
      .string()
      .transform(digitsOf)
      .pipe(
        z
          .string()
          .min(1, PaymentTexts.cardNumberRequired)
          .regex(/^\d{12,19}$/, PaymentTexts.cardNumberFormat)
          .refine(passesLuhn, PaymentTexts.badNumber),
      ),
    expiry: z
      .string()
      .trim()
      .min(1, CardFormTexts.expiryRequired)
      .regex(/^\d{2} ?\/ ?\d{2}$/, CardFormTexts.expiryFormat)
      .transform((value) => ({ expMonth: Number(value.slice(0, 2)), expYear: 2000 + Number(value.slice(-2)) }))
      .refine(({ expMonth }) => expMonth >= 1 && expMonth <= 12, PaymentTexts.expMonthInvalid)
      .refine(({ expMonth, expYear }) => !isExpired(expMonth, expYear), PaymentTexts.cardExpired),
    cvc: z
      .string()
      .trim()
      .min(1, CardFormTexts.cvcRequired)
      .regex(/^\d{3,4}$/, PaymentTexts.cvcInvalid),
    name: z.string().trim().max(CARD_NAME_MAX_LENGTH, PaymentTexts.nameTooLong),
    makeDefault: z.boolean(),
  })
  .superRefine((card, context) => {
    if (card.cvc.length !== (isAmex(card.cardNumber) ? 4 : 3)) context.addIssue({ code: 'custom', path: ['cvc'], message: PaymentTexts.badCvc });
  })
  .transform(({ cardNumber, expiry, cvc, name, makeDefault }) => ({ card: { cardNumber, ...expiry, cvc, ...(name ? { name } : {}) }, makeDefault }));

export type CardFormResult = z.output<typeof cardFormSchema>;
