import { callEvents } from '@helpwire/proto';
import { CallEvents } from '@helpwire/service-kit';
import { acceptedCall, endedCall } from '../../test/ended-call';
import { contextFor, useCaseFixture } from '../../test/use-case-fixture';
import { giveReview } from './give-review';

const f = useCaseFixture();

describe('giveReview (decision 0028)', () => {
  it('lets each side review the other once the call ended; a repeat answers the stored review', async () => {
    const { user, helper, callId } = await endedCall(f);
    const first = await giveReview(f.deps, { callId, rating: 5, review: 'Fixed my Wi-Fi in minutes' }, user.ctx);
    expect(first).toMatchObject({ created: true, review: { callId, side: 'USER', subjectId: helper.id, rating: 5, review: 'Fixed my Wi-Fi in minutes' } });
    const again = await giveReview(f.deps, { callId, rating: 1 }, user.ctx);
    expect(again).toMatchObject({ created: false, review: { rating: 5, review: 'Fixed my Wi-Fi in minutes' } });
    const back = await giveReview(f.deps, { callId, rating: 4 }, helper.ctx);
    expect(back).toMatchObject({ created: true, review: { side: 'HELPER', subjectId: user.id, rating: 4, review: null } });
    // The reviewed side hears of each review once (helpwire.call.reviewed; the repeat wrote nothing).
    expect(await f.events(CallEvents.reviewed, callId)).toEqual([
      expect.objectContaining({ author: callEvents.CallParty.CALL_PARTY_USER, authorId: user.id, subjectId: helper.id, rating: 5 }),
      expect.objectContaining({ author: callEvents.CallParty.CALL_PARTY_HELPER, authorId: helper.id, subjectId: user.id, rating: 4 }),
    ]);
  });

  it('takes text alone, and answers the spec texts for nothing, bad stars and blank text', async () => {
    const { user, callId } = await endedCall(f);
    await expect(giveReview(f.deps, { callId }, user.ctx)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'Must provide rating or review to submit',
    });
    await expect(giveReview(f.deps, { callId, rating: 6 }, user.ctx)).rejects.toMatchObject({ message: 'Please provide a rating.' });
    await expect(giveReview(f.deps, { callId, rating: 0 }, user.ctx)).rejects.toMatchObject({ message: 'Please provide a rating.' });
    await expect(giveReview(f.deps, { callId, review: '   ' }, user.ctx)).rejects.toMatchObject({ message: 'Please write a review.' });
    expect((await giveReview(f.deps, { callId, review: 'Kind and patient' }, user.ctx)).review).toMatchObject({ rating: null, review: 'Kind and patient' });
  });

  it('is refused before the call ended, and "not found" for a third account, a helper only rung and the wrong role', async () => {
    const live = await acceptedCall(f);
    await expect(giveReview(f.deps, { callId: live.callId, rating: 5 }, live.user.ctx)).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'CALL_NOT_ENDED',
      message: 'This call has not ended yet',
    });
    const { user, rung, callId } = await endedCall(f);
    await expect(giveReview(f.deps, { callId, rating: 5 }, f.user().ctx)).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'CALL_NOT_FOUND' });
    await expect(giveReview(f.deps, { callId, rating: 5 }, rung.ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await expect(giveReview(f.deps, { callId, rating: 5 }, contextFor(user.id, 'HELPER'))).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await expect(giveReview(f.deps, { callId: 'HW-0000000000', rating: 5 }, user.ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
  });
});
