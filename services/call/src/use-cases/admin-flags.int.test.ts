import { callNames } from '@helpwire/proto';
import { AdminActions } from '@helpwire/service-kit';
import { eq } from 'drizzle-orm';
import { outbox } from '../store/schema';
import { randomUUID } from 'node:crypto';
import { endedCall } from '../../test/ended-call';
import { contextFor, useCaseFixture } from '../../test/use-case-fixture';
import { dismissFlag, listFlags } from './admin-flags';
import { flagCall, updateFlag } from './flag-call';

const f = useCaseFixture();
const HELPER = callNames.callPartyNames.toProto('HELPER');

describe("the admins' flags (issue 24, item 5)", () => {
  it("queues open flags oldest first with the call's facts; a dismissal with a note moves a flag to the reviewed list, once", async () => {
    const admin = contextFor(randomUUID(), 'ADMIN');
    const first = await endedCall(f);
    const second = await endedCall(f);
    await flagCall(f.deps, { callId: first.callId, reason: 'Rude language' }, first.helper.ctx);
    f.clock.advance(1_000);
    await flagCall(f.deps, { callId: second.callId, reason: 'No-show' }, second.user.ctx);
    const withdrawn = await endedCall(f);
    await flagCall(f.deps, { callId: withdrawn.callId, reason: 'Mistake' }, withdrawn.user.ctx);
    await updateFlag(f.deps, { callId: withdrawn.callId, isFlagged: false }, withdrawn.user.ctx);

    const queue = await listFlags(f.deps, { reviewed: false, page: { limit: 100 } }, admin);
    const ours = queue.flags.filter(({ call }) => [first.callId, second.callId, withdrawn.callId].includes(call.id));
    // A withdrawn flag is not in the queue; the others in the order they were raised, each naming who raised it and whom.
    expect(ours.map(({ call, flag }) => [call.id, flag.side, flag.subjectId])).toEqual([
      [first.callId, 'HELPER', first.user.id],
      [second.callId, 'USER', second.helper.id],
    ]);

    const dismissed = await dismissFlag(f.deps, { callId: first.callId, side: HELPER, note: 'Heated but not abusive.' }, admin);
    expect(dismissed.flag).toMatchObject({ reviewOutcome: 'DISMISSED', reviewNote: 'Heated but not abusive.', reviewedBy: admin.identity.userId });
    // Its audit entry was written with it, once (decision 0065).
    const audited = (await f.database.db.select().from(outbox).where(eq(outbox.subject, AdminActions.call.subject)))
      .map((row) => AdminActions.call.codec.decode(row.payload))
      .filter((entry) => entry.objectId === `${first.callId}:HELPER`);
    expect(audited).toEqual([
      expect.objectContaining({ actorId: admin.identity.userId, action: 'flag.dismiss', objectType: 'flag', reason: 'Heated but not abusive.' }),
    ]);
    const again = await dismissFlag(f.deps, { callId: first.callId, side: HELPER, note: 'Another note' }, contextFor(randomUUID(), 'ADMIN'));
    expect(again.flag).toMatchObject({ reviewNote: 'Heated but not abusive.', reviewedBy: admin.identity.userId });
    expect((await f.database.db.select().from(outbox).where(eq(outbox.subject, AdminActions.call.subject))).length).toBe(audited.length);
    const open = await listFlags(f.deps, { reviewed: false, page: { limit: 100 } }, admin);
    expect(open.flags.map(({ call }) => call.id)).not.toContain(first.callId);
    const reviewed = await listFlags(f.deps, { reviewed: true, page: { limit: 100 } }, admin);
    expect(reviewed.flags.map(({ call }) => call.id)).toContain(first.callId);
  });

  it('refuses users and helpers, an unknown flag, and a dismissal without a note', async () => {
    const { user, helper, callId } = await endedCall(f);
    await flagCall(f.deps, { callId, reason: 'Rude' }, helper.ctx);
    for (const ctx of [user.ctx, helper.ctx]) {
      await expect(listFlags(f.deps, { reviewed: false }, ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
      await expect(dismissFlag(f.deps, { callId, side: HELPER, note: 'x' }, ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    }
    const admin = contextFor(randomUUID(), 'ADMIN');
    await expect(dismissFlag(f.deps, { callId, side: HELPER, note: '  ' }, admin)).rejects.toMatchObject({ message: 'Please write a note.' });
    await expect(dismissFlag(f.deps, { callId, side: callNames.callPartyNames.toProto('USER'), note: 'x' }, admin)).rejects.toMatchObject({
      reason: 'CALL_FLAG_NOT_FOUND',
    });
  });
});
