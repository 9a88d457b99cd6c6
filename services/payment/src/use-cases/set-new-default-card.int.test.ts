import { PaymentTexts } from '@helpwire/contracts';
import { cardFixture } from '../../test/card-fixture';
import { createSetupIntent } from './create-setup-intent';
import { newCardSetDefault } from './set-new-default-card';

describe.each(['sandbox', 'stripe'] as const)('new card set default (%s)', (kind) => {
  const f = cardFixture(kind);

  it('saves the confirmed card as the default; the next new card takes the default over', async () => {
    const owner = f.account();
    const first = await f.addDefaultCard(owner);
    expect(first).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
    const again = await newCardSetDefault(f.deps, { setupIntentId: await f.confirmedSetup(owner) }, owner.ctx);
    expect(again.result!.card!.isDefault).toBe(true);
    expect(again.result!.cards.filter((c) => c.isDefault).map((c) => c.id)).toEqual([again.result!.card!.id]);
    expect(again.result!.cards.find((c) => c.id === first.id)?.isDefault).toBe(false);
  });

  it('is idempotent for one setup intent (a double click saves one card)', async () => {
    const owner = f.account();
    const setupIntentId = await f.confirmedSetup(owner);
    const a = await newCardSetDefault(f.deps, { setupIntentId }, owner.ctx);
    const b = await newCardSetDefault(f.deps, { setupIntentId }, owner.ctx);
    expect(b.result!.card!.id).toBe(a.result!.card!.id);
    expect(b.result!.cards).toHaveLength(1);
  });

  it('refuses a setup that is not confirmed yet', async () => {
    const owner = f.account();
    const { setupIntentId } = await createSetupIntent(f.deps, owner.ctx);
    await expect(newCardSetDefault(f.deps, { setupIntentId }, owner.ctx)).rejects.toMatchObject({
      reason: 'PAYMENT_SETUP_NOT_COMPLETE',
      message: PaymentTexts.setupNotComplete,
    });
  });

  it("answers another account's or an unknown setup intent as not found, and saves nothing", async () => {
    const owner = f.account();
    const intruder = f.account();
    await createSetupIntent(f.deps, intruder.ctx);
    const setupIntentId = await f.confirmedSetup(owner);
    const before = await f.cardRows();
    for (const id of [setupIntentId, 'seti_unknown123', 'not-an-id']) {
      await expect(newCardSetDefault(f.deps, { setupIntentId: id }, intruder.ctx)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        reason: 'PAYMENT_SETUP_INTENT_NOT_FOUND',
        message: PaymentTexts.setupIntentNotFound,
      });
    }
    expect(await f.cardRows()).toEqual(before);
  });
});
