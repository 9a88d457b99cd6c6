import { auth } from '@helpwire/proto';
import { AuthTexts } from '@helpwire/contracts';
import { eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { ServiceTexts } from '../domain/service-texts';
import { accounts, sessions } from '../store/schema';
import { signUp } from './sign-up';
import { resendOtp, verifyOtp } from './verification';
import { checkCode } from './verify-code';

describe('verifying a sign-up code', () => {
  const f = useCaseFixture();

  async function signedUp() {
    const request = f.signUpRequest();
    const { userId } = await signUp(f.deps, request, f.ctx());
    return { userId, email: request.profile!.email };
  }

  it('verifies the account and starts a session with the code from the e-mail; the code works once', async () => {
    const { userId, email } = await signedUp();
    const code = f.codeFor(email);
    const { token, user } = await verifyOtp(f.deps, { email, code }, f.ctx());
    expect(token).toMatch(/^ey/);
    expect(user).toMatchObject({ id: userId, role: auth.Role.ROLE_USER, verified: true });
    const [account] = await f.database.db.select().from(accounts).where(eq(accounts.id, userId));
    expect(account!.verifiedAt).toBeInstanceOf(Date);
    expect(await f.database.db.select().from(sessions).where(eq(sessions.accountId, userId))).toHaveLength(1);
    await expect(verifyOtp(f.deps, { email, code }, f.ctx())).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', messages: [ServiceTexts.invalidCode] });
  });

  it('answers a wrong code and an unknown address the same, and locks the code at the fifth wrong guess', async () => {
    const { userId, email } = await signedUp();
    const code = f.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(verifyOtp(f.deps, { email: 'nobody@example.com', code }, f.ctx())).rejects.toMatchObject({ messages: [ServiceTexts.invalidCode] });
    for (let i = 0; i < 4; i += 1)
      await expect(checkCode(f.deps.db, f.deps.secret, userId, 'SIGNUP', wrong)).rejects.toMatchObject({ messages: [ServiceTexts.invalidCode] });
    await expect(checkCode(f.deps.db, f.deps.secret, userId, 'SIGNUP', wrong)).rejects.toMatchObject({
      code: 'RESOURCE_EXHAUSTED',
      messages: [ServiceTexts.tooManyWrongCodes],
    });
    await expect(verifyOtp(f.deps, { email, code }, f.ctx())).rejects.toMatchObject({ messages: [ServiceTexts.tooManyWrongCodes] });
    const [account] = await f.database.db.select().from(accounts).where(eq(accounts.id, userId));
    expect(account!.verifiedAt).toBeNull();
  });

  it('refuses a second code within the cooldown, and sends none for an unknown address', async () => {
    const { email } = await signedUp();
    const sent = f.mailbox.list(email).length;
    await resendOtp(f.deps, { email }, f.ctx());
    expect(f.mailbox.list(email)).toHaveLength(sent);
    await resendOtp(f.deps, { email: 'nobody.at.all@example.com' }, f.ctx());
    expect(f.mailbox.list('nobody.at.all@example.com')).toHaveLength(0);
  });

  it('rejects a malformed request with the spec text', async () => {
    await expect(verifyOtp(f.deps, { email: 'nope', code: '123456' }, f.ctx())).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: expect.arrayContaining([AuthTexts.mustBeEmail]),
    });
  });
});
