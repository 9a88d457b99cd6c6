import { z } from 'zod';

/**
 * Card contracts (spec §2 Payment Methods, §5 Calls, §7 Payment, §8 texts): the saved cards of the
 * signed-in account, the setup flow that adds one (Stripe Elements, or the in-process sandbox that
 * behaves like Stripe's test mode), the default card, and the runtime config the web reads to pick
 * the flow. docs/payment-api.md walks through the calls in order.
 *
 * A card number reaches our servers only in sandbox mode (`sandboxConfirmSetupBody`); it is never
 * stored or logged: a card is only its brand, last 4 digits and expiry.
 */

// ---------------------------------------------------------------------------------------------------------
// Constants

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Stripe's `card.brand` values (the sandbox uses the same); the web shows a logo per brand, a generic one otherwise. */
export const CARD_BRANDS = ['amex', 'diners', 'discover', 'eftpos_au', 'jcb', 'mastercard', 'unionpay', 'visa', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Stripe's documented test cards the sandbox knows (https://docs.stripe.com/testing). Any other number is refused. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002500003155',
  /** Saved fine; every charge is declined (Stripe's 4000 0000 0000 0341): a failed tab charge. */
  chargeDeclined: '4000000000000341',
  /** Asks for 3-D Secure on every payment, off-session too (Stripe's 4000 0027 6000 3184). */
  alwaysAuthenticate: '4000002760003184',
} as const;

export const CARD_NAME_MAX_LENGTH = 100;

// ---------------------------------------------------------------------------------------------------------
// Texts. Those quoted by the spec are verbatim ("Payment Card Not Found.", spec §5 call texts); the card
// errors follow Stripe's own decline messages so both providers read the same.

export const PaymentTexts = {
  // verbatim from the spec
  cardNotFound: 'Payment Card Not Found.',
  selectDefaultCard: 'Please select a default payment method before creating a call.',
  addCardForHelp: 'Please add a payment card to get instant help',
  // success toasts (spec §8 "card removed")
  cardRemoved: 'Card removed successfully',
  defaultCardSet: 'Default card updated successfully',
  cardAdded: 'Card added successfully',
  // card errors (Stripe's wording)
  cardDeclined: 'Your card was declined.',
  cardExpired: 'Your card has expired.',
  badCvc: "Your card's security code is incorrect.",
  badNumber: 'Your card number is incorrect.',
  authenticationRequired: 'This card needs 3-D Secure authentication. Please complete the verification to continue.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  notTestCard: 'Test mode: only test card numbers are accepted (for example 4242 4242 4242 4242). Never enter a real card here.',
  // setup flow
  setupIntentNotFound: 'The card setup was not found. Please start adding the card again.',
  setupNotComplete: 'The card setup is not complete yet.',
  sandboxOnly: 'This step exists only in test mode.',
  webhookSignatureInvalid: 'Invalid webhook signature',
  providerUnavailable: 'The card provider is unavailable. Please try again in a moment.',
  paymentNotFound: 'Payment not found.',
  paymentInvalidState: 'This payment cannot be changed in its current state.',
  callHoldNotFound: 'This call has no payment waiting for your confirmation. Please start the call again.',
  paymentIntentIdRequired: 'Payment id is required',
  callIdRequired: 'Call id is required',
  // validation
  cardIdRequired: 'Card id is required',
  setupIntentIdRequired: 'Setup intent id is required',
  cardNumberRequired: 'Card number is required',
  cardNumberFormat: 'Card number must be 12 to 19 digits',
  expMonthInvalid: 'Expiry month must be from 1 to 12',
  expYearInvalid: 'Expiry year must be a four-digit year',
  cvcInvalid: 'Security code must be 3 or 4 digits',
  nameTooLong: `Name must be at most ${CARD_NAME_MAX_LENGTH} characters`,
  outcomeInvalid: 'Outcome must be approve or fail',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Shapes

/** A saved card, as every card route answers it. `id` is ours (never the provider's payment method id). */
export const cardSchema = z.object({
  id: z.string().describe('Our card id (uuid)'),
  brand: z.string().describe(`Card brand: ${CARD_BRANDS.join(', ')}`),
  last4: z.string().describe('The last 4 digits'),
  expMonth: z.number().int().describe('1–12'),
  expYear: z.number().int().describe('Four digits'),
  isDefault: z.boolean().describe('The card calls are charged to (spec §3: a payment card has a default flag)'),
});
export type Card = z.infer<typeof cardSchema>;

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(255, message);

/** The card a route acts on. */
export const cardIdBody = z.object({ cardId: id(PaymentTexts.cardIdRequired) });

/** POST /payment/create-setup-intent: no fields. */
export const createSetupIntentBody = z.object({});

/** POST /payment/create-setup-intent answers: what the web needs to confirm the card with its provider. */
export const setupIntentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  setupIntentId: z.string().describe('seti_…: sent back to /payment/new-card-set-default (and the sandbox steps)'),
  clientSecret: z.string().describe('For stripe.confirmCardSetup (Stripe); the sandbox steps need it too'),
});
export type SetupIntent = z.infer<typeof setupIntentSchema>;

/** POST /payment/new-card-set-default: the confirmed setup whose card becomes the default. */
export const newCardSetDefaultBody = z.object({ setupIntentId: id(PaymentTexts.setupIntentIdRequired) });

/** POST /payment/set-default-payment-method and /payment/detach-card. */
export const setDefaultPaymentMethodBody = cardIdBody;
export const detachCardBody = cardIdBody;

/** GET /payment/saved-cards: no query; answers `savedCardsSchema` (empty list when none; default first). */
export const savedCardsQuery = z.object({});
export const savedCardsSchema = z.array(cardSchema);

/** /payment/set-default-payment-method, /payment/new-card-set-default and /payment/detach-card answer the new list. */
export const cardListResultSchema = z.object({ card: cardSchema.nullable().describe('The card acted on (null after a detach)'), cards: savedCardsSchema });
export type CardListResult = z.infer<typeof cardListResultSchema>;

// --- sandbox steps (only when runtime config says provider: 'sandbox'; otherwise 403 PAYMENT_SANDBOX_ONLY) ---

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** POST /payment/sandbox/confirm-setup: the sandbox card form (number, expiry, CVC, name). */
export const sandboxConfirmSetupBody = z.object({
  setupIntentId: id(PaymentTexts.setupIntentIdRequired),
  clientSecret: id(PaymentTexts.setupIntentIdRequired),
  cardNumber: z
    .string({ error: PaymentTexts.cardNumberRequired })
    .transform(digits)
    .pipe(
      z
        .string()
        .min(1, PaymentTexts.cardNumberRequired)
        .regex(/^\d{12,19}$/, PaymentTexts.cardNumberFormat),
    ),
  expMonth: z.coerce
    .number({ error: PaymentTexts.expMonthInvalid })
    .int(PaymentTexts.expMonthInvalid)
    .min(1, PaymentTexts.expMonthInvalid)
    .max(12, PaymentTexts.expMonthInvalid),
  expYear: z.coerce
    .number({ error: PaymentTexts.expYearInvalid })
    .int(PaymentTexts.expYearInvalid)
    .min(2000, PaymentTexts.expYearInvalid)
    .max(2099, PaymentTexts.expYearInvalid),
  cvc: z
    .string({ error: PaymentTexts.cvcInvalid })
    .trim()
    .regex(/^\d{3,4}$/, PaymentTexts.cvcInvalid),
  name: z.string().trim().max(CARD_NAME_MAX_LENGTH, PaymentTexts.nameTooLong).optional(),
});

export const SETUP_STATUSES = ['succeeded', 'requires_action'] as const;

/**
 * The confirm answer: `succeeded` (the card is saved; call /payment/new-card-set-default or re-read
 * /payment/saved-cards), or `requires_action` (4000 0025 0000 3155: show the 3-D Secure step, then
 * /payment/sandbox/authenticate). Declined is a 422 (PAYMENT_CARD_DECLINED); expired, bad CVC, bad number
 * and non-test numbers are 400s (PAYMENT_CARD_EXPIRED, PAYMENT_CARD_BAD_CVC, PAYMENT_CARD_BAD_NUMBER,
 * PAYMENT_NOT_TEST_CARD).
 */
export const sandboxSetupResultSchema = z.object({
  setupIntentId: z.string(),
  status: z.enum(SETUP_STATUSES),
  card: cardSchema.nullable().describe('The saved card once succeeded (not yet default)'),
});
export type SandboxSetupResult = z.infer<typeof sandboxSetupResultSchema>;

/** POST /payment/sandbox/authenticate: the simulated 3-D Secure challenge ("Complete" or "Fail" in the test UI). */
export const sandboxAuthenticateBody = z.object({
  setupIntentId: id(PaymentTexts.setupIntentIdRequired),
  clientSecret: id(PaymentTexts.setupIntentIdRequired),
  outcome: z.enum(['approve', 'fail'], { error: PaymentTexts.outcomeInvalid }),
});

/**
 * POST /payment/sandbox/authenticate-payment: the simulated 3-D Secure step of the caller's call
 * hold (decision 0031), with the payment intent and client secret the call-helper answer carried.
 */
export const sandboxAuthenticatePaymentBody = z.object({
  callId: id(PaymentTexts.callIdRequired),
  paymentIntentId: id(PaymentTexts.paymentIntentIdRequired),
  clientSecret: id(PaymentTexts.paymentIntentIdRequired),
  outcome: z.enum(['approve', 'fail'], { error: PaymentTexts.outcomeInvalid }),
});

/** Its answer: held after an approved step, not after a failed one (call-helper again says what next). */
export const sandboxPaymentResultSchema = z.object({ held: z.boolean() });

// --- runtime config ---

/** The `payments` block of /runtime-config.json. */
export const paymentsRuntimeConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** pk_… for Stripe Elements; present only when provider is 'stripe'. */
  publishableKey: z.string().optional(),
});
export type PaymentsRuntimeConfig = z.infer<typeof paymentsRuntimeConfigSchema>;
