import { AdminActions } from '@helpwire/service-kit';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { endedCall } from '../../test/ended-call';
import { contextFor, useCaseFixture } from '../../test/use-case-fixture';
import { outbox } from '../store/schema';
import { getCallFacts } from './call-facts';
import { addNote, saveSummary } from './call-summary';
import { giveReview } from './give-review';

const f = useCaseFixture();

describe("an admin reads a disputed call's facts (issue 24, item 3)", () => {
  it('answers the parties, times, notes, summary and both reviews, and writes the read to the audit log', async () => {
    const { callId, user, helper } = await endedCall(f);
    await addNote(f.deps, { callId, text: 'Router reset' }, helper.ctx);
    await saveSummary(f.deps, { callId, summary: 'Fixed the Wi-Fi', steps: ['Reset the router'] }, helper.ctx);
    await giveReview(f.deps, { callId, rating: 2, review: 'Slow' }, user.ctx);
    await giveReview(f.deps, { callId, rating: 4 }, helper.ctx);
    const admin = contextFor(randomUUID(), 'ADMIN');

    const facts = await getCallFacts(f.deps, { callId, reason: 'dispute d-1' }, admin);
    expect(facts).toMatchObject({
      callId,
      userId: user.id,
      helperId: helper.id,
      acceptedAt: expect.any(Date),
      endedAt: expect.any(Date),
      notes: [expect.objectContaining({ text: 'Router reset' })],
      summary: expect.objectContaining({ summary: 'Fixed the Wi-Fi', steps: ['Reset the router'] }),
      userReview: expect.objectContaining({ rating: 2, review: 'Slow' }),
      helperReview: expect.objectContaining({ rating: 4 }),
    });
    expect(facts.recordingToken).toBeUndefined();
    const audited = (await f.database.db.select().from(outbox).where(eq(outbox.subject, AdminActions.call.subject)))
      .map((row) => AdminActions.call.codec.decode(row.payload))
      .filter((entry) => entry.objectId === callId);
    expect(audited).toEqual([expect.objectContaining({ actorId: admin.identity.userId, action: 'call.read', objectType: 'call', reason: 'dispute d-1' })]);
  });

  it('refuses users and helpers (the parties too), a read without a reason, and an unknown call', async () => {
    const { callId, user, helper } = await endedCall(f);
    for (const ctx of [user.ctx, helper.ctx])
      await expect(getCallFacts(f.deps, { callId, reason: 'dispute d-1' }, ctx)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    const admin = contextFor(randomUUID(), 'ADMIN');
    await expect(getCallFacts(f.deps, { callId, reason: ' ' }, admin)).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
    await expect(getCallFacts(f.deps, { callId: 'no-such-call', reason: 'dispute d-1' }, admin)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
  });
});
