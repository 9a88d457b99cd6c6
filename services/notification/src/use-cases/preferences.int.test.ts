import { useCaseFixture } from '../../test/use-case-fixture';
import { getPreferences, updatePreferences } from './preferences';

describe('getPreferences and updatePreferences', () => {
  const f = useCaseFixture();

  it('has every channel on until changed, changes only the switches given, and keeps each account apart', async () => {
    const a = await f.account();
    const b = await f.account();
    expect(await getPreferences(f.deps, {}, f.ctx(a.accountId))).toEqual({ preferences: { push: true, email: true, sms: true } });
    expect(await updatePreferences(f.deps, { sms: false }, f.ctx(a.accountId))).toEqual({ preferences: { push: true, email: true, sms: false } });
    expect(await updatePreferences(f.deps, { email: false, push: false }, f.ctx(a.accountId))).toEqual({
      preferences: { push: false, email: false, sms: false },
    });
    expect(await updatePreferences(f.deps, { email: true }, f.ctx(a.accountId))).toEqual({ preferences: { push: false, email: true, sms: false } });
    expect(await updatePreferences(f.deps, {}, f.ctx(a.accountId))).toEqual({ preferences: { push: false, email: true, sms: false } });
    expect(await getPreferences(f.deps, {}, f.ctx(b.accountId))).toEqual({ preferences: { push: true, email: true, sms: true } });
  });
});
