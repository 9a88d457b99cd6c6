import { auth } from '@helpwire/proto';
import { AuthTexts } from '@helpwire/contracts';
import { eq } from 'drizzle-orm';
import { FIXTURE_PASSWORD, useCaseFixture } from '../../test/use-case-fixture';
import { ServiceTexts } from '../domain/service-texts';
import { sessions } from '../store/schema';
import { login } from './login';
import { signUp } from './sign-up';

describe('login', () => {
  const f = useCaseFixture();
  const wrongCredentials = { code: 'UNAUTHENTICATED', messages: [AuthTexts.invalidCredentials] };

  it('signs a verified account in by e-mail and records the session', async () => {
    const account = await f.verifiedAccount();
    const { token, user } = await login(
      f.deps,
      { identifier: account.email.toUpperCase(), password: FIXTURE_PASSWORD, role: 'USER', clientAddress: '10.0.0.1' },
      f.ctx(),
    );
    expect(token).toMatch(/^ey/);
    expect(user).toMatchObject({ id: account.userId, role: auth.Role.ROLE_USER });
    expect(await f.database.db.select().from(sessions).where(eq(sessions.accountId, account.userId))).toHaveLength(2);
  });

  it('answers a wrong password and an unknown account the same', async () => {
    const account = await f.verifiedAccount();
    await expect(login(f.deps, { identifier: account.email, password: 'Wr0ng!pass', role: 'USER', clientAddress: '10.0.0.2' }, f.ctx())).rejects.toMatchObject(
      wrongCredentials,
    );
    await expect(
      login(f.deps, { identifier: 'nobody@example.com', password: FIXTURE_PASSWORD, role: 'USER', clientAddress: '10.0.0.2' }, f.ctx()),
    ).rejects.toMatchObject(wrongCredentials);
  });

  it('locks the identifier after five failures, even for the right password', async () => {
    const account = await f.verifiedAccount();
    const attempt = (password: string) => login(f.deps, { identifier: account.email, password, role: 'USER', clientAddress: '10.0.0.3' }, f.ctx());
    for (let i = 0; i < 5; i += 1) await expect(attempt('Wr0ng!pass')).rejects.toMatchObject(wrongCredentials);
    await expect(attempt(FIXTURE_PASSWORD)).rejects.toMatchObject({ code: 'RESOURCE_EXHAUSTED', messages: [ServiceTexts.tooManyAttempts] });
  });

  it('asks an unverified account to verify and mails it a code', async () => {
    const request = f.signUpRequest();
    const email = request.profile!.email;
    await signUp(f.deps, request, f.ctx());
    const sent = f.mailbox.list(email).length;
    await expect(login(f.deps, { identifier: email, password: FIXTURE_PASSWORD, role: 'USER', clientAddress: '10.0.0.4' }, f.ctx())).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      messages: [AuthTexts.pleaseVerifyEmail],
    });
    // Within the resend cooldown no second code goes out.
    expect(f.mailbox.list(email)).toHaveLength(sent);
  });

  it('says the account has no helper role, and hides whether it is an admin', async () => {
    const account = await f.verifiedAccount();
    await expect(
      login(f.deps, { identifier: account.email, password: FIXTURE_PASSWORD, role: 'HELPER', clientAddress: '127.0.0.5' }, f.ctx()),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      messages: [AuthTexts.noAccountForHelper],
    });
    await expect(
      login(f.deps, { identifier: account.email, password: FIXTURE_PASSWORD, role: 'ADMIN', clientAddress: '127.0.0.5' }, f.ctx()),
    ).rejects.toMatchObject(wrongCredentials);
  });
});
