import { eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { ServiceTexts } from '../domain/service-texts';
import { accounts } from '../store/schema';
import { updateProfile } from './update-profile';
import { verifyOtp } from './verification';

describe('confirming an e-mail change (verifyOtp while signed in)', () => {
  const f = useCaseFixture();

  async function pendingChange() {
    const account = await f.verifiedAccount();
    const newEmail = `new.${account.userId.slice(0, 8)}@example.com`;
    await updateProfile(f.deps, await f.profileUpdate(account, { email: newEmail }), account.ctx);
    return { account, newEmail };
  }

  it('applies the new address with the code sent to it, and signs in again', async () => {
    const { account, newEmail } = await pendingChange();
    const { user, token } = await verifyOtp(f.deps, { email: newEmail, code: f.codeFor(newEmail) }, account.ctx);
    expect(token).toMatch(/^ey/);
    expect(user!.profile!.email).toBe(newEmail);
    const [row] = await f.database.db.select().from(accounts).where(eq(accounts.id, account.userId));
    expect(row).toMatchObject({ email: newEmail, pendingEmail: null });
  });

  it('keeps the old address on a wrong code', async () => {
    const { account, newEmail } = await pendingChange();
    const wrong = f.codeFor(newEmail) === '000000' ? '111111' : '000000';
    await expect(verifyOtp(f.deps, { email: newEmail, code: wrong }, account.ctx)).rejects.toMatchObject({ messages: [ServiceTexts.invalidCode] });
    const [row] = await f.database.db.select().from(accounts).where(eq(accounts.id, account.userId));
    expect(row).toMatchObject({ email: account.email, pendingEmail: newEmail });
  });

  it('does not let a visitor, or another account, use the code', async () => {
    const { account, newEmail } = await pendingChange();
    const other = await f.verifiedAccount();
    const code = f.codeFor(newEmail);
    await expect(verifyOtp(f.deps, { email: newEmail, code }, f.ctx())).rejects.toMatchObject({ messages: [ServiceTexts.invalidCode] });
    await expect(verifyOtp(f.deps, { email: newEmail, code }, other.ctx)).rejects.toMatchObject({ messages: [ServiceTexts.invalidCode] });
    const [row] = await f.database.db.select().from(accounts).where(eq(accounts.id, account.userId));
    expect(row!.email).toBe(account.email);
  });
});
