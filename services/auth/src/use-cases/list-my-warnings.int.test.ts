import { auth } from '@helpwire/proto';
import { AdminActions, AuthEvents } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { useCaseFixture } from '../../test/use-case-fixture';
import { outbox } from '../store/schema';
import { adminSanctions, warnAccount } from './account-sanctions';
import { listMyWarnings } from './list-my-warnings';

describe('warnings reach the warned person (issue 24, item 3)', () => {
  const f = useCaseFixture();
  const adminId = randomUUID();
  const admin = () => f.ctx({ userId: adminId, role: 'ADMIN' });
  const warnedEvents = async (userId: string) =>
    (await f.database.db.select().from(outbox).where(eq(outbox.subject, AuthEvents.accountWarned.subject)))
      .map((row) => AuthEvents.accountWarned.codec.decode(row.payload))
      .filter((event) => event.userId === userId);
  const audited = async (objectId: string) =>
    (await f.database.db.select().from(outbox).where(eq(outbox.subject, AdminActions.auth.subject)))
      .map((row) => AdminActions.auth.codec.decode(row.payload))
      .filter((entry) => entry.objectId === objectId && entry.action === 'account.warn');

  it('emits account_warned once per warning: an admin, a flag (a retry adds none) and a dispute (a redelivery adds none)', async () => {
    const person = await f.verifiedAccount('USER');
    await adminSanctions.warn(f.deps, auth.WarnAccountRequest.fromPartial({ accountId: person.userId, reason: ' Rude in chat ' }), admin());
    const flag = auth.WarnAccountRequest.fromPartial({ accountId: person.userId, reason: 'Flagged for no-shows', flagId: `${randomUUID()}:USER` });
    await adminSanctions.warn(f.deps, flag, admin());
    await adminSanctions.warn(f.deps, flag, admin());
    const disputeId = randomUUID();
    for (let i = 0; i < 2; i += 1) await warnAccount(f.deps, person.userId, 'A dispute was decided against this account.', { kind: 'DISPUTE', disputeId });

    const events = await warnedEvents(person.userId);
    expect(events.map((e) => [e.reason, e.source])).toEqual([
      ['Rude in chat', auth.WarningSource.WARNING_SOURCE_ADMIN],
      ['Flagged for no-shows', auth.WarningSource.WARNING_SOURCE_FLAG],
      ['A dispute was decided against this account.', auth.WarningSource.WARNING_SOURCE_DISPUTE],
    ]);
    expect(new Set(events.map((e) => e.warningId)).size).toBe(3);
    // The admin's two are audited as theirs, with the reason; the dispute's is payment's to audit.
    expect((await audited(person.userId)).map((entry) => entry.reason)).toEqual(['Rude in chat', 'Flagged for no-shows']);

    const mine = await listMyWarnings(f.deps, person.ctx);
    expect(mine.warnings.map((w) => w.reason)).toEqual(['A dispute was decided against this account.', 'Flagged for no-shows', 'Rude in chat']);
    expect(mine.warnings.map((w) => w.id)).toEqual(events.map((e) => e.warningId).reverse());
    expect(mine.warnings[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('answers only the signed-in account its own warnings: another account reads its own (none), a visitor and an admin are refused', async () => {
    const warned = await f.verifiedAccount('HELPER');
    const other = await f.verifiedAccount('USER');
    await adminSanctions.warn(f.deps, auth.WarnAccountRequest.fromPartial({ accountId: warned.userId, reason: 'Late twice' }), admin());
    expect((await listMyWarnings(f.deps, warned.ctx)).warnings.map((w) => w.reason)).toEqual(['Late twice']);
    expect((await listMyWarnings(f.deps, other.ctx)).warnings).toEqual([]);
    await expect(listMyWarnings(f.deps, f.ctx())).rejects.toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_REQUIRED' });
    await expect(listMyWarnings(f.deps, admin())).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'ROLE_NOT_ALLOWED' });
  });

  it('lets only admins warn, and refuses an empty reason', async () => {
    const person = await f.verifiedAccount('USER');
    const request = auth.WarnAccountRequest.fromPartial({ accountId: person.userId, reason: 'Spam' });
    await expect(adminSanctions.warn(f.deps, request, person.ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'ROLE_NOT_ALLOWED' });
    await expect(adminSanctions.warn(f.deps, { ...request, reason: '  ' }, admin())).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'VALIDATION_FAILED',
    });
    expect(await warnedEvents(person.userId)).toEqual([]);
  });
});
