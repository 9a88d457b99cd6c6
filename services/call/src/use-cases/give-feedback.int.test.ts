import { afterCall } from '@helpwire/proto';
import { acceptedCall, endedCall } from '../../test/ended-call';
import { useCaseFixture } from '../../test/use-case-fixture';
import { giveFeedback } from './give-feedback';

const f = useCaseFixture();
const { FEEDBACK_TYPE_POSITIVE, FEEDBACK_TYPE_NEGATIVE, FEEDBACK_TYPE_UNSPECIFIED } = afterCall.FeedbackType;

describe('giveFeedback', () => {
  it('stores POSITIVE or NEGATIVE once per side', async () => {
    const { user, helper, callId } = await endedCall(f);
    expect(await giveFeedback(f.deps, { callId, feedback: FEEDBACK_TYPE_POSITIVE, comment: 'Great' }, user.ctx)).toMatchObject({
      created: true,
      feedback: { side: 'USER', type: 'POSITIVE', comment: 'Great' },
    });
    expect(await giveFeedback(f.deps, { callId, feedback: FEEDBACK_TYPE_NEGATIVE }, user.ctx)).toMatchObject({
      created: false,
      feedback: { type: 'POSITIVE' },
    });
    expect(await giveFeedback(f.deps, { callId, feedback: FEEDBACK_TYPE_NEGATIVE }, helper.ctx)).toMatchObject({
      created: true,
      feedback: { side: 'HELPER', type: 'NEGATIVE', comment: null },
    });
  });

  it('needs a type, an ended call and one of its parties', async () => {
    const { user, callId } = await endedCall(f);
    await expect(giveFeedback(f.deps, { callId, feedback: FEEDBACK_TYPE_UNSPECIFIED }, user.ctx)).rejects.toMatchObject({
      message: 'Feedback type must be POSITIVE or NEGATIVE',
    });
    await expect(giveFeedback(f.deps, { callId, feedback: FEEDBACK_TYPE_POSITIVE }, f.user().ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    const live = await acceptedCall(f);
    await expect(giveFeedback(f.deps, { callId: live.callId, feedback: FEEDBACK_TYPE_POSITIVE }, live.helper.ctx)).rejects.toMatchObject({
      reason: 'CALL_NOT_ENDED',
    });
  });
});
