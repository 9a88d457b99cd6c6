import { PaymentTexts } from '@helpwire/contracts';
import { cardFixture } from '../../test/card-fixture';
import { listCards } from './list-cards';
import { setDefaultCard } from './set-default-card';

describe.each(['sandbox', 'stripe'] as const)('set default card (%s)', (kind) => {
  const f = cardFixture(kind);

  it('switches the default to another of the caller’s cards; exactly one stays default', async () => {
    const owner = f.account();
    const first = await f.addDefaultCard(owner);
    await f.confirmedSetup(owner);
    const second = (await listCards(f.deps, owner.ctx)).cards.find((c) => c.id !== first.id)!;
    const { result } = await setDefaultCard(f.deps, { cardId: second.id }, owner.ctx);
    expect(result!.card).toMatchObject({ id: second.id, isDefault: true });
    expect(result!.cards.map((c) => [c.id, c.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // helpwire.payment.default_card_changed in the same transactions: set, then switched; a repeat announces nothing.
    await setDefaultCard(f.deps, { cardId: second.id }, owner.ctx);
    expect(await f.defaultChanges(owner.userId)).toEqual([first.id, second.id]);
  });

  it('answers "Payment Card Not Found." for another account’s card or an unknown id, changing nothing', async () => {
    const owner = f.account();
    const card = await f.addDefaultCard(owner);
    await f.confirmedSetup(owner);
    const other = (await listCards(f.deps, owner.ctx)).cards.find((c) => c.id !== card.id)!;
    const intruder = f.account();
    await f.addDefaultCard(intruder);
    const before = await f.cardRows();
    for (const cardId of [other.id, '00000000-0000-4000-8000-000000000000', 'pm_123']) {
      await expect(setDefaultCard(f.deps, { cardId }, intruder.ctx)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        reason: 'PAYMENT_CARD_NOT_FOUND',
        message: PaymentTexts.cardNotFound,
      });
    }
    expect(await f.cardRows()).toEqual(before);
    expect(await f.defaultChanges(intruder.userId)).toHaveLength(1);
  });

  it('ends with exactly one default when switches race (20 at once over 3 cards)', async () => {
    const owner = f.account();
    await f.addDefaultCard(owner);
    await f.confirmedSetup(owner);
    await f.confirmedSetup(owner);
    const ids = (await listCards(f.deps, owner.ctx)).cards.map((c) => c.id);
    expect(ids).toHaveLength(3);
    await Promise.all(Array.from({ length: 20 }, (_, i) => setDefaultCard(f.deps, { cardId: ids[i % 3]! }, owner.ctx)));
    const rows = (await f.cardRows()).filter((r) => r.accountId === owner.userId);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    expect((await f.defaultChanges(owner.userId)).at(-1)).toBe(rows.find((r) => r.isDefault)!.id);
  });

  it('refuses an empty card id with the contract text', async () => {
    await expect(setDefaultCard(f.deps, { cardId: ' ' }, f.account().ctx)).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      message: PaymentTexts.cardIdRequired,
    });
  });
});
