import { AuthTexts } from '@helpwire/contracts';
import { auth } from '@helpwire/proto';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { FIXTURE_PASSWORD, useCaseFixture } from '../../test/use-case-fixture';
import { openTotpSecret } from '../domain/second-factor-secrets';
import { totpCode, totpStep } from '../domain/totp';
import { adminChallenges, adminRecoveryCodes, adminSecondFactors, loginAttempts, sessions } from '../store/schema';
import { enrollAdminSecondFactor, resetAdminSecondFactor, SecondFactorTexts, verifyAdminSecondFactor } from './admin-second-factor';
import { createAdmin } from './admins';
import { login } from './login';
import { checkSession } from './sessions';

describe('an admin signs in with a second factor (TOTP, recovery codes)', () => {
  const f = useCaseFixture();
  let n = 0;
  const address = () => `10.64.0.${(n += 1)}`;

  async function newAdmin(): Promise<{ email: string; userId: string }> {
    const email = `totp.${Date.now().toString(36)}${(n += 1)}@example.com`;
    const { userId } = await createAdmin(f.deps, email, FIXTURE_PASSWORD);
    return { email, userId };
  }

  async function passwordStep(email: string): Promise<auth.AdminChallenge> {
    const answer = await login(f.deps, { identifier: email, password: FIXTURE_PASSWORD, role: 'ADMIN', clientAddress: address() }, f.ctx());
    expect([answer.token, answer.user]).toEqual(['', undefined]);
    return answer.adminChallenge!;
  }

  /** A new admin who has set TOTP up (with the current step's code). */
  async function enrolledAdmin() {
    const admin = await newAdmin();
    const offered = await passwordStep(admin.email);
    const step = totpStep(Date.now());
    const enrolled = await enrollAdminSecondFactor(
      f.deps,
      { challenge: offered.challenge, code: totpCode(offered.secret!, step), clientAddress: address() },
      f.ctx(),
    );
    return { ...admin, secret: offered.secret!, step, ...enrolled };
  }

  const verify = (challenge: string, proof: { code?: string; recoveryCode?: string }, clientAddress = address()) =>
    verifyAdminSecondFactor(f.deps, { challenge, ...proof, clientAddress }, f.ctx());

  it('first sign-in: the password offers a secret; its first code stores it sealed with ten hashed recovery codes and answers the session', async () => {
    const { email, userId } = await newAdmin();
    const offered = await passwordStep(email);
    expect(offered).toMatchObject({ step: auth.SecondFactorStep.SECOND_FACTOR_STEP_ENROLL, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(offered.challenge).toMatch(/^[\w-]{43}$/);
    expect(offered.otpauthUrl).toBe(
      `otpauth://totp/Helpwire:${encodeURIComponent(email)}?secret=${offered.secret}&issuer=Helpwire&algorithm=SHA1&digits=6&period=30`,
    );

    // A wrong code: refused with the clear text, nothing stored, the challenge still usable.
    const wrong = String((Number(totpCode(offered.secret!, totpStep(Date.now()))) + 1) % 1_000_000).padStart(6, '0');
    await expect(enrollAdminSecondFactor(f.deps, { challenge: offered.challenge, code: wrong, clientAddress: address() }, f.ctx())).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'AUTH_SECOND_FACTOR_INVALID',
      messages: [AuthTexts.secondFactorWrong],
    });
    expect(await f.database.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.accountId, userId))).toEqual([]);

    const code = totpCode(offered.secret!, totpStep(Date.now()));
    const enrolled = await enrollAdminSecondFactor(f.deps, { challenge: offered.challenge, code, clientAddress: address() }, f.ctx());
    expect(enrolled.user).toMatchObject({ id: userId, role: auth.Role.ROLE_ADMIN });
    expect(await checkSession(f.deps, f.claimsOf(enrolled.token))).toEqual({ active: true });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    for (const recovery of enrolled.recoveryCodes) expect(recovery).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);

    // At rest: the secret sealed (it opens only with the key, for this admin), the codes as hashes.
    const [stored] = await f.database.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.accountId, userId));
    expect(stored!.sealedSecret).not.toContain(offered.secret!);
    expect(openTotpSecret(f.deps.secondFactorKey, userId, stored!.sealedSecret)).toBe(offered.secret);
    expect(() => openTotpSecret(f.deps.secondFactorKey, randomUUID(), stored!.sealedSecret)).toThrow();
    expect(() => openTotpSecret(Buffer.alloc(32, 1), userId, stored!.sealedSecret)).toThrow();
    const hashes = (await f.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.accountId, userId))).map((r) => r.codeHash);
    expect(hashes).toHaveLength(10);
    for (const recovery of enrolled.recoveryCodes) expect(hashes.join(' ')).not.toContain(recovery.replace('-', ''));
    const [challengeRow] = await f.database.db.select().from(adminChallenges).where(eq(adminChallenges.accountId, userId));
    expect(challengeRow!.tokenHash).not.toBe(offered.challenge);

    // The challenge was single use; the next sign-in asks for a code, offering no secret.
    await expect(enrollAdminSecondFactor(f.deps, { challenge: offered.challenge, code, clientAddress: address() }, f.ctx())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'AUTH_CHALLENGE_INVALID',
      messages: [AuthTexts.challengeExpired],
    });
    const next = await passwordStep(email);
    expect(next).toEqual({ step: auth.SecondFactorStep.SECOND_FACTOR_STEP_TOTP, challenge: expect.any(String) });
  });

  it('later sign-ins: the current code answers the session; a code of a step already used is refused (replay), and so is a used challenge', async () => {
    const admin = await enrolledAdmin();
    // The enrolment's own code is spent.
    const first = await passwordStep(admin.email);
    await expect(verify(first.challenge, { code: totpCode(admin.secret, admin.step) })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'AUTH_SECOND_FACTOR_REUSED',
      messages: [AuthTexts.secondFactorReused],
    });
    // The next step's code (one step of drift is accepted) signs in.
    const nextCode = totpCode(admin.secret, admin.step + 1);
    const session = await verify(first.challenge, { code: nextCode });
    expect(session.user).toMatchObject({ id: admin.userId, role: auth.Role.ROLE_ADMIN });
    expect(await checkSession(f.deps, f.claimsOf(session.token))).toEqual({ active: true });
    // The same challenge again, even with a good proof: gone.
    await expect(verify(first.challenge, { recoveryCode: admin.recoveryCodes[0]! })).rejects.toMatchObject({ reason: 'AUTH_CHALLENGE_INVALID' });
    // The same code with a fresh challenge: a replay.
    const second = await passwordStep(admin.email);
    await expect(verify(second.challenge, { code: nextCode })).rejects.toMatchObject({ reason: 'AUTH_SECOND_FACTOR_REUSED' });
    // Codes too far from now are wrong.
    await expect(verify(second.challenge, { code: totpCode(admin.secret, admin.step + 5) })).rejects.toMatchObject({ reason: 'AUTH_SECOND_FACTOR_INVALID' });
  });

  it('a recovery code signs in once, however it is typed; a used or made-up one is a wrong code', async () => {
    const admin = await enrolledAdmin();
    const [recovery, other] = admin.recoveryCodes as [string, string];
    const first = await passwordStep(admin.email);
    const session = await verify(first.challenge, { recoveryCode: ` ${recovery.toLowerCase().replace('-', '')} ` });
    expect(session.user).toMatchObject({ id: admin.userId });
    const again = await passwordStep(admin.email);
    for (const wrong of [recovery, 'AAAAA-BBBBB'])
      await expect(verify(again.challenge, { recoveryCode: wrong })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'AUTH_SECOND_FACTOR_INVALID' });
    expect((await verify(again.challenge, { recoveryCode: other })).user).toMatchObject({ id: admin.userId });
    const used = await f.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.accountId, admin.userId));
    expect(used.filter((r) => r.usedAt !== null)).toHaveLength(2);
  });

  it('bad input gets a clear error and changes nothing; a challenge of the other step, a made-up or an expired one is refused', async () => {
    const admin = await enrolledAdmin();
    const { challenge } = await passwordStep(admin.email);
    const invalid = (messages: string[]) => ({ code: 'INVALID_ARGUMENT', reason: 'VALIDATION_FAILED', messages });
    await expect(verify(challenge, {})).rejects.toMatchObject(invalid([AuthTexts.totpCodeRequired]));
    await expect(verify(challenge, { code: '12345' })).rejects.toMatchObject(invalid([AuthTexts.totpCodeInvalid]));
    await expect(verify(challenge, { code: 'abcdef' })).rejects.toMatchObject(invalid([AuthTexts.totpCodeInvalid]));
    await expect(verify(challenge, { code: '123456', recoveryCode: admin.recoveryCodes[0]! })).rejects.toMatchObject(invalid([AuthTexts.oneSecondFactorOnly]));
    await expect(verify(challenge, { recoveryCode: 'X'.repeat(65) })).rejects.toMatchObject(invalid([AuthTexts.recoveryCodeInvalid]));
    await expect(verify('', { code: '123456' })).rejects.toMatchObject(invalid([AuthTexts.challengeRequired]));
    // Nothing was counted or spent: the challenge still signs in, with the space some apps show.
    expect(
      await f.database.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `second-factor:${admin.userId}`)),
    ).toEqual([]);
    const code = totpCode(admin.secret, admin.step + 1);
    expect((await verify(challenge, { code: `${code.slice(0, 3)} ${code.slice(3)}` })).user).toMatchObject({ id: admin.userId });

    // A TOTP challenge does not enrol, a made-up one is nothing, and an ENROLL one does not verify.
    const totp = await passwordStep(admin.email);
    await expect(enrollAdminSecondFactor(f.deps, { challenge: totp.challenge, code: '123456', clientAddress: address() }, f.ctx())).rejects.toMatchObject({
      reason: 'AUTH_CHALLENGE_INVALID',
    });
    await expect(verify('made-up-challenge', { code: '123456' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', reason: 'AUTH_CHALLENGE_INVALID' });
    const fresh = await newAdmin();
    const enroll = await passwordStep(fresh.email);
    await expect(verify(enroll.challenge, { code: totpCode(enroll.secret!, totpStep(Date.now())) })).rejects.toMatchObject({
      reason: 'AUTH_CHALLENGE_INVALID',
    });
    // Five minutes later the challenge is gone.
    await f.database.db
      .update(adminChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminChallenges.accountId, fresh.userId));
    await expect(
      enrollAdminSecondFactor(f.deps, { challenge: enroll.challenge, code: totpCode(enroll.secret!, totpStep(Date.now())), clientAddress: address() }, f.ctx()),
    ).rejects.toMatchObject({ reason: 'AUTH_CHALLENGE_INVALID' });
    expect(await f.database.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.accountId, fresh.userId))).toEqual([]);
  });

  it('five wrong codes lock the admin’s second factor for 15 minutes, even for the right code and from another address', async () => {
    const admin = await enrolledAdmin();
    const { challenge } = await passwordStep(admin.email);
    const wrong = String((Number(totpCode(admin.secret, admin.step + 1)) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) await expect(verify(challenge, { code: wrong })).rejects.toMatchObject({ reason: 'AUTH_SECOND_FACTOR_INVALID' });
    await expect(verify(challenge, { code: totpCode(admin.secret, admin.step + 1) })).rejects.toMatchObject({
      code: 'RESOURCE_EXHAUSTED',
      reason: 'AUTH_ACCOUNT_LOCKED',
    });
    await expect(verify(challenge, { recoveryCode: admin.recoveryCodes[0]! }, '10.99.0.1')).rejects.toMatchObject({ code: 'RESOURCE_EXHAUSTED' });
    // The lock was checked before anything was spent.
    const unused = await f.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.accountId, admin.userId));
    expect(unused.every((r) => r.usedAt === null)).toBe(true);
  });

  it('the command line resets a lost second factor: TOTP and recovery codes forgotten, admin sessions ended, the next sign-in enrols', async () => {
    const admin = await enrolledAdmin();
    expect(await resetAdminSecondFactor(f.deps, admin.email.toUpperCase())).toEqual({ userId: admin.userId, hadSecondFactor: true });
    expect(await checkSession(f.deps, f.claimsOf(admin.token))).toEqual({ active: false });
    expect(await f.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.accountId, admin.userId))).toEqual([]);
    expect((await passwordStep(admin.email)).step).toBe(auth.SecondFactorStep.SECOND_FACTOR_STEP_ENROLL);
    expect(await resetAdminSecondFactor(f.deps, admin.userId)).toEqual({ userId: admin.userId, hadSecondFactor: false });
    const user = await f.verifiedAccount();
    for (const who of [user.email, 'nobody@example.com'])
      await expect(resetAdminSecondFactor(f.deps, who)).rejects.toMatchObject({ code: 'NOT_FOUND', messages: [SecondFactorTexts.adminNotFound] });
    // A user's sessions are not an admin's: untouched.
    expect((await f.database.db.select().from(sessions).where(eq(sessions.accountId, user.userId)))[0]!.revokedAt).toBeNull();
  });

  it('a user’s or a helper’s session token is no challenge, and their password opens no admin step', async () => {
    const user = await f.verifiedAccount();
    await expect(verify(user.token, { code: '123456' })).rejects.toMatchObject({ reason: 'AUTH_CHALLENGE_INVALID' });
    await expect(login(f.deps, { identifier: user.email, password: FIXTURE_PASSWORD, role: 'ADMIN', clientAddress: address() }, f.ctx())).rejects.toMatchObject(
      { code: 'UNAUTHENTICATED', messages: [AuthTexts.invalidCredentials] },
    );
  });
});
