import { cardFixture } from '../../test/card-fixture';
import { detachCard } from './detach-card';
import { getDefaultCard } from './get-default-card';

describe('get default card (for the services that charge)', () => {
  const f = cardFixture('sandbox');

  it('answers none, then the default, then none again after it is removed', async () => {
    const owner = f.account();
    expect(await getDefaultCard(f.deps, { accountId: owner.userId })).toEqual({ card: undefined });
    const card = await f.addDefaultCard(owner);
    expect(await getDefaultCard(f.deps, { accountId: owner.userId })).toEqual({ card });
    expect(await getDefaultCard(f.deps, { accountId: f.account().userId })).toEqual({ card: undefined });
    await detachCard(f.deps, { cardId: card.id }, owner.ctx);
    expect(await getDefaultCard(f.deps, { accountId: owner.userId })).toEqual({ card: undefined });
  });

  it('refuses an account id that is not a uuid', async () => {
    await expect(getDefaultCard(f.deps, { accountId: 'x' })).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
  });
});
