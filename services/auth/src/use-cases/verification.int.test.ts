import { auth } from '@helpwire/proto';
import { and, eq } from 'drizzle-orm';
import { freshPhone, useCaseFixture } from '../../test/use-case-fixture';
import { OTP_HOURLY_CAP } from '../domain/one-time-code';
import { ServiceTexts } from '../domain/service-texts';
import { findAccountRowByEmail } from '../store/account-queries';
import { accounts, otpCodes } from '../store/schema';
import { signUp } from './sign-up';
import { checkCodeLimits, issueCodeUnseen, resendOtp, sendCodeWithLimits, verifyOtp } from './verification';

describe('verification codes', () => {
  const f = useCaseFixture();
  const tooSoon = { code: 'RESOURCE_EXHAUSTED', reasons: ['AUTH_RESEND_TOO_SOON'], messages: [ServiceTexts.resendTooSoon] };
  const capReached = { code: 'RESOURCE_EXHAUSTED', reasons: ['AUTH_RESEND_CAP_REACHED'], messages: [ServiceTexts.resendCapReached] };

  async function signedUp(profile: { phone?: string } = {}) {
    const request = f.signUpRequest('USER', profile);
    const { userId } = await signUp(f.deps, request, f.ctx());
    return { userId, email: request.profile!.email };
  }
  /** Moves every code of the account back in time (the resend cooldown and the hourly cap count from issue). */
  const ageCodes = (accountId: string, ms: number) =>
    f.database.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(otpCodes.accountId, accountId));
  const codeRows = (accountId: string) =>
    f.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.accountId, accountId), eq(otpCodes.purpose, 'SIGNUP')));
  /** Resend delivers after answering: waits (briefly) for the mailbox to hold `count` messages for `to`. */
  async function mailsTo(to: string, count: number): Promise<number> {
    for (let i = 0; i < 50 && f.mailbox.list(to).length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    return f.mailbox.list(to).length;
  }

  it('resends a code after the cooldown by e-mail and SMS; the earlier code stops working', async () => {
    const phone = freshPhone();
    const { userId, email } = await signedUp({ phone });
    const first = f.codeFor(email);
    await ageCodes(userId, 2 * 60_000);
    await resendOtp(f.deps, { email }, f.ctx());
    expect(await mailsTo(email, 2)).toBe(2);
    expect(f.mailbox.list(phone)).toHaveLength(2);
    const second = f.codeFor(email);
    expect((await codeRows(userId)).filter((row) => row.consumedAt === null)).toHaveLength(1);
    if (first !== second) await expect(verifyOtp(f.deps, { email, code: first }, f.ctx())).rejects.toMatchObject({ messages: [ServiceTexts.invalidCode] });
    await expect(verifyOtp(f.deps, { email, code: second }, f.ctx())).resolves.toMatchObject({ user: { id: userId, verified: true } });
  });

  it('refuses a new code within a minute, and beyond five an hour, with the texts; nothing is stored or sent', async () => {
    const { userId, email } = await signedUp();
    const account = { id: userId, email };
    await expect(checkCodeLimits(f.deps, userId, 'SIGNUP')).rejects.toMatchObject(tooSoon);
    for (let issued = 1; issued < OTP_HOURLY_CAP; issued += 1) {
      await ageCodes(userId, 2 * 60_000);
      await sendCodeWithLimits(f.deps, account, 'SIGNUP', 'en');
    }
    await ageCodes(userId, 2 * 60_000);
    expect(await codeRows(userId)).toHaveLength(OTP_HOURLY_CAP);
    await expect(sendCodeWithLimits(f.deps, account, 'SIGNUP', 'en')).rejects.toMatchObject(capReached);
    expect(await codeRows(userId)).toHaveLength(OTP_HOURLY_CAP);
    expect(f.mailbox.list(email)).toHaveLength(OTP_HOURLY_CAP);
    // An hour later the cap is lifted.
    await ageCodes(userId, 61 * 60_000);
    await expect(checkCodeLimits(f.deps, userId, 'SIGNUP')).resolves.toBeUndefined();
  });

  it('answers a resend for an unknown, a verified or a limited address as for any other, sending and keeping nothing', async () => {
    const accountsBefore = (await f.database.db.select({ id: accounts.id }).from(accounts)).length;
    const codesBefore = (await f.database.db.select({ id: otpCodes.id }).from(otpCodes)).length;
    await expect(resendOtp(f.deps, { email: 'nobody.here@example.com' }, f.ctx())).resolves.toEqual({});
    const verified = await f.verifiedAccount();
    const verifiedMails = f.mailbox.list(verified.email).length;
    await expect(resendOtp(f.deps, { email: verified.email }, f.ctx())).resolves.toEqual({});
    const limited = await signedUp();
    await expect(resendOtp(f.deps, { email: limited.email }, f.ctx())).resolves.toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(f.mailbox.list('nobody.here@example.com')).toHaveLength(0);
    expect(f.mailbox.list(verified.email)).toHaveLength(verifiedMails);
    expect(f.mailbox.list(limited.email)).toHaveLength(1);
    // Only the two sign-ups wrote accounts and codes; the rehearsed ones rolled back.
    expect((await f.database.db.select({ id: accounts.id }).from(accounts)).length).toBe(accountsBefore + 2);
    expect((await f.database.db.select({ id: otpCodes.id }).from(otpCodes)).length).toBe(codesBefore + 2);
  });

  it('issues a password-reset code to an existing account without the caller waiting for the mail', async () => {
    const { email } = await f.verifiedAccount();
    const row = await findAccountRowByEmail(f.deps.db, email);
    const before = f.mailbox.list(email).length;
    await issueCodeUnseen(f.deps, row, 'PASSWORD_RESET', f.ctx());
    expect(await mailsTo(email, before + 1)).toBe(before + 1);
    const [code] = await f.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.accountId, row!.id), eq(otpCodes.purpose, 'PASSWORD_RESET')));
    expect(code).toMatchObject({ consumedAt: null, attempts: 0 });
  });

  it('signs a verified helper in as HELPER', async () => {
    const request = await f.helperSignUpRequest();
    const email = request.profile!.email;
    await signUp(f.deps, request, f.ctx());
    await expect(verifyOtp(f.deps, { email, code: f.codeFor(email) }, f.ctx())).resolves.toMatchObject({
      user: { role: auth.Role.ROLE_HELPER, verificationStatus: auth.VerificationStatus.VERIFICATION_STATUS_IN_REVIEW },
    });
  });
});
