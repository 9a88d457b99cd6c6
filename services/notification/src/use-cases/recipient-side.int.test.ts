import { auth } from '@helpwire/proto';
import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { keepRecipients } from './keep-recipients';
import { recipientSide } from './recipient-side';

describe('recipientSide', () => {
  const f = useCaseFixture();
  const side = (accountId: string) => f.database.db.transaction((tx) => recipientSide(tx, accountId));

  it('links a helper-only account to the helper area, and a user (or both, or unknown) to the user area', async () => {
    const helper = await f.account({ role: 'HELPER' });
    const user = await f.account({ role: 'USER' });
    const both = await f.account({ role: 'HELPER' });
    await f.database.db.transaction((tx) =>
      keepRecipients.roleRegistered(tx, { eventId: randomUUID(), userId: both.accountId, role: auth.Role.ROLE_USER, occurredAt: new Date() }),
    );
    expect(await side(helper.accountId)).toBe('HELPER');
    expect(await side(user.accountId)).toBe('USER');
    expect(await side(both.accountId)).toBe('USER');
    expect(await side(randomUUID())).toBe('USER');
  });
});
