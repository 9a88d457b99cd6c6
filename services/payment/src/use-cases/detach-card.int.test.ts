import { PaymentTexts } from '@helpwire/contracts';
import { cardFixture } from '../../test/card-fixture';
import { detachCard } from './detach-card';
import { listCards } from './list-cards';

describe.each(['sandbox', 'stripe'] as const)('detach card (%s)', (kind) => {
  const f = cardFixture(kind);

  it('removes the card at the provider and here; the default goes with it', async () => {
    const owner = f.account();
    const card = await f.addDefaultCard(owner);
    const row = (await f.cardRows()).find((r) => r.id === card.id)!;
    const { result } = await detachCard(f.deps, { cardId: card.id }, owner.ctx);
    expect(result).toEqual({ card: undefined, cards: [] });
    expect(await f.deps.cards.retrieveCard(row.providerPaymentMethodId)).toMatchObject({ customerId: null });
    expect((await listCards(f.deps, owner.ctx)).cards).toEqual([]);
    expect(await f.defaultChanges(owner.userId)).toEqual([card.id, null]);
  });

  it('answers "Payment Card Not Found." for another account’s card, which stays', async () => {
    const owner = f.account();
    const card = await f.addDefaultCard(owner);
    const intruder = f.account();
    await expect(detachCard(f.deps, { cardId: card.id }, intruder.ctx)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'PAYMENT_CARD_NOT_FOUND',
      message: PaymentTexts.cardNotFound,
    });
    expect((await listCards(f.deps, owner.ctx)).cards).toEqual([card]);
  });
});

describe('detach card: what reaches Stripe', () => {
  const f = cardFixture('stripe');

  it('detaches the payment method with a key derived from our card id', async () => {
    const owner = f.account();
    const card = await f.addDefaultCard(owner);
    const row = (await f.cardRows()).find((r) => r.id === card.id)!;
    await detachCard(f.deps, { cardId: card.id }, owner.ctx);
    expect(f.double.requestsTo('POST', /\/detach$/)).toEqual([
      expect.objectContaining({ path: `/v1/payment_methods/${row.providerPaymentMethodId}/detach`, idempotencyKey: `detach:${card.id}` }),
    ]);
  });
});
