import { afterCall, callNames } from '@helpwire/proto';
import { AdminActions } from '@helpwire/service-kit';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { endedCall } from '../../test/ended-call';
import { contextFor, useCaseFixture } from '../../test/use-case-fixture';
import { outbox } from '../store/schema';
import { dismissFlag, listFlags } from './admin-flags';
import { closeFlag, getFlag } from './close-flag';
import { flagCall } from './flag-call';

const f = useCaseFixture();
const HELPER = callNames.callPartyNames.toProto('HELPER');
const USER = callNames.callPartyNames.toProto('USER');
const { FLAG_STATUS_WARNED: WARNED, FLAG_STATUS_BANNED: BANNED, FLAG_STATUS_DISMISSED: DISMISSED } = afterCall.FlagStatus;

describe('a flag closes with what was done about it (issue 24, item 5; decision 0082)', () => {
  const audited = async (objectId: string) =>
    (await f.database.db.select().from(outbox).where(eq(outbox.subject, AdminActions.call.subject)))
      .map((row) => AdminActions.call.codec.decode(row.payload))
      .filter((entry) => entry.objectId === objectId);
  const ids = (page: { flags: { call: { id: string } }[] }) => page.flags.map(({ call }) => call.id);

  it('closes a flag as WARNED or BANNED with who, when and the reason, audited once; a retry answers the stored review', async () => {
    const admin = contextFor(randomUUID(), 'ADMIN');
    const warned = await endedCall(f);
    const banned = await endedCall(f);
    await flagCall(f.deps, { callId: warned.callId, reason: 'Rude language' }, warned.helper.ctx);
    await flagCall(f.deps, { callId: banned.callId, reason: 'Threats' }, banned.user.ctx);

    const closed = await closeFlag(
      f.deps,
      afterCall.CloseFlagRequest.fromPartial({ callId: warned.callId, side: HELPER, status: WARNED, reason: ' Mind your words. ' }),
      admin,
    );
    expect(closed.flag).toMatchObject({
      reviewOutcome: 'WARNED',
      reviewNote: 'Mind your words.',
      reviewedBy: admin.identity.userId,
      reviewedAt: expect.any(Date),
    });
    const again = await closeFlag(
      f.deps,
      afterCall.CloseFlagRequest.fromPartial({ callId: warned.callId, side: HELPER, status: WARNED, reason: 'Second try' }),
      contextFor(randomUUID(), 'ADMIN'),
    );
    expect(again.flag).toMatchObject({ reviewOutcome: 'WARNED', reviewNote: 'Mind your words.', reviewedBy: admin.identity.userId });
    expect(await audited(`${warned.callId}:HELPER`)).toEqual([
      expect.objectContaining({ actorId: admin.identity.userId, action: 'flag.warn', objectType: 'flag', reason: 'Mind your words.' }),
    ]);

    await closeFlag(
      f.deps,
      afterCall.CloseFlagRequest.fromPartial({ callId: banned.callId, side: USER, status: BANNED, reason: 'Threatened the helper' }),
      admin,
    );
    expect((await audited(`${banned.callId}:USER`)).map((e) => e.action)).toEqual(['flag.ban']);

    // Neither is in the open queue; each is among the reviewed, and under its own outcome only.
    const page = { limit: 100 };
    expect(ids(await listFlags(f.deps, { reviewed: false, page }, admin))).not.toEqual(expect.arrayContaining([warned.callId]));
    expect(ids(await listFlags(f.deps, { reviewed: false, page }, admin))).not.toContain(banned.callId);
    expect(ids(await listFlags(f.deps, { reviewed: true, page }, admin))).toEqual(expect.arrayContaining([warned.callId, banned.callId]));
    const onlyWarned = ids(await listFlags(f.deps, { reviewed: true, page, status: WARNED }, admin));
    expect(onlyWarned).toContain(warned.callId);
    expect(onlyWarned).not.toContain(banned.callId);
    expect(ids(await listFlags(f.deps, { reviewed: true, page, status: BANNED }, admin))).toContain(banned.callId);
    expect(ids(await listFlags(f.deps, { reviewed: true, page, status: DISMISSED }, admin))).not.toContain(banned.callId);
  });

  it('refuses another outcome on a closed flag, users and helpers, an unknown flag, a missing reason and a dismissal as the action', async () => {
    const admin = contextFor(randomUUID(), 'ADMIN');
    const { user, helper, callId } = await endedCall(f);
    await flagCall(f.deps, { callId, reason: 'Rude' }, helper.ctx);
    const close = (status: afterCall.FlagStatus, reason = 'Because', side = HELPER) => afterCall.CloseFlagRequest.fromPartial({ callId, side, status, reason });
    for (const ctx of [user.ctx, helper.ctx]) await expect(closeFlag(f.deps, close(WARNED), ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(closeFlag(f.deps, close(WARNED, '  '), admin)).rejects.toMatchObject({ message: 'Please write the reason for this action.' });
    await expect(closeFlag(f.deps, close(DISMISSED), admin)).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
    await expect(closeFlag(f.deps, close(WARNED, 'x', USER), admin)).rejects.toMatchObject({ reason: 'CALL_FLAG_NOT_FOUND' });
    expect((await getFlag(f.deps, { callId, side: HELPER }, admin)).flag).toMatchObject({ subjectId: user.id, reviewedAt: null });
    await expect(getFlag(f.deps, { callId, side: USER }, admin)).rejects.toMatchObject({ reason: 'CALL_FLAG_NOT_FOUND' });
    await expect(getFlag(f.deps, { callId: 'nope', side: HELPER }, admin)).rejects.toMatchObject({ reason: 'CALL_FLAG_NOT_FOUND' });
    await expect(getFlag(f.deps, { callId, side: HELPER }, user.ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });

    await dismissFlag(f.deps, { callId, side: HELPER, note: 'Nothing to act on' }, admin);
    await expect(closeFlag(f.deps, close(BANNED), admin)).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'CALL_FLAG_ALREADY_CLOSED' });
    const [stored] = (await listFlags(f.deps, { reviewed: true, page: { limit: 100 }, status: DISMISSED }, admin)).flags.filter((x) => x.call.id === callId);
    expect(stored!.flag).toMatchObject({ reviewOutcome: 'DISMISSED', reviewNote: 'Nothing to act on' });
  });
});
