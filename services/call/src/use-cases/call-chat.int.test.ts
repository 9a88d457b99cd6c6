import { CHAT_MESSAGE_MAX_CHARS, ChatTexts } from '@helpwire/contracts';
import { call as callProto, realtimeEvents } from '@helpwire/proto';
import { acceptedCall } from '../../test/ended-call';
import { useCaseFixture, type Person } from '../../test/use-case-fixture';
import { listChatMessages, sendChatMessage } from './call-chat';
import { joinMeeting } from './join-meeting';
import { leaveCall } from './leave-call';

const f = useCaseFixture();
const { CALL_PARTY_USER, CALL_PARTY_HELPER } = callProto.CallParty;

/** A call a helper accepted: the user, the helper, a helper who was only rung (other), the call id. */
async function accepted() {
  const { user, helper, rung, callId } = await acceptedCall(f);
  return { user, helper, other: rung, callId };
}

const send = (who: Person, callId: string, text: string) => sendChatMessage(f.deps, { callId, text }, who.ctx);
const history = (who: Person, callId: string) => listChatMessages(f.deps, { callId }, who.ctx);

describe('in-call chat (decision 0027)', () => {
  it('both sides write; each message is kept (trimmed) and delivered to both; the history reads oldest first for either side', async () => {
    const { user, helper, callId } = await accepted();
    const hello = await send(user, callId, '  My printer says offline  ');
    expect(hello).toEqual({ id: expect.any(String), callId, from: 'USER', text: 'My printer says offline', sentAt: f.clock.now().toISOString() });
    await f.tick(5000);
    const answer = await send(helper, callId, 'Open the settings, please');
    expect(answer).toMatchObject({ from: 'HELPER', text: 'Open the settings, please' });

    const chat = (await f.deliveries(callId)).filter((d) => d.eventName === 'chat-message');
    expect(chat).toEqual([
      expect.objectContaining({ accountIds: [user.id], audience: realtimeEvents.Audience.AUDIENCE_USER, payload: { callId, message: hello } }),
      expect.objectContaining({ accountIds: [helper.id], audience: realtimeEvents.Audience.AUDIENCE_HELPER, payload: { callId, message: hello } }),
      expect.objectContaining({ accountIds: [user.id], payload: { callId, message: answer } }),
      expect.objectContaining({ accountIds: [helper.id], payload: { callId, message: answer } }),
    ]);
    expect(await history(user, callId)).toEqual([hello, answer]);
    expect(await history(helper, callId)).toEqual([hello, answer]);
  });

  it('the history survives a leave and a rejoin, and stays readable (not writable) after the call ended', async () => {
    const { user, helper, callId } = await accepted();
    await joinMeeting(f.deps, { callId }, user.ctx);
    await joinMeeting(f.deps, { callId }, helper.ctx);
    const before = await send(helper, callId, 'Restart it now');
    await leaveCall(f.deps, { callId, party: CALL_PARTY_HELPER, kind: 0 }, helper.ctx);
    await joinMeeting(f.deps, { callId }, helper.ctx);
    expect(await history(helper, callId)).toEqual([before]);
    await leaveCall(f.deps, { callId, party: CALL_PARTY_USER, kind: 0 }, user.ctx);
    await leaveCall(f.deps, { callId, party: CALL_PARTY_HELPER, kind: 0 }, helper.ctx);
    expect(await history(user, callId)).toEqual([before]);
    await expect(send(user, callId, 'one more')).rejects.toMatchObject({ reason: 'CALL_ENDED' });
  });

  it('an empty message and one over the limit are refused with their codes; the limit itself is fine', async () => {
    const { user, callId } = await accepted();
    await expect(send(user, callId, '   ')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'CALL_CHAT_EMPTY', messages: [ChatTexts.empty] });
    await expect(send(user, callId, 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1))).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'CALL_CHAT_TOO_LONG',
      messages: [ChatTexts.tooLong],
    });
    // Characters, not UTF-16 units: 1000 emoji are 1000 characters.
    expect((await send(user, callId, '👍'.repeat(CHAT_MESSAGE_MAX_CHARS))).text).toHaveLength(2 * CHAT_MESSAGE_MAX_CHARS);
    expect(await history(user, callId)).toHaveLength(1);
  });

  it('only the call\'s two parties may send or read: a helper who was only rung, a stranger, the user in a HELPER session get "not found"; before the accept nobody writes', async () => {
    const { user, other, callId } = await accepted();
    const stranger = f.user();
    for (const who of [other, stranger, { id: user.id, ctx: { ...user.ctx, identity: { ...user.ctx.identity, role: 'HELPER' as const } } }]) {
      await expect(send(who, callId, 'hi')).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
      await expect(history(who, callId)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    }
    await expect(send(user, 'HW-NOSUCHCALL', 'hi')).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });

    const category = f.category();
    f.helper(category, 1);
    const ringing = f.payingUser();
    const { call } = await f.request(ringing, category);
    await expect(send(ringing, call.id, 'anyone?')).rejects.toMatchObject({ reason: 'CALL_NOT_ACCEPTED' });
    expect((await f.deliveries(callId)).filter((d) => d.eventName === 'chat-message')).toEqual([]);
  });
});
