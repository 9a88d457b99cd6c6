import { AuthTexts } from '@helpwire/contracts';
import { and, eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { accountRoles } from '../store/schema';
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
    expect(await reviewHelper(f.deps, { helper: helper.email, approve: true, reason: '' })).toEqual({ userId: helper.userId, status: 'APPROVED' });
    expect(await setAvailability(f.deps, { isAvailable: true }, helper.ctx)).toEqual({ isAvailable: true });
    expect(await helperRole(helper.userId)).toMatchObject({ status: 'APPROVED', isAvailable: true });
    const subjects = await f.outboxSubjects();
    expect(subjects.some((s) => s.endsWith('helper_verified'))).toBe(true);
    expect(subjects.some((s) => s.endsWith('availability_changed'))).toBe(true);
  });

  it('rejects only with a reason, takes the helper off availability, and tells them why', async () => {
    const helper = await f.verifiedAccount('HELPER');
    await expect(reviewHelper(f.deps, { helper: helper.userId, approve: false, reason: ' ' })).rejects.toMatchObject({
      messages: [HelperTexts.reasonRequired],
    });
    await reviewHelper(f.deps, { helper: helper.userId, approve: false, reason: 'Blurry ID card' });
    expect(await helperRole(helper.userId)).toMatchObject({ status: 'REJECTED', rejectionReason: 'Blurry ID card', isAvailable: false });
    await expect(setAvailability(f.deps, { isAvailable: true }, helper.ctx)).rejects.toMatchObject({ messages: [HelperTexts.rejected] });
  });

  it('answers an unknown helper or a plain user with not found, refuses a user going available, and lets only admins review', async () => {
    const user = await f.verifiedAccount('USER');
    await expect(reviewHelper(f.deps, { helper: user.email, approve: true, reason: '' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      messages: [HelperTexts.helperNotFound],
    });
    await expect(reviewHelper(f.deps, { helper: 'nobody@example.com', approve: true, reason: '' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(setAvailability(f.deps, { isAvailable: true }, user.ctx)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      messages: [AuthTexts.roleNotAllowed],
    });
    const helper = await f.verifiedAccount('HELPER');
    await expect(reviewHelperAsAdmin(f.deps, { helper: helper.email, approve: true, reason: '' }, helper.ctx)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    expect(await helperRole(helper.userId)).toMatchObject({ status: 'IN_REVIEW' });
  });
});
