import { CHAT_MESSAGE_MAX_CHARS, ChatTexts } from '@helpwire/contracts';
import { waitFor } from '@helpwire/service-kit/testing';
import type { Socket } from 'socket.io-client';
import { apiOf, uniqueIds } from './accounts';
import { matchingAccountsOf, TECH } from './matching-accounts';
import { withDefaultCard } from './paying-user';
import { connected, received } from './realtime-clients';
import { startStack, type Stack } from './stack';

/**
 * In-call chat through the gateway (decision 0027): sockets on /call-gateway to the call service
 * (gRPC), messages kept in call.call_messages and delivered to both parties through the outbox;
 * the history read again after a reconnection; the limit's code and text; a third account refused.
 */
describe('in-call chat, through the gateway', () => {
  let stack: Stack;
  const sockets: Socket[] = [];
  const unique = uniqueIds();
  const { post } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);
  let helper: { id: string; token: string };

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
    helper = await m.onlineHelper({ first: 'Hadi', gender: 'Male' }, { latitude: 25.21, longitude: 55.27 });
  }, 60_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    m.close();
    await stack?.stop();
  });

  const open = async (token: string) => {
    const socket = await connected(stack.base, token);
    sockets.push(socket);
    return socket;
  };
  const chatHeard = (socket: Socket, callId: string) =>
    ((received(socket).get('chat-message') ?? []) as { callId: string; message: { text: string; from: string } }[])
      .filter((p) => p.callId === callId)
      .map((p) => `${p.message.from}: ${p.message.text}`);

  it('both parties write and both hear each message; a reconnected helper reads the history; the limit, an empty text and a stranger are refused', async () => {
    const helperSocket = await open(helper.token);
    await waitFor(() => m.matchable(helper.id), 10_000);
    const user = await withDefaultCard(post, await m.user());
    const userSocket = await open(user.token);
    const stranger = await open((await m.user()).token);
    const ack = await userSocket.emitWithAck('call-helper', { categoryId: TECH });
    const callId = ack.callId as string;
    // Before the accept nobody writes.
    expect(await userSocket.emitWithAck('send-chat-message', { callId, text: 'hello?' })).toEqual({
      ok: false,
      code: 'CALL_NOT_ACCEPTED',
      message: 'This call has not been accepted yet',
    });
    await waitFor(() => (received(helperSocket).get('incomming-call') ?? []).length > 0, 10_000);
    expect(await helperSocket.emitWithAck('accept-user-call', { userId: user.id, categoryId: TECH })).toMatchObject({ ok: true, accepted: true });
    await userSocket.emitWithAck('join-meeting', { callId });
    await helperSocket.emitWithAck('join-meeting', { callId });

    const sent = await userSocket.emitWithAck('send-chat-message', { callId, text: '  My printer is offline  ' });
    expect(sent).toEqual({ ok: true, message: { id: expect.any(String), callId, from: 'USER', text: 'My printer is offline', sentAt: expect.any(String) } });
    expect(await helperSocket.emitWithAck('send-chat-message', { callId, text: 'مرحبا، افتح الإعدادات' })).toMatchObject({
      ok: true,
      message: { from: 'HELPER' },
    });
    await waitFor(() => chatHeard(userSocket, callId).length === 2 && chatHeard(helperSocket, callId).length === 2, 10_000);
    expect(chatHeard(helperSocket, callId)).toEqual(['USER: My printer is offline', 'HELPER: مرحبا، افتح الإعدادات']);
    expect(chatHeard(userSocket, callId)).toEqual(chatHeard(helperSocket, callId));

    // The helper's browser reloads: a new socket reads what was said.
    helperSocket.disconnect();
    const back = await open(helper.token);
    const history = await back.emitWithAck('get-chat-messages', { callId });
    expect(history.ok).toBe(true);
    expect(history.messages.map((message: { from: string; text: string }) => `${message.from}: ${message.text}`)).toEqual([
      'USER: My printer is offline',
      'HELPER: مرحبا، افتح الإعدادات',
    ]);

    expect(await userSocket.emitWithAck('send-chat-message', { callId, text: 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1) })).toEqual({
      ok: false,
      code: 'CALL_CHAT_TOO_LONG',
      message: ChatTexts.tooLong,
    });
    expect(await userSocket.emitWithAck('send-chat-message', { callId, text: ' \n ' })).toEqual({
      ok: false,
      code: 'CALL_CHAT_EMPTY',
      message: ChatTexts.empty,
    });
    expect(await userSocket.emitWithAck('send-chat-message', { callId, text: 'x'.repeat(9000) })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });

    // A third account: "not found" for both operations, and it hears nothing.
    expect(await stranger.emitWithAck('send-chat-message', { callId, text: 'hi' })).toEqual({ ok: false, code: 'CALL_NOT_FOUND', message: 'Call not found' });
    expect(await stranger.emitWithAck('get-chat-messages', { callId })).toEqual({ ok: false, code: 'CALL_NOT_FOUND', message: 'Call not found' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received(stranger).get('chat-message') ?? []).toEqual([]);
    expect((await back.emitWithAck('get-chat-messages', { callId })).messages).toHaveLength(2);

    await post('/call/userLeaveCall', { callId }, user.token);
    await post('/call/helperLeaveCall', { callId }, helper.token);
  });
});
