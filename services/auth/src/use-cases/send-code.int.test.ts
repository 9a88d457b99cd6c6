import { eq } from 'drizzle-orm';
import { freshPhone, useCaseFixture } from '../../test/use-case-fixture';
import { otpCodes } from '../store/schema';
import { prepareCode } from './send-code';

describe('prepareCode', () => {
  const f = useCaseFixture();

  it('stores only a hash of the code in the transaction and sends nothing until the delivery runs, by e-mail and SMS', async () => {
    const account = await f.verifiedAccount();
    const phone = freshPhone();
    const deliver = await f.deps.db.transaction((tx) => prepareCode(f.deps, tx, { id: account.userId, email: account.email, phone }, 'PASSWORD_RESET', 'en'));
    const sentBefore = f.mailbox.list(account.email).length;
    expect(f.mailbox.list(phone)).toHaveLength(0);
    await deliver();
    const code = f.codeFor(account.email);
    expect(f.mailbox.list(account.email)).toHaveLength(sentBefore + 1);
    expect(f.mailbox.list(phone)[0]).toMatchObject({ channel: 'sms' });
    expect(f.mailbox.list(phone)[0]!.text).toContain(code);
    const stored = await f.database.db.select().from(otpCodes).where(eq(otpCodes.accountId, account.userId));
    expect(stored.some((row) => row.purpose === 'PASSWORD_RESET')).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('sends a code proving a new e-mail address to that address only, and stores nothing when the transaction rolls back', async () => {
    const account = await f.verifiedAccount();
    const newEmail = `proof.${account.userId.slice(0, 8)}@example.com`;
    const phone = freshPhone();
    const deliver = await f.deps.db.transaction((tx) => prepareCode(f.deps, tx, { id: account.userId, email: newEmail, phone }, 'EMAIL_CHANGE', 'en'));
    await deliver();
    expect(f.codeFor(newEmail)).toMatch(/^\d{6}$/);
    expect(f.mailbox.list(phone)).toHaveLength(0);

    const before = (await f.database.db.select().from(otpCodes).where(eq(otpCodes.accountId, account.userId))).length;
    await expect(
      f.deps.db.transaction(async (tx) => {
        await prepareCode(f.deps, tx, { id: account.userId, email: account.email }, 'PASSWORD_RESET', 'en');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await f.database.db.select().from(otpCodes).where(eq(otpCodes.accountId, account.userId))).toHaveLength(before);
  });
});
