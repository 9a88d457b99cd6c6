import { PaymentTexts } from '@helpwire/contracts';
import { AppError, type Money } from '@helpwire/service-kit';
import type Stripe from 'stripe';
import { authenticationRequired, cardDeclined, providerUnavailable } from './card-provider-errors';
import type {
  CardProvider,
  Idempotent,
  PaymentIntentStatus,
  ProviderCard,
  ProviderPaymentIntent,
  ProviderRefund,
  ProviderSetupIntent,
  SetupIntentStatus,
} from './card-provider';
import { fromStripeAmount, toStripeAmount, toStripeCurrency } from './stripe-amount';

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

function toSetupIntent(intent: Stripe.SetupIntent): ProviderSetupIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    customerId: idOf(intent.customer) ?? '',
    status: intent.status as SetupIntentStatus,
    paymentMethodId: idOf(intent.payment_method),
  };
}

export function toProviderCard(method: Stripe.PaymentMethod): ProviderCard | null {
  if (!method.card) return null;
  return {
    paymentMethodId: method.id,
    customerId: idOf(method.customer),
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

function toPaymentIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: intent.id,
    status: intent.status as PaymentIntentStatus,
    amount: fromStripeAmount(intent.amount, intent.currency),
    amountReceived: fromStripeAmount(intent.amount_received, intent.currency),
    clientSecret: intent.client_secret ?? undefined,
  };
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  const type = (error as { type?: unknown } | null)?.type;
  return error instanceof Error && typeof type === 'string' && type.startsWith('Stripe');
}

/** Stripe's failures in our words: declines and authentication by code, outages as UNAVAILABLE. */
export function translate(error: unknown): unknown {
  if (!isStripeError(error)) return error;
  if (error.code === 'authentication_required') return authenticationRequired();
  if (error.type === 'StripeCardError') return cardDeclined();
  if (error.type === 'StripeConnectionError' || error.type === 'StripeAPIError' || error.type === 'StripeRateLimitError') return providerUnavailable();
  if (error.code === 'payment_method_invalid_parameter') return new AppError('NOT_FOUND', PaymentTexts.cardNotFound, 'PAYMENT_CARD_NOT_FOUND');
  if (error.code === 'resource_missing') return new AppError('NOT_FOUND', PaymentTexts.paymentNotFound, 'PAYMENT_INTENT_NOT_FOUND');
  if (error.code === 'payment_intent_unexpected_state' || error.code === 'charge_already_refunded' || error.code === 'amount_too_large') {
    return new AppError('FAILED_PRECONDITION', PaymentTexts.paymentInvalidState, 'PAYMENT_INTENT_INVALID_STATE');
  }
  return error;
}

async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translate(error);
  }
}

/** Null for an id Stripe does not know (404 resource_missing). */
async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isStripeError(error) && error.statusCode === 404) return null;
    throw translate(error);
  }
}

/**
 * Cards on Stripe: one Customer per account, SetupIntents for off-session use, and holds captured
 * or released later. Stripe's customer default applies only to invoices, so every charge names
 * `customer` and `payment_method` itself. Every write carries the caller's idempotency key.
 */
export class StripeCardProvider implements CardProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async createCustomer({ accountId, idempotencyKey }: Idempotent & { accountId: string }): Promise<string> {
    const customer = await stripeCall(() => this.stripe.customers.create({ metadata: { account_id: accountId } }, { idempotencyKey }));
    return customer.id;
  }

  async createSetupIntent({ customerId, accountId, idempotencyKey }: Idempotent & { customerId: string; accountId: string }): Promise<ProviderSetupIntent> {
    const intent = await stripeCall(() =>
      this.stripe.setupIntents.create({ customer: customerId, usage: 'off_session', metadata: { account_id: accountId } }, { idempotencyKey }),
    );
    return toSetupIntent(intent);
  }

  async retrieveSetupIntent(setupIntentId: string): Promise<ProviderSetupIntent | null> {
    const intent = await orNull(() => this.stripe.setupIntents.retrieve(setupIntentId));
    return intent ? toSetupIntent(intent) : null;
  }

  async listCards(customerId: string): Promise<ProviderCard[]> {
    const cards: ProviderCard[] = [];
    await stripeCall(() =>
      this.stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }).autoPagingEach((method) => {
        const card = toProviderCard(method);
        if (card) cards.push(card);
      }),
    );
    return cards;
  }

  async retrieveCard(paymentMethodId: string): Promise<ProviderCard | null> {
    const method = await orNull(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    return method ? toProviderCard(method) : null;
  }

  async detachCard({ paymentMethodId, idempotencyKey }: Idempotent & { paymentMethodId: string }): Promise<void> {
    const detached = await orNull(() => this.stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey }));
    void detached; // Already gone at Stripe is as good as detached.
  }

  async authorizeHold({
    customerId,
    paymentMethodId,
    amount,
    description,
    idempotencyKey,
  }: Idempotent & { customerId: string; paymentMethodId: string; amount: Money; description: string }): Promise<ProviderPaymentIntent> {
    const intent = await stripeCall(() =>
      this.stripe.paymentIntents.create(
        {
          amount: toStripeAmount(amount),
          currency: toStripeCurrency(amount),
          customer: customerId,
          payment_method: paymentMethodId,
          capture_method: 'manual',
          confirm: true,
          off_session: true,
          description,
        },
        { idempotencyKey },
      ),
    );
    return toPaymentIntent(intent);
  }

  async authorizeHoldOnSession({
    customerId,
    paymentMethodId,
    amount,
    description,
    idempotencyKey,
  }: Idempotent & { customerId: string; paymentMethodId: string; amount: Money; description: string }): Promise<ProviderPaymentIntent> {
    // No off_session: the cardholder is present, so a bank's 3-D Secure request answers requires_action
    // (finished in the browser with Stripe.js) instead of failing with authentication_required.
    const intent = await stripeCall(() =>
      this.stripe.paymentIntents.create(
        {
          amount: toStripeAmount(amount),
          currency: toStripeCurrency(amount),
          customer: customerId,
          payment_method: paymentMethodId,
          capture_method: 'manual',
          confirm: true,
          use_stripe_sdk: true,
          description,
        },
        { idempotencyKey },
      ),
    );
    return toPaymentIntent(intent);
  }

  async retrievePaymentIntent(paymentIntentId: string): Promise<ProviderPaymentIntent | null> {
    const intent = await orNull(() => this.stripe.paymentIntents.retrieve(paymentIntentId));
    return intent ? toPaymentIntent(intent) : null;
  }

  async capture({ paymentIntentId, amount, idempotencyKey }: Idempotent & { paymentIntentId: string; amount?: Money }): Promise<ProviderPaymentIntent> {
    const intent = await stripeCall(() =>
      this.stripe.paymentIntents.capture(paymentIntentId, amount ? { amount_to_capture: toStripeAmount(amount) } : {}, { idempotencyKey }),
    );
    return toPaymentIntent(intent);
  }

  async cancel({ paymentIntentId, idempotencyKey }: Idempotent & { paymentIntentId: string }): Promise<ProviderPaymentIntent> {
    const intent = await stripeCall(() => this.stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey }));
    return toPaymentIntent(intent);
  }

  async refund({ paymentIntentId, amount, idempotencyKey }: Idempotent & { paymentIntentId: string; amount?: Money }): Promise<ProviderRefund> {
    const refund = await stripeCall(() =>
      this.stripe.refunds.create({ payment_intent: paymentIntentId, ...(amount ? { amount: toStripeAmount(amount) } : {}) }, { idempotencyKey }),
    );
    return { id: refund.id, paymentIntentId, amount: fromStripeAmount(refund.amount, refund.currency), status: refund.status ?? 'pending' };
  }
}
