import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { getAccountNames } from './account-names';

describe('getAccountNames (issue 24, item 3: a dispute’s parties in the console)', () => {
  const f = useCaseFixture();

  it('answers an admin the names of the accounts asked for, leaving out unknown and malformed ids', async () => {
    const account = await f.verifiedAccount();
    const { accounts } = await getAccountNames(f.deps, { ids: [account.userId, randomUUID(), 'not-an-id'] }, f.ctx({ userId: randomUUID(), role: 'ADMIN' }));
    expect(accounts).toEqual([{ id: account.userId, firstName: expect.any(String), lastName: expect.any(String), username: expect.any(String) }]);
  });

  it('refuses users and helpers, and more than 50 ids', async () => {
    const account = await f.verifiedAccount();
    for (const role of ['USER', 'HELPER'] as const)
      await expect(getAccountNames(f.deps, { ids: [account.userId] }, f.ctx({ userId: account.userId, role }))).rejects.toMatchObject({
        reason: 'ROLE_NOT_ALLOWED',
      });
    const ids = Array.from({ length: 51 }, () => randomUUID());
    await expect(getAccountNames(f.deps, { ids }, f.ctx({ userId: randomUUID(), role: 'ADMIN' }))).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
  });
});
