import { CallEvents } from '@helpwire/service-kit';
import { realtimeEvents } from '@helpwire/proto';
import { silentLogger } from '@helpwire/service-kit/testing';
import { mediaWallClock, testMedia, useCaseFixture, type Person } from '../../test/use-case-fixture';
import { JanusRooms } from '../adapters/media/janus-rooms';
import { turnCredentials } from '../adapters/media/turn-credentials';
import { acceptCall } from './accept-call';

const f = useCaseFixture();

async function ringing() {
  const category = f.category();
  const helpers = [f.helper(category, 1), f.helper(category, 2), f.helper(category, 3)];
  const user = f.payingUser();
  const { call } = await f.request(user, category);
  return { category, helpers, user, callId: call.id };
}

const accept = (helper: Person, callId: string, helperFirstName?: string) => acceptCall(f.deps, { callId, helperFirstName }, helper.ctx);

/** Peer-to-peer roomDetails of one side: STUN, and TURN with that side's own credentials for 2 h. */
function p2pDetails(callId: string, accountId: string) {
  const expiresAt = new Date(mediaWallClock.getTime() + 2 * 3600_000);
  return {
    roomId: callId,
    callId,
    media: 'P2P',
    recording: false,
    iceServers: [
      { urls: ['stun:stun.helpwire.test:3478'] },
      { urls: ['turn:turn.helpwire.test:3478?transport=udp'], ...turnCredentials('turn-secret-of-the-tests', accountId, expiresAt) },
    ],
  };
}

describe('acceptCall', () => {
  it('lets the first helper win; the others get missed-call and the user call-accepted', async () => {
    const { helpers, user, callId } = await ringing();
    const [a, b, c] = helpers as [Person, Person, Person];
    expect(await accept(b, callId, '  Omar ')).toEqual({ callId, accepted: true, roomDetails: p2pDetails(callId, b.id) });
    const { call, rings } = (await f.call(callId))!;
    // The next look at the call is its one-hour end (decision 0026).
    const oneHour = new Date(f.clock.now().getTime() + 3600_000);
    expect(call).toMatchObject({ state: 'ACCEPTED', helperId: b.id, endsAt: oneHour, nextStepAt: oneHour });
    expect(Object.fromEntries(rings.map((r) => [r.helperId, r.outcome]))).toEqual({
      [a.id]: 'ANSWERED_ELSEWHERE',
      [b.id]: 'ACCEPTED',
      [c.id]: 'ANSWERED_ELSEWHERE',
    });
    expect(f.matching.inCall.get(b.id)).toBe(callId);
    const heard = await f.deliveries(callId);
    const missed = heard.filter((d) => d.eventName === 'missed-call');
    expect(missed).toHaveLength(1);
    expect(missed[0]!.accountIds.sort()).toEqual([a.id, c.id].sort());
    expect(missed[0]!.payload).toMatchObject({ userId: user.id, callId, reason: 'ANSWERED_ELSEWHERE' });
    const accepted = heard.filter((d) => d.eventName === 'call-accepted');
    expect(accepted).toEqual([
      expect.objectContaining({
        accountIds: [user.id],
        audience: realtimeEvents.Audience.AUDIENCE_USER,
        payload: expect.objectContaining({ id: b.id, helperFirstName: 'Omar', callId, roomDetails: p2pDetails(callId, user.id) }),
      }),
    ]);
    expect(await f.events(CallEvents.accepted, callId)).toEqual([expect.objectContaining({ helperId: b.id, userId: user.id, wave: 1 })]);
    expect((await f.events(CallEvents.missed, callId)).map((e) => e.helperId).sort()).toEqual([a.id, c.id].sort());
    expect(await accept(a, callId)).toEqual({ callId, accepted: false });
    // The call no longer rings: its 15 s pass without a second wave.
    await f.tick(15_000);
    expect((await f.call(callId))!.call).toMatchObject({ state: 'ACCEPTED', wave: 1 });
  });

  it('gives the call to exactly one of three helpers accepting at the same moment', async () => {
    const { helpers, callId } = await ringing();
    const answers = await Promise.all(helpers.map((h) => accept(h, callId)));
    expect(answers.filter((a) => a.accepted)).toHaveLength(1);
    const winner = helpers[answers.findIndex((a) => a.accepted)]!;
    expect((await f.call(callId))!.call.helperId).toBe(winner.id);
    expect(await f.events(CallEvents.accepted, callId)).toHaveLength(1);
  });

  it('finds the call by the caller and category, as accept-user-call names it', async () => {
    const { helpers, user, category, callId } = await ringing();
    expect(await acceptCall(f.deps, { caller: { userId: user.id, categoryId: category } }, helpers[2]!.ctx)).toMatchObject({ callId, accepted: true });
  });

  it('answers accepted = false once the ring ended (15 s), and for a helper already in another call', async () => {
    const late = await ringing();
    f.clock.advance(15_000);
    expect(await accept(late.helpers[0]!, late.callId)).toEqual({ callId: late.callId, accepted: false });
    await f.settle();
    const busy = await ringing();
    f.matching.inCall.set(busy.helpers[0]!.id, 'HW-OTHERCALL0');
    expect(await accept(busy.helpers[0]!, busy.callId)).toEqual({ callId: busy.callId, accepted: false });
    expect((await f.call(busy.callId))!.call.state).toBe('RINGING');
    expect((await f.call(busy.callId))!.rings.find((r) => r.helperId === busy.helpers[0]!.id)?.outcome).toBe('RINGING');
  });

  it('is refused to a helper the call did not ring, and to a USER session', async () => {
    const { callId, user } = await ringing();
    const stranger = f.helper(f.category(), 1);
    await expect(accept(stranger, callId)).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'CALL_NOT_FOUND' });
    await expect(acceptCall(f.deps, { callId }, user.ctx)).rejects.toMatchObject({ reason: 'ROLE_NOT_ALLOWED' });
  });

  it('keeps the accept when Janus cannot be reached: the call goes peer to peer, unrecorded (decision 0025)', async () => {
    const { helpers, user, callId } = await ringing();
    // Nothing listens on port 9 of this machine: the room cannot be created.
    const unreachable = new JanusRooms({
      url: 'ws://127.0.0.1:9',
      publicUrl: 'ws://127.0.0.1:9',
      tokenSecret: 'janus-secret-of-the-tests',
      recordingsDir: '/tmp/helpwire-recordings',
      logger: silentLogger,
      requestTimeoutMs: 3000,
    });
    f.deps.media = { ...testMedia(), rooms: unreachable };
    try {
      expect(await accept(helpers[0]!, callId)).toEqual({ callId, accepted: true, roomDetails: p2pDetails(callId, helpers[0]!.id) });
    } finally {
      f.deps.media = testMedia();
      await unreachable.close();
    }
    expect((await f.call(callId))!.call).toMatchObject({ state: 'ACCEPTED', media: 'P2P', mediaPin: null, mediaSecret: null, recording: false });
    const accepted = (await f.deliveries(callId)).filter((d) => d.eventName === 'call-accepted');
    expect(accepted[0]!.payload.roomDetails).toEqual(p2pDetails(callId, user.id));
  });
});
