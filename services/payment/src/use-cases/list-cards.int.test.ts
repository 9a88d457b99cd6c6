import { cardFixture } from '../../test/card-fixture';
import { listCards } from './list-cards';
import { newCardSetDefault } from './set-new-default-card';

describe.each(['sandbox', 'stripe'] as const)('saved cards (%s)', (kind) => {
  const f = cardFixture(kind);

  it('is empty for an account without cards', async () => {
    expect(await listCards(f.deps, f.account().ctx)).toEqual({ cards: [] });
  });

  it('lists a confirmed card (brand, last 4, expiry; not yet default) to its owner only', async () => {
    const owner = f.account();
    await f.confirmedSetup(owner);
    const { cards } = await listCards(f.deps, owner.ctx);
    expect(cards).toEqual([{ id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: false }]);
    expect(await listCards(f.deps, f.account().ctx)).toEqual({ cards: [] });
    expect(await f.defaultChanges(owner.userId)).toEqual([]);
  });

  it('puts the default first, keeps our default flag across syncs, and drops a card the provider no longer has', async () => {
    const owner = f.account();
    const first = await f.addDefaultCard(owner);
    const secondSetup = await f.confirmedSetup(owner);
    const second = (await newCardSetDefault(f.deps, { setupIntentId: secondSetup }, owner.ctx)).result!.card!;
    const listed = (await listCards(f.deps, owner.ctx)).cards;
    expect(listed.map((c) => [c.id, c.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Removed at the provider directly (the Stripe dashboard, another device): the next read mirrors it.
    const gone = (await f.cardRows()).find((r) => r.id === second.id)!;
    await f.deps.cards.detachCard({ paymentMethodId: gone.providerPaymentMethodId, idempotencyKey: `test-detach-${gone.id}` });
    expect((await listCards(f.deps, owner.ctx)).cards.map((c) => c.id)).toEqual([first.id]);
    // The default went with it: announced as "no default card".
    expect(await f.defaultChanges(owner.userId)).toEqual([first.id, second.id, null]);
  });
});
