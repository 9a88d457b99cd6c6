import { auth, authEvents } from '@helpwire/proto';
import { AuthEvents, type EventEnvelopeFields, type TypedEvent } from '@helpwire/service-kit';
import { waitFor } from '@helpwire/service-kit/testing';
import { eq } from 'drizzle-orm';
import { FIXTURE_PASSWORD, freshPhone, useCaseFixture } from '../../test/use-case-fixture';
import { outbox } from '../store/schema';
import { login } from './login';
import { changePassword, forgotPassword, resetPassword } from './passwords';
import { switchRole } from './sessions';
import { updateProfile } from './update-profile';
import { verifyOtp } from './verification';

const NEW_PASSWORD = 'N3w!password';

/**
 * The facts the notification service tells a person about their account's security (issue 14): a
 * sign-in, a changed or reset password, a changed e-mail; and what it keeps of a profile (phone,
 * language), each emitted in the transaction of the change.
 */
describe('security events', () => {
  const f = useCaseFixture();
  const emitted = async <T extends EventEnvelopeFields & { userId: string }>(event: TypedEvent<T>, userId: string): Promise<T[]> =>
    (await f.database.db.select().from(outbox).where(eq(outbox.subject, event.subject)))
      .map((row) => event.codec.decode(row.payload))
      .filter((m) => m.userId === userId);

  it('publishes signed_in for a password sign-in, and not for a verification or a role switch', async () => {
    const account = await f.verifiedAccount();
    expect(await emitted(AuthEvents.signedIn, account.userId)).toEqual([]);
    await login(f.deps, { identifier: account.email, password: FIXTURE_PASSWORD, role: 'USER', clientAddress: '10.2.0.1' }, f.ctx());
    expect(await emitted(AuthEvents.signedIn, account.userId)).toEqual([
      expect.objectContaining({ role: auth.Role.ROLE_USER, method: authEvents.SignInMethod.SIGN_IN_METHOD_PASSWORD }),
    ]);
    await switchRole(f.deps, { userId: account.userId, roleSlug: 'USER' }, account.ctx);
    expect(await emitted(AuthEvents.signedIn, account.userId)).toHaveLength(1);
  });

  it('publishes password_changed for a change and for a reset', async () => {
    const account = await f.verifiedAccount();
    await changePassword(
      f.deps,
      { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, clientAddress: '10.2.0.2' },
      account.ctx,
    );
    const sent = f.mailbox.list(account.email).length;
    await forgotPassword(f.deps, { email: account.email }, f.ctx());
    await waitFor(() => f.mailbox.list(account.email).length === sent + 1);
    await resetPassword(f.deps, { email: account.email, code: f.codeFor(account.email), password: FIXTURE_PASSWORD, confirmPassword: FIXTURE_PASSWORD });
    expect((await emitted(AuthEvents.passwordChanged, account.userId)).map((m) => m.method)).toEqual([
      authEvents.PasswordChangeMethod.PASSWORD_CHANGE_METHOD_CHANGED,
      authEvents.PasswordChangeMethod.PASSWORD_CHANGE_METHOD_RESET,
    ]);
  });

  it('publishes email_changed with the previous address once the new one is confirmed, and profile_updated with phone and language', async () => {
    const account = await f.verifiedAccount();
    const newEmail = `changed.${account.userId.slice(0, 8)}@example.com`;
    const phone = freshPhone();
    await updateProfile(f.deps, await f.profileUpdate(account, { email: newEmail, phone }), account.ctx);
    expect(await emitted(AuthEvents.emailChanged, account.userId)).toEqual([]);
    await verifyOtp(f.deps, { email: newEmail, code: f.codeFor(newEmail) }, account.ctx);
    expect(await emitted(AuthEvents.emailChanged, account.userId)).toEqual([expect.objectContaining({ previousEmail: account.email, email: newEmail })]);
    const profiles = await emitted(AuthEvents.profileUpdated, account.userId);
    expect(profiles.at(-1)).toMatchObject({ email: newEmail, phone, language: 'en' });
  });
});
