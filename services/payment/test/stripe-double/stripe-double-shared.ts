import { randomBytes } from 'node:crypto';

/** What the double keeps and answers: a Stripe object (fields starting with `_` are the double's own, never sent). */
export type StripeObject = Record<string, unknown> & { id: string };

/** One request as the double received it (tests read them to check what the service sent). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** The card side's objects the Billing part of the double reads and charges (the double itself). */
export interface DoubleCardStores {
  readonly customers: Map<string, StripeObject>;
  readonly paymentMethods: Map<string, StripeObject & { behaviour: string }>;
  readonly paymentIntents: Map<string, StripeObject>;
}

/** A Stripe error answer: its HTTP status and the `error` envelope's fields. */
export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeHttpError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

export const invalidRequest = (message: string, extra: Record<string, unknown> = {}) =>
  new StripeHttpError(400, { type: 'invalid_request_error', message, ...extra });

/** Stripe's form encoding (`a[b]=1&c[0]=x`) back into an object. */
export function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

/** A form-encoded list (`expand[0]=a&expand[1]=b`, parsed as {0: 'a', 1: 'b'}) as an array. */
export const listOf = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value as Record<string, string>) : []);

export const now = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The object as Stripe would send it: without the double's own `_` fields. */
export function visible<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as T;
}

/**
 * What one attempt to charge a test card does (docs.stripe.com/testing): succeeds, waits for the
 * cardholder (on-session 3-D Secure), or fails with Stripe's card error.
 */
export function chargeOutcome(behaviour: string, offSession: boolean): 'succeeded' | 'requires_action' | Record<string, unknown> {
  if (behaviour === 'declined' || behaviour === 'chargeDeclined')
    return { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
  if (!offSession && (behaviour === 'alwaysAuthenticate' || behaviour === 'authOnSessionOnly')) return 'requires_action';
  if (behaviour === 'alwaysAuthenticate')
    return {
      type: 'card_error',
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    };
  return 'succeeded';
}
