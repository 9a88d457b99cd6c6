import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { getAccountNames } from './account-names';

describe('account names (the withdrawals page)', () => {
  const f = useCaseFixture();

  it('answers names and e-mails by id to admins only, leaving unknown ids out', async () => {
    const account = await f.verifiedAccount();
    const admin = f.ctx({ userId: randomUUID(), role: 'ADMIN' });
    const { accounts } = await getAccountNames(f.deps, { userIds: [account.userId, randomUUID(), account.userId] }, admin);
    expect(accounts).toEqual([
      { userId: account.userId, firstName: expect.any(String), lastName: expect.any(String), username: expect.any(String), email: account.email },
    ]);
    expect(await getAccountNames(f.deps, { userIds: [] }, admin)).toEqual({ accounts: [] });
    await expect(getAccountNames(f.deps, { userIds: ['not-an-id'] }, admin)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    for (const role of ['USER', 'HELPER'] as const)
      await expect(getAccountNames(f.deps, { userIds: [account.userId] }, f.ctx({ userId: account.userId, role }))).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
      });
  });
});
