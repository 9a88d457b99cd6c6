import { auth } from '@helpwire/proto';
import { actorOf, AdminActions } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FIXTURE_PASSWORD, useCaseFixture } from '../../test/use-case-fixture';
import { accountRoles, outbox } from '../store/schema';
import { AdminTexts, createAdmin, freeUsername, listHelpers } from './admins';
import { totpCode, totpStep } from '../domain/totp';
import { enrollAdminSecondFactor } from './admin-second-factor';
import { login } from './login';

describe('admins', () => {
  const f = useCaseFixture();
  const admin = () => f.ctx({ userId: randomUUID(), role: 'ADMIN' });

  it('creates a verified admin who can sign in as ADMIN, and role_registered is queued', async () => {
    const email = `Boss.${Date.now().toString(36)}@Example.com`;
    const { userId, created } = await createAdmin(f.deps, email, FIXTURE_PASSWORD);
    expect(created).toBe(true);
    // The password opens the second factor's first step (decision 0064); enrolling ends in the admin's session.
    const { adminChallenge } = await login(
      f.deps,
      { identifier: email.toLowerCase(), password: FIXTURE_PASSWORD, role: 'ADMIN', clientAddress: '10.5.0.1' },
      f.ctx(),
    );
    expect(adminChallenge).toMatchObject({ step: auth.SecondFactorStep.SECOND_FACTOR_STEP_ENROLL });
    const code = totpCode(adminChallenge!.secret!, totpStep(Date.now()));
    const { user } = await enrollAdminSecondFactor(f.deps, { challenge: adminChallenge!.challenge, code, clientAddress: '10.5.0.1' }, f.ctx());
    expect(user).toMatchObject({ id: userId, role: auth.Role.ROLE_ADMIN });
    expect((await f.outboxSubjects()).some((s) => s.endsWith('role_registered'))).toBe(true);
  });

  it('gives an existing account the admin role once, and refuses a weak password for a new one', async () => {
    const account = await f.verifiedAccount();
    expect(await createAdmin(f.deps, account.email, '')).toEqual({ userId: account.userId, created: false });
    expect(await createAdmin(f.deps, account.email, '')).toEqual({ userId: account.userId, created: false });
    expect((await f.database.db.select().from(accountRoles).where(eq(accountRoles.accountId, account.userId))).map((r) => r.role).sort()).toEqual([
      'ADMIN',
      'USER',
    ]);
    await expect(createAdmin(f.deps, 'weak@example.com', 'short')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });

  it('records each admin creation once for the audit log (admin.create), by the command line or the admin who acted', async () => {
    const email = `audited.${Date.now().toString(36)}@example.com`;
    const { userId } = await createAdmin(f.deps, email, FIXTURE_PASSWORD);
    const account = await f.verifiedAccount();
    const acting = admin();
    await createAdmin(f.deps, account.email, '', actorOf(acting));
    await createAdmin(f.deps, account.email, '', actorOf(acting));
    const audited = (await f.database.db.select().from(outbox).where(eq(outbox.subject, AdminActions.auth.subject)))
      .map((row) => AdminActions.auth.codec.decode(row.payload))
      .filter((m) => m.objectId === userId || m.objectId === account.userId);
    expect(audited).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ objectId: userId, action: 'admin.create', actorId: undefined, beforeJson: undefined }),
        expect.objectContaining({
          objectId: account.userId,
          action: 'admin.create',
          actorId: acting.identity.userId,
          beforeJson: JSON.stringify({ admin: false }),
          afterJson: JSON.stringify({ admin: true }),
        }),
      ]),
    );
    // The second grant changed nothing, so it is not an entry.
    expect(audited).toHaveLength(2);
  });

  it('picks a free username by adding a number', async () => {
    const account = await f.verifiedAccount();
    // Fixture accounts' usernames are their e-mail's local part.
    const base = account.email.split('@')[0]!;
    expect(await freeUsername(f.deps.db, base)).toBe(`${base}1`);
    expect(await freeUsername(f.deps.db, 'nobody+has!this')).toBe('nobodyhasthis');
  });

  it('lists helpers in review to admins only, with their documents; a bad status is refused', async () => {
    const helper = await f.verifiedAccount('HELPER');
    const { helpers } = await listHelpers(f.deps, { status: '' }, admin());
    const listed = helpers.find((h) => h.id === helper.userId);
    expect(listed).toMatchObject({ verificationStatus: auth.VerificationStatus.VERIFICATION_STATUS_IN_REVIEW });
    expect(listed!.documents).toHaveLength(1);
    expect(listed!.idCard).toBeDefined();
    await expect(listHelpers(f.deps, { status: 'LOST' }, admin())).rejects.toMatchObject({ messages: [AdminTexts.statusInvalid] });
    await expect(listHelpers(f.deps, { status: '' }, helper.ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
