import { eq } from 'drizzle-orm';
import { FIXTURE_PASSWORD, useCaseFixture } from '../../test/use-case-fixture';
import { ServiceTexts } from '../domain/service-texts';
import { findAccountById } from '../store/account-queries';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_ADDRESS } from '../store/login-throttle';
import { loginAttempts } from '../store/schema';
import { checkCurrentPassword, recordFailures, refuseWhenLocked } from './password-throttle';

describe('password throttle', () => {
  const f = useCaseFixture();
  const wrongPassword = { code: 'INVALID_ARGUMENT', reasons: ['AUTH_CURRENT_PASSWORD_WRONG'], messages: [ServiceTexts.currentPasswordWrong] };
  const locked = { code: 'RESOURCE_EXHAUSTED', reasons: ['AUTH_ACCOUNT_LOCKED'], messages: [ServiceTexts.tooManyAttempts] };

  async function account() {
    const { userId } = await f.verifiedAccount();
    return (await findAccountById(f.deps.db, userId))!;
  }
  const failures = async (key: string) => (await f.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, key)))[0]?.failures ?? 0;

  it('refuses a wrong current password with the spec text and counts it against the account and the address', async () => {
    const a = await account();
    await expect(checkCurrentPassword(f.deps.db, a, 'Wr0ng!pass', '10.9.0.1')).rejects.toMatchObject(wrongPassword);
    expect(await failures(`account:${a.id}`)).toBe(1);
    expect(await failures('ip:10.9.0.1')).toBe(1);
  });

  it('accepts the right password and clears the account count (the address keeps its own)', async () => {
    const a = await account();
    await expect(checkCurrentPassword(f.deps.db, a, 'Wr0ng!pass', '10.9.0.2')).rejects.toMatchObject(wrongPassword);
    await expect(checkCurrentPassword(f.deps.db, a, FIXTURE_PASSWORD, '10.9.0.2')).resolves.toBeUndefined();
    expect(await failures(`account:${a.id}`)).toBe(0);
    expect(await failures('ip:10.9.0.2')).toBe(1);
  });

  it(`locks the account after ${LOGIN_MAX_FAILURES_PER_ACCOUNT} wrong passwords, even for the right one, without counting more`, async () => {
    const a = await account();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i += 1)
      await expect(checkCurrentPassword(f.deps.db, a, 'Wr0ng!pass', undefined)).rejects.toMatchObject(wrongPassword);
    await expect(checkCurrentPassword(f.deps.db, a, FIXTURE_PASSWORD, undefined)).rejects.toMatchObject(locked);
    expect(await failures(`account:${a.id}`)).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    // Another account from the same (unknown) address is not affected.
    const other = await account();
    await expect(checkCurrentPassword(f.deps.db, other, FIXTURE_PASSWORD, undefined)).resolves.toBeUndefined();
  });

  it('opens again once the 15-minute window has passed, counting from one', async () => {
    const a = await account();
    const key = `account:${a.id}`;
    await recordFailures(f.deps.db, Array<string>(LOGIN_MAX_FAILURES_PER_ACCOUNT).fill(key));
    await expect(refuseWhenLocked(f.deps.db, [key])).rejects.toMatchObject(locked);
    await f.database.db
      .update(loginAttempts)
      .set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginAttempts.key, key));
    await expect(refuseWhenLocked(f.deps.db, [key])).resolves.toBeUndefined();
    await expect(checkCurrentPassword(f.deps.db, a, 'Wr0ng!pass', undefined)).rejects.toMatchObject(wrongPassword);
    expect(await failures(key)).toBe(1);
  });

  it(`locks an address after ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures, for every account behind it`, async () => {
    const address = '10.9.0.50';
    await recordFailures(f.deps.db, Array<string>(LOGIN_MAX_FAILURES_PER_ADDRESS - 1).fill(`ip:${address}`));
    await expect(refuseWhenLocked(f.deps.db, [`ip:${address}`])).resolves.toBeUndefined();
    await recordFailures(f.deps.db, [`ip:${address}`]);
    const a = await account();
    await expect(checkCurrentPassword(f.deps.db, a, FIXTURE_PASSWORD, address)).rejects.toMatchObject(locked);
    expect(
      await f.database.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `account:${a.id}`)),
    ).toHaveLength(0);
  });
});
