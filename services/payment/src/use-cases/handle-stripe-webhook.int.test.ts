import { PaymentTexts } from '@helpwire/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { cardFixture, WEBHOOK_SECRET } from '../../test/card-fixture';
import { webhookEvents } from '../store/card-schema';
import { createSetupIntent } from './create-setup-intent';
import { handleStripeWebhook } from './handle-stripe-webhook';
import { newCardSetDefault } from './set-new-default-card';
import type { BillingProvider } from '../adapters/providers/billing-provider';

const stripe = new Stripe('sk_test_signing_only');
let sequence = 0;

function signed(type: string, object: unknown, secret = WEBHOOK_SECRET) {
  const id = `evt_test_${Date.now()}_${++sequence}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  return { id, request: { payload: Buffer.from(payload), signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) } };
}

describe('Stripe webhooks', () => {
  const f = cardFixture('stripe');

  it('refuses a bad signature (400 PAYMENT_WEBHOOK_SIGNATURE_INVALID) and stores nothing', async () => {
    const forged = signed('payment_method.detached', { id: 'pm_x', object: 'payment_method' }, 'whsec_someoneelse');
    await expect(handleStripeWebhook(f.deps, forged.request)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID',
      message: PaymentTexts.webhookSignatureInvalid,
    });
    const tampered = signed('payment_method.detached', { id: 'pm_x', object: 'payment_method' });
    await expect(
      handleStripeWebhook(f.deps, { ...tampered.request, payload: Buffer.from(tampered.request.payload.toString().replace('pm_x', 'pm_y')) }),
    ).rejects.toMatchObject({ reason: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' });
    expect(await f.database.db.select().from(webhookEvents)).toEqual([]);
  });

  it('setup_intent.succeeded mirrors the card for its account; a replay is stored once and not acted on again', async () => {
    const owner = f.account();
    const { setupIntentId } = await createSetupIntent(f.deps, owner.ctx);
    const intent = f.double.confirmSetupIntent(setupIntentId, '5555555555554444');
    const event = signed('setup_intent.succeeded', intent);
    expect(await handleStripeWebhook(f.deps, event.request)).toEqual({ eventId: event.id, processed: true });
    expect((await f.cardRows()).filter((r) => r.accountId === owner.userId)).toEqual([
      expect.objectContaining({ brand: 'mastercard', last4: '4444', isDefault: false }),
    ]);
    const [stored] = await f.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
    expect(stored).toMatchObject({ type: 'setup_intent.succeeded', processedAt: expect.any(Date) });
    const retrievals = f.double.requests.length;
    expect(await handleStripeWebhook(f.deps, event.request)).toEqual({ eventId: event.id, processed: false });
    expect(f.double.requests.length).toBe(retrievals);
  });

  it('payment_method.detached removes the mirror (even the default); .attached brings a card back', async () => {
    const owner = f.account();
    const setupIntentId = await f.confirmedSetup(owner);
    const card = (await newCardSetDefault(f.deps, { setupIntentId }, owner.ctx)).result!.card!;
    const row = (await f.cardRows()).find((r) => r.id === card.id)!;
    const method = f.double.paymentMethods.get(row.providerPaymentMethodId)!;
    const customer = method.customer as string;
    method.customer = null;
    await handleStripeWebhook(f.deps, signed('payment_method.detached', { ...method }).request);
    expect((await f.cardRows()).filter((r) => r.accountId === owner.userId)).toEqual([]);
    expect(await f.defaultChanges(owner.userId)).toEqual([card.id, null]);
    method.customer = customer;
    await handleStripeWebhook(f.deps, signed('payment_method.attached', { ...method }).request);
    expect((await f.cardRows()).filter((r) => r.accountId === owner.userId)).toEqual([
      expect.objectContaining({ providerPaymentMethodId: method.id, isDefault: false }),
    ]);
  });

  it('a late event does not undo what Stripe now says (the mirror follows Stripe, not the event)', async () => {
    const owner = f.account();
    const setupIntentId = await f.confirmedSetup(owner);
    await newCardSetDefault(f.deps, { setupIntentId }, owner.ctx);
    const row = (await f.cardRows()).find((r) => r.accountId === owner.userId)!;
    const method = f.double.paymentMethods.get(row.providerPaymentMethodId)!;
    // A stale "detached" arrives while the card is attached at Stripe: the card stays.
    await handleStripeWebhook(f.deps, signed('payment_method.detached', { ...method, customer: null }).request);
    expect((await f.cardRows()).filter((r) => r.accountId === owner.userId)).toHaveLength(1);
  });

  it('stores events it does not act on', async () => {
    const event = signed('customer.updated', { id: 'cus_x', object: 'customer' });
    expect(await handleStripeWebhook(f.deps, event.request)).toEqual({ eventId: event.id, processed: true });
    expect(await f.database.db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, event.id))).toHaveLength(1);
  });

  it('invoice.* and customer.subscription.* events only say when to look: the subscription named is read back from billing (decision 0085)', async () => {
    const asked: string[] = [];
    const billing = { name: 'stripe', retrieveSubscription: async (id: string) => (asked.push(id), null) } as unknown as BillingProvider;
    const deps = { ...f.deps, billing };
    const events = [
      signed('invoice.paid', { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: 'sub_new_api' } } }),
      signed('invoice.payment_failed', { id: 'in_2', object: 'invoice', subscription: 'sub_old_api' }),
      signed('customer.subscription.updated', { id: 'sub_updated', object: 'subscription' }),
      signed('customer.subscription.deleted', { id: 'sub_deleted', object: 'subscription' }),
    ];
    for (const event of events) expect(await handleStripeWebhook(deps, event.request)).toEqual({ eventId: event.id, processed: true });
    expect(asked).toEqual(['sub_new_api', 'sub_old_api', 'sub_updated', 'sub_deleted']);
  });
});

describe('Stripe webhooks on the sandbox', () => {
  const f = cardFixture('sandbox');

  it('are refused: there is no signing secret to verify them with', async () => {
    await expect(handleStripeWebhook(f.deps, signed('customer.updated', { id: 'cus_x' }).request)).rejects.toMatchObject({
      reason: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID',
    });
  });
});
