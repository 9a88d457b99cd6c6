import { AuthTexts } from '@helpwire/contracts';
import { AdminActions, commandLineActor, type AdminActor } from '@helpwire/service-kit';
import { and, asc, eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { accountRoles, outbox } from '../store/schema';
import { HelperTexts, reviewHelper, reviewHelperAsAdmin, setAvailability } from './helper-status';

describe('helper status', () => {
  const f = useCaseFixture();
  const helperRole = async (userId: string) =>
    (
      await f.database.db
        .select()
        .from(accountRoles)
        .where(and(eq(accountRoles.accountId, userId), eq(accountRoles.role, 'HELPER')))
    )[0]!;
  const cli: AdminActor = commandLineActor();
  /** The audit entries (helpwire.auth.admin_action) about one object, oldest first. */
  const auditedActions = async (objectId: string) =>
    (await f.database.db.select().from(outbox).where(eq(outbox.subject, AdminActions.auth.subject)).orderBy(asc(outbox.createdAt)))
      .map((row) => AdminActions.auth.codec.decode(row.payload))
      .filter((m) => m.objectId === objectId);

  it('keeps a helper in review from going available, with the spec text', async () => {
    const helper = await f.verifiedAccount('HELPER');
    await expect(setAvailability(f.deps, { isAvailable: true }, helper.ctx)).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      messages: [HelperTexts.notApprovedYet],
    });
    expect(await helperRole(helper.userId)).toMatchObject({ isAvailable: false });
  });

  it('approves a helper by e-mail (helper_verified queued), who may then go available (availability_changed queued)', async () => {
    const helper = await f.verifiedAccount('HELPER');
    expect(await reviewHelper(f.deps, { helper: helper.email, approve: true, reason: '' }, cli)).toEqual({ userId: helper.userId, status: 'APPROVED' });
    expect(await setAvailability(f.deps, { isAvailable: true }, helper.ctx)).toEqual({ isAvailable: true });
    expect(await helperRole(helper.userId)).toMatchObject({ status: 'APPROVED', isAvailable: true });
    const subjects = await f.outboxSubjects();
    expect(subjects.some((s) => s.endsWith('helper_verified'))).toBe(true);
    expect(subjects.some((s) => s.endsWith('availability_changed'))).toBe(true);
    // The audit log's entry, in the same transaction: the command line acted (no admin account).
    expect(await auditedActions(helper.userId)).toEqual([
      expect.objectContaining({
        actorId: undefined,
        action: 'helper.approve',
        objectType: 'helper',
        beforeJson: JSON.stringify({ status: 'IN_REVIEW' }),
        afterJson: JSON.stringify({ status: 'APPROVED' }),
        reason: undefined,
        requestId: cli.requestId,
      }),
    ]);
  });

  it("records an admin's review through the RPC's gate as that admin's, with the request id", async () => {
    const helper = await f.verifiedAccount('HELPER');
    const admin = f.ctx({ userId: '00000000-0000-4000-8000-0000000000ad', role: 'ADMIN', requestId: 'req-audit-1' });
    await reviewHelperAsAdmin(f.deps, { helper: helper.userId, approve: false, reason: ' No ID card ' }, admin);
    expect(await auditedActions(helper.userId)).toEqual([
      expect.objectContaining({
        actorId: '00000000-0000-4000-8000-0000000000ad',
        action: 'helper.reject',
        afterJson: JSON.stringify({ status: 'REJECTED' }),
        reason: 'No ID card',
        requestId: 'req-audit-1',
      }),
    ]);
  });

  it('rejects only with a reason, takes the helper off availability, and tells them why', async () => {
    const helper = await f.verifiedAccount('HELPER');
    await expect(reviewHelper(f.deps, { helper: helper.userId, approve: false, reason: ' ' }, cli)).rejects.toMatchObject({
      messages: [HelperTexts.reasonRequired],
    });
    await reviewHelper(f.deps, { helper: helper.userId, approve: false, reason: 'Blurry ID card' }, cli);
    expect(await helperRole(helper.userId)).toMatchObject({ status: 'REJECTED', rejectionReason: 'Blurry ID card', isAvailable: false });
    await expect(setAvailability(f.deps, { isAvailable: true }, helper.ctx)).rejects.toMatchObject({ messages: [HelperTexts.rejected] });
  });

  it('answers an unknown helper or a plain user with not found, refuses a user going available, and lets only admins review', async () => {
    const user = await f.verifiedAccount('USER');
    await expect(reviewHelper(f.deps, { helper: user.email, approve: true, reason: '' }, cli)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      messages: [HelperTexts.helperNotFound],
    });
    await expect(reviewHelper(f.deps, { helper: 'nobody@example.com', approve: true, reason: '' }, cli)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(setAvailability(f.deps, { isAvailable: true }, user.ctx)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      messages: [AuthTexts.roleNotAllowed],
    });
    const helper = await f.verifiedAccount('HELPER');
    await expect(reviewHelperAsAdmin(f.deps, { helper: helper.email, approve: true, reason: '' }, helper.ctx)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    expect(await helperRole(helper.userId)).toMatchObject({ status: 'IN_REVIEW' });
    // Nothing was done, so nothing is audited.
    expect(await auditedActions(helper.userId)).toEqual([]);
  });
});
