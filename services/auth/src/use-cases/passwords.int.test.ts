import { AuthTexts } from '@helpwire/contracts';
import { waitFor } from '@helpwire/service-kit/testing';
import { FIXTURE_PASSWORD, useCaseFixture } from '../../test/use-case-fixture';
import { ServiceTexts } from '../domain/service-texts';
import { login } from './login';
import { changePassword, forgotPassword, resetPassword } from './passwords';
import { checkSession } from './sessions';

const NEW_PASSWORD = 'N3w!password';

describe('passwords', () => {
  const f = useCaseFixture();
  const signIn = (email: string, password: string) => login(f.deps, { identifier: email, password, role: 'USER', clientAddress: '10.1.0.1' }, f.ctx());

  it('resets the password with the mailed code and ends every session', async () => {
    const account = await f.verifiedAccount();
    const sent = f.mailbox.list(account.email).length;
    await forgotPassword(f.deps, { email: account.email }, f.ctx());
    await waitFor(() => f.mailbox.list(account.email).length === sent + 1);
    const code = f.codeFor(account.email);
    await resetPassword(f.deps, { email: account.email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(await checkSession(f.deps, f.claimsOf(account.token))).toEqual({ active: false });
    await expect(signIn(account.email, FIXTURE_PASSWORD)).rejects.toMatchObject({ messages: [AuthTexts.invalidCredentials] });
    await expect(signIn(account.email, NEW_PASSWORD)).resolves.toMatchObject({ user: { id: account.userId } });
    await expect(resetPassword(f.deps, { email: account.email, code, password: FIXTURE_PASSWORD, confirmPassword: FIXTURE_PASSWORD })).rejects.toMatchObject({
      messages: [ServiceTexts.invalidCode],
    });
  });

  it('answers forgot-password for an unknown address the same and mails nothing', async () => {
    await expect(forgotPassword(f.deps, { email: 'nobody.here@example.com' }, f.ctx())).resolves.toEqual({});
    expect(f.mailbox.list('nobody.here@example.com')).toHaveLength(0);
  });

  it('changes the password with the current one, keeping only the calling session', async () => {
    const account = await f.verifiedAccount();
    const other = await signIn(account.email, FIXTURE_PASSWORD);
    await changePassword(
      f.deps,
      { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, clientAddress: '10.1.0.2' },
      account.ctx,
    );
    expect(await checkSession(f.deps, f.claimsOf(account.token))).toEqual({ active: true });
    expect(await checkSession(f.deps, f.claimsOf(other.token))).toEqual({ active: false });
    await expect(signIn(account.email, NEW_PASSWORD)).resolves.toMatchObject({ user: { id: account.userId } });
  });

  it('refuses a wrong current password with the spec text and keeps the old one', async () => {
    const account = await f.verifiedAccount();
    await expect(
      changePassword(
        f.deps,
        { currentPassword: 'Wr0ng!pass', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, clientAddress: '10.1.0.3' },
        account.ctx,
      ),
    ).rejects.toMatchObject({ messages: [ServiceTexts.currentPasswordWrong] });
    await expect(signIn(account.email, FIXTURE_PASSWORD)).resolves.toMatchObject({ user: { id: account.userId } });
  });
});
