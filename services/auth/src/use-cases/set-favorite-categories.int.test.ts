import { AuthTexts, MAX_SELECTED_OPTIONS } from '@helpwire/contracts';
import { useCaseFixture } from '../../test/use-case-fixture';
import { setFavoriteCategories } from './set-favorite-categories';
import { updateProfile } from './update-profile';

const tech = { label: 'Tech support', value: 'tech-support' };
const diy = { label: 'DIY', value: 'diy-home-repair' };

describe('setFavoriteCategories', () => {
  const f = useCaseFixture();

  it('keeps the list in the order given, drops repeats, and a profile edit keeps it', async () => {
    const account = await f.verifiedAccount();
    const { user } = await setFavoriteCategories(f.deps, { favoriteCategories: [diy, tech, diy] }, account.ctx);
    expect(user!.profile!.favoriteCategories).toEqual([diy, tech]);
    const { user: edited } = await updateProfile(f.deps, await f.profileUpdate(account, { firstName: 'Lina' }), account.ctx);
    expect(edited!.profile).toMatchObject({ firstName: 'Lina', favoriteCategories: [diy, tech] });
    const { user: cleared } = await setFavoriteCategories(f.deps, { favoriteCategories: [] }, account.ctx);
    expect(cleared!.profile!.favoriteCategories).toEqual([]);
  });

  it('refuses a helper session and an option without a value, and changes nothing', async () => {
    const helper = await f.verifiedAccount('HELPER');
    await expect(setFavoriteCategories(f.deps, { favoriteCategories: [tech] }, helper.ctx)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      messages: [AuthTexts.roleNotAllowed],
    });
    const account = await f.verifiedAccount();
    await setFavoriteCategories(f.deps, { favoriteCategories: [tech] }, account.ctx);
    await expect(setFavoriteCategories(f.deps, { favoriteCategories: [{ label: 'x', value: ' ' }] }, account.ctx)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: [AuthTexts.categoryInvalid],
    });
    const tooMany = Array.from({ length: MAX_SELECTED_OPTIONS + 1 }, (_, i) => ({ label: `c${i}`, value: `c${i}` }));
    await expect(setFavoriteCategories(f.deps, { favoriteCategories: tooMany }, account.ctx)).rejects.toMatchObject({
      messages: [AuthTexts.tooManyFavoriteCategories],
    });
    const { user } = await setFavoriteCategories(f.deps, { favoriteCategories: [tech] }, account.ctx);
    expect(user!.profile!.favoriteCategories).toEqual([tech]);
  });
});
