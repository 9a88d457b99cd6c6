import { AuthTexts } from '@helpwire/contracts';
import { DevMailbox } from '@helpwire/service-kit';
import { eq } from 'drizzle-orm';
import { freshPhone, useCaseFixture, FIXTURE_PASSWORD } from '../../test/use-case-fixture';
import { ChannelRouter } from '../adapters/messaging/channel-router';
import { accounts } from '../store/schema';
import { login } from './login';
import { forgotPassword, resetPassword } from './passwords';
import { signUp } from './sign-up';
import { updateProfile } from './update-profile';
import { resendOtp, verifyOtp } from './verification';

/** A user sign-up by phone (decision 0060): the phone typed with spaces and dashes, no e-mail. */
function byPhone(f: ReturnType<typeof useCaseFixture>, phone: string) {
  const request = f.signUpRequest('USER', { email: '', phone });
  return { ...request, contactType: 'phone' };
}

/** "+971524591783" as a person may type it: "+971 52-459 1783" is 16 characters (too long), so fewer spaces. */
const typed = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4)}`;

const smsTo = (f: ReturnType<typeof useCaseFixture>, phone: string) => f.mailbox.list(phone).filter((m) => m.channel === 'sms');

describe('sign-up by phone (a phone-only account)', () => {
  const f = useCaseFixture();

  it('stores the phone in E.164 and no e-mail, texts the code only, verifies by phone and signs in with phone and password', async () => {
    const phone = freshPhone();
    const answer = await signUp(f.deps, byPhone(f, typed(phone)), f.ctx());
    expect(answer.codeSentTo).toBe(`${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`);
    const [row] = await f.database.db.select().from(accounts).where(eq(accounts.id, answer.userId));
    expect(row).toMatchObject({ email: null, phone, verifiedAt: null });

    const sent = f.mailbox.list(phone);
    expect(sent.map((m) => m.channel)).toEqual(['sms']);
    expect(sent[0]!.text).toMatch(/verification code is \d{6}/);

    const { token, user } = await verifyOtp(f.deps, { email: '', phone, code: f.codeFor(phone) }, f.ctx());
    expect(token).toBeTruthy();
    expect(user!.profile).toMatchObject({ email: '', phone });
    expect(user!.verified).toBe(true);

    // However the phone is typed (spaces, 00 for +), it names the same account.
    const signedIn = await login(f.deps, { identifier: `00${typed(phone).slice(1)}`, password: FIXTURE_PASSWORD, role: 'USER', clientAddress: '' }, f.ctx());
    expect(signedIn.user!.id).toBe(answer.userId);
  });

  it('a phone-only account saves its profile without an e-mail; an account with one may not empty it', async () => {
    const phone = freshPhone();
    await signUp(f.deps, byPhone(f, phone), f.ctx());
    const { token, user } = await verifyOtp(f.deps, { email: '', phone, code: f.codeFor(phone) }, f.ctx());
    const ctx = f.ctx({ userId: user!.id, role: 'USER', tokenId: f.claimsOf(token).tokenId });
    const saved = await updateProfile(
      f.deps,
      await f.profileUpdate({ userId: user!.id, email: '', token, tokenId: f.claimsOf(token).tokenId, ctx }, { firstName: 'Huda' }),
      ctx,
    );
    expect(saved.user!.profile).toMatchObject({ firstName: 'Huda', email: '', phone });
    expect(saved.emailCodeSentTo).toBe('');

    const withEmail = await f.verifiedAccount();
    await expect(updateProfile(f.deps, await f.profileUpdate(withEmail, { email: '' }), withEmail.ctx)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: [AuthTexts.emailRequired],
    });
    const [kept] = await f.database.db.select().from(accounts).where(eq(accounts.id, withEmail.userId));
    expect(kept!.email).toBe(withEmail.email);
  });

  it('refuses a wrong code by phone with the page text and keeps the account unverified', async () => {
    const phone = freshPhone();
    const { userId } = await signUp(f.deps, byPhone(f, phone), f.ctx());
    const wrong = f.codeFor(phone) === '000000' ? '111111' : '000000';
    await expect(verifyOtp(f.deps, { email: '', phone, code: wrong }, f.ctx())).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reasons: ['AUTH_CODE_INVALID'],
    });
    const [row] = await f.database.db.select({ verifiedAt: accounts.verifiedAt }).from(accounts).where(eq(accounts.id, userId));
    expect(row!.verifiedAt).toBeNull();
  });

  it('an unverified phone account signing in gets a new code by SMS and is asked to verify', async () => {
    const phone = freshPhone();
    await signUp(f.deps, byPhone(f, phone), f.ctx());
    const first = f.codeFor(phone);
    await f.database.db.execute(`update auth.otp_codes set created_at = now() - interval '2 minutes'`);
    await expect(login(f.deps, { identifier: phone, password: FIXTURE_PASSWORD, role: 'USER', clientAddress: '' }, f.ctx())).rejects.toMatchObject({
      reasons: ['AUTH_EMAIL_NOT_VERIFIED'],
    });
    expect(smsTo(f, phone)).toHaveLength(2);
    expect(f.codeFor(phone)).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);
  });

  it('resends the sign-up code by phone', async () => {
    const phone = freshPhone();
    await signUp(f.deps, byPhone(f, phone), f.ctx());
    await f.database.db.execute(`update auth.otp_codes set created_at = now() - interval '2 minutes'`);
    await resendOtp(f.deps, { email: '', phone: typed(phone) }, f.ctx());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smsTo(f, phone)).toHaveLength(2);
  });

  it('answers a taken phone as a new sign-up, creates nothing, and texts the phone-only owner a notice', async () => {
    const phone = freshPhone();
    await signUp(f.deps, byPhone(f, phone), f.ctx());
    const before = await f.database.db.select({ id: accounts.id }).from(accounts);
    const again = await signUp(f.deps, byPhone(f, typed(phone)), f.ctx());
    expect(again.codeSentTo).toMatch(/^\+\d{2}\*+\d{2}$/);
    expect(await f.database.db.select({ id: accounts.id }).from(accounts)).toHaveLength(before.length);
    expect(smsTo(f, phone)[0]!.text).toContain('Someone tried to create a Helpwire account');
  });

  it('keeps one account per phone across e-mail and phone-only accounts: the e-mail owner of the phone is told by e-mail', async () => {
    const phone = freshPhone();
    const withEmail = f.signUpRequest('USER', { phone });
    await signUp(f.deps, withEmail, f.ctx());
    const answer = await signUp(f.deps, byPhone(f, phone), f.ctx());
    const rows = await f.database.db.select().from(accounts).where(eq(accounts.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(withEmail.profile!.email);
    expect(answer.userId).not.toBe(rows[0]!.id);
    expect(f.mailbox.list(withEmail.profile!.email)[0]!.subject).toBe('Someone tried to sign up with your address');
  });

  it('resets the password of a phone-only account by a texted code', async () => {
    const phone = freshPhone();
    await signUp(f.deps, byPhone(f, phone), f.ctx());
    await verifyOtp(f.deps, { email: '', phone, code: f.codeFor(phone) }, f.ctx());
    await forgotPassword(f.deps, { email: '', phone: typed(phone) }, f.ctx());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smsTo(f, phone)[0]!.text).toMatch(/password reset code is \d{6}/);
    const password = 'N3w!passw0rd';
    await resetPassword(f.deps, { email: '', phone, code: f.codeFor(phone), password, confirmPassword: password });
    const signedIn = await login(f.deps, { identifier: phone, password, role: 'USER', clientAddress: '' }, f.ctx());
    expect(signedIn.token).toBeTruthy();
  });

  it('refuses bad contacts with the contract texts and writes nothing', async () => {
    const before = (await f.database.db.select({ id: accounts.id }).from(accounts)).length;
    await expect(signUp(f.deps, byPhone(f, '12345'), f.ctx())).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', messages: [AuthTexts.invalidPhone] });
    await expect(signUp(f.deps, byPhone(f, ''), f.ctx())).rejects.toMatchObject({ messages: [AuthTexts.phoneRequired] });
    await expect(
      signUp(f.deps, { ...byPhone(f, freshPhone()), profile: { ...byPhone(f, '').profile!, email: 'a@example.com', phone: freshPhone() } }, f.ctx()),
    ).rejects.toMatchObject({
      messages: [AuthTexts.noEmailWithPhoneSignUp],
    });
    await expect(verifyOtp(f.deps, { email: '', code: '123456' }, f.ctx())).rejects.toMatchObject({ messages: [AuthTexts.identifierRequired] });
    expect(await f.database.db.select({ id: accounts.id }).from(accounts)).toHaveLength(before);
  });

  it('says so when no SMS provider is set (SMTP without Twilio), before writing anything', async () => {
    const deps = { ...f.deps, messages: new ChannelRouter({ email: new DevMailbox() }) };
    const request = byPhone(f, freshPhone());
    await expect(signUp(deps, request, f.ctx())).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reasons: ['AUTH_SMS_UNAVAILABLE'],
      messages: [AuthTexts.smsUnavailable],
    });
    const [row] = await f.database.db.select().from(accounts).where(eq(accounts.username, request.profile!.username));
    expect(row).toBeUndefined();
  });
});
