import { PaymentTexts } from '@helpwire/contracts';
import type { payment } from '@helpwire/proto';
import { AppError } from '@helpwire/service-kit';
import type Stripe from 'stripe';
import { accountOfCustomer, changeAccountCards, deleteCard, findCardByPaymentMethod, mirrorCard } from '../store/card-store';
import { markWebhookEventProcessed, recordWebhookEvent } from '../store/card-webhook-store';
import type { CardDeps, SubscriptionDeps } from './deps';
import { syncSubscription } from './sync-subscription';

const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);

/**
 * Brings the mirror of one payment method in line with Stripe as it is now (not as the event
 * says), so events arriving late or out of order still end right: attached to one of our
 * customers → mirrored for that account; detached or gone → removed.
 */
async function refreshMirror(deps: CardDeps, paymentMethodId: string): Promise<void> {
  const card = await deps.cards.retrieveCard(paymentMethodId);
  const accountId = card?.customerId ? await accountOfCustomer(deps.db, deps.cards.name, card.customerId) : undefined;
  if (card && accountId) {
    await changeAccountCards(deps.db, accountId, deps.cards.name, (tx) => mirrorCard(tx, accountId, deps.cards.name, card));
    return;
  }
  // Detached or gone at Stripe: drop our mirror, wherever it is.
  const mirrored = await findCardByPaymentMethod(deps.db, deps.cards.name, paymentMethodId);
  if (mirrored) await changeAccountCards(deps.db, mirrored.accountId, deps.cards.name, (tx) => deleteCard(tx, mirrored.id));
}

/** The subscription an invoice belongs to (the API's newer `parent.subscription_details`, or the older `subscription`). */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const older = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? older);
}

/**
 * Storage subscriptions (decision 0085): an invoice.* or customer.subscription.* event only says
 * when to look; the subscription and its latest invoice are read back from Stripe and our rows
 * brought in line (late, repeated or out-of-order events end right).
 */
async function syncFromEvent(deps: CardDeps | SubscriptionDeps, event: Stripe.Event): Promise<boolean> {
  if (!('billing' in deps)) return false;
  let subscriptionId: string | null = null;
  if (event.type.startsWith('invoice.')) subscriptionId = subscriptionOfInvoice(event.data.object as Stripe.Invoice);
  else if (event.type.startsWith('customer.subscription.')) subscriptionId = (event.data.object as Stripe.Subscription).id;
  else return false;
  if (subscriptionId) await syncSubscription(deps, { providerSubscriptionId: subscriptionId });
  return true;
}

async function act(deps: CardDeps | SubscriptionDeps, event: Stripe.Event): Promise<void> {
  if (await syncFromEvent(deps, event)) return;
  switch (event.type) {
    case 'setup_intent.succeeded': {
      const paymentMethodId = idOf(event.data.object.payment_method);
      if (paymentMethodId) await refreshMirror(deps, paymentMethodId);
      return;
    }
    case 'payment_method.attached':
    case 'payment_method.detached':
      await refreshMirror(deps, event.data.object.id);
      return;
    default:
      // Other events are stored (for audit) and not acted on.
      return;
  }
}

/**
 * POST /payment/webhook: verified against the raw body with the signing secret, stored before it
 * is acted on, and acted on once per event id (Stripe retries and replays answer "already processed").
 */
export async function handleStripeWebhook(
  deps: CardDeps | SubscriptionDeps,
  request: payment.HandleStripeWebhookRequest,
): Promise<payment.HandleStripeWebhookResponse> {
  if (!deps.stripeWebhooks) throw new AppError('INVALID_ARGUMENT', PaymentTexts.webhookSignatureInvalid, 'PAYMENT_WEBHOOK_SIGNATURE_INVALID');
  const event = deps.stripeWebhooks.verify(Buffer.from(request.payload), request.signature);
  const fresh = await recordWebhookEvent(deps.db, { id: event.id, type: event.type, payload: event });
  if (!fresh) return { eventId: event.id, processed: false };
  await act(deps, event);
  await markWebhookEventProcessed(deps.db, event.id);
  return { eventId: event.id, processed: true };
}
