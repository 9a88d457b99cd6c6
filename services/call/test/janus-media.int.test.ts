/**
 * Calls' media through a real Janus (the Debian package), started from deploy/janus on free ports:
 * rooms made and ended through the MediaRooms port (janode), the tokens Janus accepts and refuses,
 * the pin, the secret and the admin key, and the accept of a call that hands both sides a Janus room.
 */
import { silentLogger } from '@helpwire/service-kit/testing';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Janode, { type JanodeConnection, type JanodeHandle } from 'janode';
import VideoRoomPlugin from 'janode/plugins/videoroom';
import { JanusRooms } from '../src/adapters/media/janus-rooms';
import { startJanus, type RunningJanus } from '../src/adapters/media/janus-process';
import { roomAdminKey, signCoreToken, signJanusToken, signRoomToken } from '../src/adapters/media/janus-token';
import { acceptCall } from '../src/use-cases/accept-call';
import { endCallRoom } from '../src/use-cases/end-call-room';
import { joinMeeting } from '../src/use-cases/join-meeting';
import { leaveCall } from '../src/use-cases/leave-call';
import { testMedia, useCaseFixture } from './use-case-fixture';

const janusBinary = '/usr/bin/janus';
const installed = existsSync(janusBinary);
if (!installed) {
  console.warn(
    `SKIPPED the Janus integration tests: ${janusBinary} is not installed (apt-get install janus janus-tools coturn ffmpeg, or node scripts/provision-servers.mjs)`,
  );
}
const describeWithJanus = installed ? describe : describe.skip;

const secret = 'janus-secret-of-the-integration-tests';
const inTwoHours = () => new Date(Date.now() + 2 * 3600_000);
const callId = () => `HW-T${Math.random().toString(36).slice(2, 11).toUpperCase().padEnd(9, '0')}`;

/** A browser's side of Janus: a connection with this core token, a session, a VideoRoom handle. */
async function browserWith(url: string, token: string): Promise<{ connection: JanodeConnection; handle: () => Promise<JanodeHandle> }> {
  const connection = await Janode.connect({ address: { url, token }, retry_time_secs: 1, max_retries: 1 });
  return {
    connection,
    handle: async () => (await connection.create()).attach(VideoRoomPlugin),
  };
}

/** The VideoRoom error code of a refused request (janode rejects with `_code`). */
async function refusal(request: Promise<unknown>): Promise<number | string> {
  try {
    await request;
  } catch (error) {
    const code = (error as { _code?: number })._code;
    return code ?? (error as Error).message;
  }
  throw new Error('the request was not refused');
}

describeWithJanus('Janus rooms (a real Janus from deploy/janus)', () => {
  let janus: RunningJanus;
  let rooms: JanusRooms;
  let dir: string;
  const opened: JanodeConnection[] = [];
  const browser = async (token: string) => {
    const b = await browserWith(janus.url, token);
    opened.push(b.connection);
    return b;
  };
  const joinRoom = (handle: JanodeHandle, room: string, extra: Record<string, unknown>) =>
    handle.message({ request: 'join', ptype: 'publisher', room, display: 'tester', ...extra });

  beforeAll(async () => {
    Janode.Logger.setLevel('none');
    dir = mkdtempSync(join(tmpdir(), 'helpwire-janus-'));
    janus = await startJanus({ binary: janusBinary, dir: join(dir, 'janus'), tokenSecret: secret, logger: silentLogger });
    rooms = new JanusRooms({
      url: janus.url,
      publicUrl: 'wss://helpwire.test/janus',
      tokenSecret: secret,
      recordingsDir: join(dir, 'recordings'),
      logger: silentLogger,
    });
  }, 30_000);

  afterAll(async () => {
    for (const connection of opened) await connection.close().catch(() => undefined);
    await rooms?.close();
    await janus?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('makes a room per call (string id, pin, secret, recording locked) and hands out a public URL with signed tokens', async () => {
    const id = callId();
    const room = await rooms.createRoom(id, { recording: true });
    expect(room).toMatchObject({ callId: id, media: 'JANUS', recording: true });
    expect(room.pin).toMatch(/^[\w-]{16}$/);
    expect(room.secret).toMatch(/^[\w-]{32}$/);
    const access = rooms.accessOf(room, inTwoHours());
    expect(access).toMatchObject({ url: 'wss://helpwire.test/janus', room: id, pin: room.pin });
    const { handle } = await browser(access.token);
    const videoRoom = await handle();
    expect((await videoRoom.message({ request: 'exists', room: id })).plugindata?.data).toMatchObject({ exists: true });
    // The room is private; with the admin key its settings show the recording into rec_dir/<call id>.
    const listed = (await videoRoom.message({ request: 'list', admin_key: roomAdminKey(secret) })).plugindata?.data.list as {
      room: string;
      record: boolean;
      rec_dir?: string;
      pin_required: boolean;
    }[];
    expect(listed.find((r) => r.room === id)).toMatchObject({ record: true, rec_dir: join(dir, 'recordings', id), pin_required: true });
    // Nobody stops the recording without the room's secret (lock_record).
    expect(await refusal(videoRoom.message({ request: 'enable_recording', room: id, record: false }))).toBe(429);
    expect(await refusal(videoRoom.message({ request: 'enable_recording', room: id, record: false, secret: 'not-the-secret' }))).toBe(433);
    await rooms.destroyRoom(room);
    expect((await videoRoom.message({ request: 'exists', room: id })).plugindata?.data).toMatchObject({ exists: false });
  });

  it('admits a signed core token, and refuses an expired one, a forged one and one without the VideoRoom plugin', async () => {
    const valid = await browser(signCoreToken(secret, inTwoHours()));
    await expect(valid.handle()).resolves.toBeDefined();
    const expired = await browser(signCoreToken(secret, new Date(Date.now() - 1000)));
    expect(await refusal(expired.connection.create())).toMatch(/403|nauthorized/);
    const forged = await browser(signCoreToken('another-secret-nobody-configured', inTwoHours()));
    expect(await refusal(forged.connection.create())).toMatch(/403|nauthorized/);
    const otherPlugin = await browser(signJanusToken(secret, 'janus', ['janus.plugin.echotest'], inTwoHours()));
    const session = await otherPlugin.connection.create();
    expect(await refusal(session.attach(VideoRoomPlugin))).toMatch(/405|nauthorized|not allowed/i);
  });

  it('lets into a room only with its pin and its own room token; nobody without the admin key creates rooms, nobody without the secret ends one', async () => {
    const id = callId();
    const room = await rooms.createRoom(id, { recording: false });
    const access = rooms.accessOf(room, inTwoHours());
    const { handle } = await browser(access.token);
    // Without the pin, with a wrong one, with another room's token, with an expired token: refused.
    expect(await refusal(joinRoom(await handle(), id, { token: access.roomToken }))).toBe(429);
    expect(await refusal(joinRoom(await handle(), id, { token: access.roomToken, pin: 'wrong-pin' }))).toBe(433);
    expect(await refusal(joinRoom(await handle(), id, { token: signRoomToken(secret, 'HW-OTHERROOM', inTwoHours()), pin: access.pin }))).toBe(433);
    expect(await refusal(joinRoom(await handle(), id, { token: signRoomToken(secret, id, new Date(Date.now() - 1000)), pin: access.pin }))).toBe(433);
    expect(await refusal(joinRoom(await handle(), id, { pin: access.pin }))).toBe(433);
    // With both: joined.
    expect((await joinRoom(await handle(), id, { token: access.roomToken, pin: access.pin })).plugindata?.data).toMatchObject({
      videoroom: 'joined',
      room: id,
    });
    // A browser's token creates no room (admin_key) and ends none (secret).
    const videoRoom = await handle();
    expect(await refusal(videoRoom.message({ request: 'create', room: callId() }))).toBe(429);
    expect(await refusal(videoRoom.message({ request: 'create', room: callId(), admin_key: 'not-the-key' }))).toBe(433);
    expect(await refusal(videoRoom.message({ request: 'destroy', room: id, secret: 'not-the-secret' }))).toBe(433);
    expect((await videoRoom.message({ request: 'exists', room: id })).plugindata?.data).toMatchObject({ exists: true });
    await rooms.destroyRoom(room);
    await rooms.destroyRoom(room);
    expect((await videoRoom.message({ request: 'exists', room: id })).plugindata?.data).toMatchObject({ exists: false });
  });

  it('connects again after Janus restarts (the next room request opens a new connection)', async () => {
    const before = await rooms.createRoom(callId(), { recording: false });
    await rooms.destroyRoom(before);
    await janus.stop();
    janus = await startJanus({ binary: janusBinary, dir: join(dir, 'janus'), tokenSecret: secret, wsPort: janus.port, logger: silentLogger });
    // The closed connection was noticed: the first request after the restart connects anew.
    const after = await rooms.createRoom(callId(), { recording: false });
    expect(after.media).toBe('JANUS');
    await rooms.destroyRoom(after);
  });

  describe('accepting a call', () => {
    const f = useCaseFixture();

    it("creates the call's room in Janus, hands each side its own tokens and ends the room with the call", async () => {
      f.deps.media = { ice: testMedia().ice, rooms };
      try {
        const category = f.category();
        const helper = f.helper(category, 1);
        const user = f.payingUser();
        const { call } = await f.request(user, category);
        const answer = await acceptCall(f.deps, { callId: call.id }, helper.ctx);
        const stored = (await f.call(call.id))!.call;
        expect(stored).toMatchObject({ state: 'ACCEPTED', media: 'JANUS', recording: false });
        expect(answer.roomDetails).toMatchObject({
          roomId: call.id,
          callId: call.id,
          media: 'JANUS',
          recording: false,
          janus: { url: 'wss://helpwire.test/janus', room: call.id, pin: stored.mediaPin },
        });
        const userDetails = (await f.deliveries(call.id)).find((d) => d.eventName === 'call-accepted')!.payload.roomDetails as {
          janus: { token: string; roomToken: string; pin: string };
          iceServers: { username?: string }[];
        };
        expect(userDetails.iceServers[1]!.username).toMatch(new RegExp(`:${user.id}$`));
        // Both sides join with what they were handed (signed tokens, pin).
        for (const access of [answer.roomDetails!.janus!, userDetails.janus]) {
          const { handle } = await browser(access.token);
          expect((await joinRoom(await handle(), call.id, { token: access.roomToken, pin: access.pin })).plugindata?.data).toMatchObject({
            videoroom: 'joined',
          });
        }
        expect(await endCallRoom(f.deps, call.id)).toBe(true);
        expect(await endCallRoom(f.deps, call.id)).toBe(false);
        const { handle } = await browser(answer.roomDetails!.janus!.token);
        expect((await (await handle()).message({ request: 'exists', room: call.id })).plugindata?.data).toMatchObject({ exists: false });
      } finally {
        f.deps.media = testMedia();
      }
    });

    it('hands a joining side fresh access to the same room, and both leaving ends the room (decision 0026)', async () => {
      f.deps.media = { ice: testMedia().ice, rooms };
      try {
        const category = f.category();
        const helper = f.helper(category, 1);
        const user = f.payingUser();
        const { call } = await f.request(user, category);
        expect((await acceptCall(f.deps, { callId: call.id }, helper.ctx)).accepted).toBe(true);
        for (const side of [user, helper]) {
          const { room } = await joinMeeting(f.deps, { callId: call.id }, side.ctx);
          const { handle } = await browser(room.janus!.token);
          expect((await joinRoom(await handle(), call.id, { token: room.janus!.roomToken, pin: room.janus!.pin })).plugindata?.data).toMatchObject({
            videoroom: 'joined',
          });
        }
        await leaveCall(f.deps, { callId: call.id, party: 1, kind: 0 }, user.ctx);
        const { handle } = await browser((await joinMeeting(f.deps, { callId: call.id }, helper.ctx)).room.janus!.token);
        expect((await (await handle()).message({ request: 'exists', room: call.id })).plugindata?.data).toMatchObject({ exists: true });
        expect(await leaveCall(f.deps, { callId: call.id, party: 2, kind: 0 }, helper.ctx)).toMatchObject({ state: 'ENDED', endReason: 'BOTH_LEFT' });
        expect((await (await handle()).message({ request: 'exists', room: call.id })).plugindata?.data).toMatchObject({ exists: false });
        expect((await f.call(call.id))!.call.mediaSecret).toBeNull();
      } finally {
        f.deps.media = testMedia();
      }
    });
  });
});

if (!installed) {
  describe('Janus rooms', () => {
    it.skip(`need ${janusBinary} (not installed on this machine)`, () => undefined);
  });
}
