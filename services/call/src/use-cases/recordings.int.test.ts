import { RecordingTexts } from '@helpwire/contracts';
import { CallEvents, LocalDiskStorage } from '@helpwire/service-kit';
import { silentLogger } from '@helpwire/service-kit/testing';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useCaseFixture, type Person } from '../../test/use-case-fixture';
import type { RecordingConverter } from '../ports/recording-converter';
import { recordings } from '../store/schema';
import { acceptCall } from './accept-call';
import { claimDueRecording } from '../store/recording-store';
import { CONVERSION_LEASE_MS, convertNextRecording, CONVERSION_RETRIES_MS } from './convert-recording';
import { deleteRecording } from './delete-recording';
import { RECORDING_SETTLE_MS } from './end-meeting';
import { getRecordingLink } from './get-recording-link';
import { joinMeeting } from './join-meeting';
import { leaveCall } from './leave-call';
import { listRecordings } from './list-recordings';
import { openRecording } from './open-recording';
import type { RecordingDeps } from './recording-deps';
import { updateRecordingType } from './update-recording-type';

const f = useCaseFixture();
let root: string;
let deps: RecordingDeps;
/** What the fake converter does next: write these bytes, fail, or find nothing. */
let converting: { bytes: string } | 'fail' | 'nothing' = { bytes: 'webm-bytes-of-the-call' };

const converter: RecordingConverter = {
  async convert(sourceDir, workDir) {
    if (converting === 'fail') throw new Error('ffmpeg exited with 1');
    if (converting === 'nothing') return undefined;
    const path = join(workDir, 'recording.webm');
    await writeFile(path, converting.bytes);
    return { path, mimeType: 'video/webm', sizeBytes: converting.bytes.length, durationSeconds: 12.5 };
  },
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'helpwire-recordings-'));
  deps = {
    db: f.deps.db,
    clock: f.clock,
    logger: silentLogger,
    notifier: f.deps.notifier,
    media: { ...f.deps.media, recordingsDir: join(root, 'janus') },
    storage: new LocalDiskStorage(join(root, 'files')),
    converter,
    recordingsDir: join(root, 'janus'),
    freeQuotaBytes: 100,
    uploadMaxBytes: 1000,
  };
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** An accepted call the user chose to record in the cloud. */
async function recordedCall(): Promise<{ user: Person; helper: Person; callId: string }> {
  const category = f.category();
  const helper = f.helper(category, 1);
  const user = f.payingUser();
  const { call } = await f.request(user, category);
  expect(await updateRecordingType(deps, { callId: call.id, recordingType: 'cloud' }, user.ctx)).toEqual({
    callId: call.id,
    recordingType: 'cloud',
    recording: true,
  });
  await acceptCall(f.deps, { callId: call.id }, helper.ctx);
  return { user, helper, callId: call.id };
}

/** Both join, both leave: the call ends. The media is P2P in these tests, so the row is made as a Janus call's would be. */
async function endCall(user: Person, helper: Person, callId: string): Promise<void> {
  await f.database.db.execute(`update call.calls set media = 'JANUS', recording = recording_type = 'cloud' where id = '${callId}'`);
  await joinMeeting(f.deps, { callId }, user.ctx);
  await joinMeeting(f.deps, { callId }, helper.ctx);
  await f.tick(12_000);
  await leaveCall(f.deps, { callId, party: 1, kind: 0 }, user.ctx);
  await leaveCall(f.deps, { callId, party: 2, kind: 0 }, helper.ctx);
}

async function readyRecording() {
  const { user, helper, callId } = await recordedCall();
  await endCall(user, helper, callId);
  f.clock.advance(RECORDING_SETTLE_MS);
  const converted = await convertNextRecording(deps);
  expect(converted).toMatchObject({ callId, state: 'READY', sizeBytes: 22, durationSeconds: 12.5 });
  return { user, helper, callId, id: converted!.id };
}

describe('recordings (decision 0030)', () => {
  beforeEach(() => {
    converting = { bytes: 'webm-bytes-of-the-call' };
  });

  it("only the call's user chooses; local records nothing; an ended call cannot change", async () => {
    const category = f.category();
    const helper = f.helper(category, 1);
    const user = f.payingUser();
    const { call } = await f.request(user, category);
    expect(await updateRecordingType(deps, { callId: call.id, recordingType: 'local' }, user.ctx)).toMatchObject({ recording: false });
    expect((await f.call(call.id))!.call).toMatchObject({ recordingType: 'local', recording: false });
    await expect(updateRecordingType(deps, { callId: call.id, recordingType: 'cloud' }, f.user().ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await expect(updateRecordingType(deps, { callId: call.id, recordingType: 'cloud' }, helper.ctx)).rejects.toMatchObject({ reason: 'ROLE_NOT_ALLOWED' });
    await acceptCall(f.deps, { callId: call.id }, helper.ctx);
    await endCall(user, helper, call.id);
    await expect(updateRecordingType(deps, { callId: call.id, recordingType: 'cloud' }, user.ctx)).rejects.toMatchObject({ reason: 'RECORDING_CALL_OVER' });
    // A local call queued nothing.
    expect(await f.database.db.select().from(recordings).where(eq(recordings.callId, call.id))).toEqual([]);
  });

  it('during the call: peer to peer, cloud alone records nothing on our side (the browser records, decision 0037); through Janus the room follows and both sides hear meeting-state with recording', async () => {
    const category = f.category();
    const helper = f.helper(category, 1);
    const user = f.payingUser();
    const { call } = await f.request(user, category);
    await acceptCall(f.deps, { callId: call.id }, helper.ctx);
    // The fixtures' calls go peer to peer: nothing on our side records them; only the browser's `recording` flag turns the indicator on.
    expect(await updateRecordingType(deps, { callId: call.id, recordingType: 'cloud' }, user.ctx)).toMatchObject({ recording: false });
    expect(await updateRecordingType(deps, { callId: call.id, recordingType: 'local' }, user.ctx)).toMatchObject({ recording: false });
    const stateEvents = async () => (await f.deliveries(call.id)).filter((d) => d.eventName === 'meeting-state');
    // Local on a call not recorded changes nothing the screens show.
    expect(await stateEvents()).toEqual([]);

    await f.database.db.execute(`update call.calls set media = 'JANUS', media_secret = 'room-secret', media_pin = 'room-pin' where id = '${call.id}'`);
    const switched: boolean[] = [];
    const janusDeps = {
      ...deps,
      media: { ...deps.media, rooms: { ...deps.media.rooms, setRecording: async (_room: unknown, on: boolean) => void switched.push(on) } },
    };
    expect(await updateRecordingType(janusDeps, { callId: call.id, recordingType: 'cloud' }, user.ctx)).toEqual({
      callId: call.id,
      recordingType: 'cloud',
      recording: true,
    });
    expect(switched).toEqual([true]);
    const told = await stateEvents();
    expect(told.map((d) => [d.accountIds, (d.payload as { recording: boolean }).recording])).toEqual([
      [[user.id], true],
      [[helper.id], true],
    ]);
    // The same choice again: nothing to tell, nothing to switch.
    await updateRecordingType(janusDeps, { callId: call.id, recordingType: 'cloud' }, user.ctx);
    expect(switched).toEqual([true]);
    expect(await stateEvents()).toHaveLength(2);
    await updateRecordingType(janusDeps, { callId: call.id, recordingType: 'local' }, user.ctx);
    expect(switched).toEqual([true, false]);
    expect((await stateEvents()).map((d) => (d.payload as { recording: boolean }).recording)).toEqual([true, true, false, false]);
  });

  it('the end queues a PENDING recording; the job converts it into the storage; both parties list it with its size', async () => {
    const { user, helper, callId } = await recordedCall();
    await endCall(user, helper, callId);
    expect((await listRecordings(deps, user.ctx)).recordings).toEqual([expect.objectContaining({ callId, state: 'PENDING' })]);
    // Not before Janus has had time to close its files.
    expect(await convertNextRecording(deps)).toBeUndefined();
    f.clock.advance(RECORDING_SETTLE_MS);
    const ready = await convertNextRecording(deps);
    expect(ready).toMatchObject({ state: 'READY', mimeType: 'video/webm' });
    // Both parties hear that it can be played (helpwire.call.recording_ready), once.
    expect(await f.events(CallEvents.recordingReady, callId)).toEqual([
      expect.objectContaining({ recordingId: ready!.id, userId: user.id, helperId: helper.id }),
    ]);
    expect(await convertNextRecording(deps)).toBeUndefined();
    expect(await f.events(CallEvents.recordingReady, callId)).toHaveLength(1);
    for (const who of [user, helper]) {
      const list = await listRecordings(deps, who.ctx);
      expect(list.recordings).toEqual([expect.objectContaining({ id: ready!.id, state: 'READY', sizeBytes: 22, durationSeconds: 12.5, storageType: 'cloud' })]);
      expect(list.storage).toEqual({ usedBytes: 22, quotaBytes: 100, planId: 'free', overQuota: false });
    }
    expect((await listRecordings(deps, f.user().ctx)).recordings).toEqual([]);
  });

  it('a failing conversion is tried again, then FAILED; a call with nothing recorded is FAILED at once', async () => {
    converting = 'fail';
    const { user, helper, callId } = await recordedCall();
    await endCall(user, helper, callId);
    f.clock.advance(RECORDING_SETTLE_MS);
    for (const wait of CONVERSION_RETRIES_MS) {
      expect(await convertNextRecording(deps)).toMatchObject({ callId, state: 'PENDING' });
      f.clock.advance(wait);
    }
    expect(await convertNextRecording(deps)).toMatchObject({ callId, state: 'FAILED' });
    converting = 'nothing';
    const other = await recordedCall();
    await endCall(other.user, other.helper, other.callId);
    f.clock.advance(RECORDING_SETTLE_MS);
    expect(await convertNextRecording(deps)).toMatchObject({ callId: other.callId, state: 'FAILED' });
  });

  it('survives a restart: a recording claimed by a worker that died is taken again after its lease', async () => {
    const { user, helper, callId } = await recordedCall();
    await endCall(user, helper, callId);
    f.clock.advance(RECORDING_SETTLE_MS);
    // A worker claims it and dies before converting (the process stopped).
    const now = f.clock.now();
    expect(await claimDueRecording(f.database.db, now, new Date(now.getTime() + CONVERSION_LEASE_MS))).toMatchObject({ callId, attempts: 1 });
    expect(await convertNextRecording(deps)).toBeUndefined();
    f.clock.advance(CONVERSION_LEASE_MS);
    expect(await convertNextRecording(deps)).toMatchObject({ callId, state: 'READY', attempts: 2 });
  });

  it('a link plays for the parties only, until it expires; ranges are served', async () => {
    const { user, helper, id } = await readyRecording();
    const stranger = f.user();
    await expect(getRecordingLink(deps, { id }, stranger.ctx)).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'RECORDING_NOT_FOUND' });
    await expect(getRecordingLink(deps, { id }, f.helper(f.category(), 1).ctx)).rejects.toMatchObject({ reason: 'RECORDING_NOT_FOUND' });
    await expect(getRecordingLink(deps, { id: 'not-a-uuid' }, user.ctx)).rejects.toMatchObject({ reason: 'RECORDING_NOT_FOUND' });
    for (const who of [user, helper]) {
      const { token, expiresAt } = await getRecordingLink(deps, { id }, who.ctx);
      expect(expiresAt.getTime() - f.clock.now().getTime()).toBe(300_000);
      const opened = await openRecording(deps, { token });
      expect(Buffer.concat(await opened.bytes.toArray()).toString()).toBe('webm-bytes-of-the-call');
      const part = await openRecording(deps, { token, range: { first: 5, last: 9 } });
      expect(part.range).toEqual({ first: 5, last: 9 });
      expect(Buffer.concat(await part.bytes.toArray()).toString()).toBe('bytes');
      await expect(openRecording(deps, { token, range: { first: 40 } })).rejects.toMatchObject({ reason: 'RECORDING_RANGE_INVALID' });
    }
    const { token } = await getRecordingLink(deps, { id }, user.ctx);
    await expect(openRecording(deps, { token: `${token}x` })).rejects.toMatchObject({
      reason: 'RECORDING_LINK_EXPIRED',
      message: 'This recording link has expired. Open the recording again.',
    });
    f.clock.advance(300_000);
    await expect(openRecording(deps, { token })).rejects.toMatchObject({ reason: 'RECORDING_LINK_EXPIRED' });
  });

  it('delete: a third account cannot; each side removes its own; the bytes go when neither keeps it', async () => {
    const { user, helper, id } = await readyRecording();
    await expect(deleteRecording(deps, { id }, f.user().ctx)).rejects.toMatchObject({ reason: 'RECORDING_NOT_FOUND' });
    const { token } = await getRecordingLink(deps, { id }, user.ctx);
    const before = (await listRecordings(deps, user.ctx)).storage.usedBytes;
    expect((await deleteRecording(deps, { id }, user.ctx)).storage.usedBytes).toBe(before - 22);
    expect((await listRecordings(deps, user.ctx)).recordings.map((r) => r.id)).not.toContain(id);
    // The user's old link no longer plays; the helper still has it.
    await expect(openRecording(deps, { token })).rejects.toMatchObject({ reason: 'RECORDING_NOT_FOUND' });
    await expect(deleteRecording(deps, { id }, user.ctx)).rejects.toMatchObject({ reason: 'RECORDING_NOT_FOUND' });
    const [row] = await f.database.db.select().from(recordings).where(eq(recordings.id, id));
    const helperLink = await getRecordingLink(deps, { id }, helper.ctx);
    expect(Buffer.concat(await (await openRecording(deps, { token: helperLink.token })).bytes.toArray()).length).toBe(22);
    await deleteRecording(deps, { id }, helper.ctx);
    expect(await f.database.db.select().from(recordings).where(eq(recordings.id, id))).toEqual([]);
    await expect(deps.storage.open(row!.storageKey!)).rejects.toThrow();
  });

  it("cloud is refused once the user's storage is full", async () => {
    const { user } = await readyRecording();
    // 22 + 78: exactly the quota (a recording that would overflow it is not kept: see below).
    converting = { bytes: 'x'.repeat(78) };
    const second = await readyRecordingFor(user);
    expect(second.usedBytes).toBeGreaterThanOrEqual(100);
    const category = f.category();
    f.helper(category, 1);
    const { call } = await f.request(user, category);
    await expect(updateRecordingType(deps, { callId: call.id, recordingType: 'cloud' }, user.ctx)).rejects.toMatchObject({ reason: 'RECORDING_QUOTA_FULL' });
    expect(await updateRecordingType(deps, { callId: call.id, recordingType: 'local' }, user.ctx)).toMatchObject({ recording: false });
  });
});

describe('the recording quota counts every cloud recording an account holds (issue 21)', () => {
  /** A cloud-recorded call of `user` with `helper` (who alone serves `category`), ended and converted. */
  async function convertedCall(user: Person, helper: Person, category: string) {
    const { call } = await f.request(user, category);
    expect(await updateRecordingType(deps, { callId: call.id, recordingType: 'cloud' }, user.ctx)).toMatchObject({ recording: true });
    await acceptCall(f.deps, { callId: call.id }, helper.ctx);
    await endCall(user, helper, call.id);
    f.clock.advance(RECORDING_SETTLE_MS);
    return convertNextRecording(deps);
  }

  it('a recording not yet stored counts: cloud is refused while it converts, and its real size counts once stored', async () => {
    converting = { bytes: 'webm-bytes-of-the-call' };
    const { user, helper, callId } = await recordedCall();
    await endCall(user, helper, callId);
    const strict = { ...deps, pendingBytes: 100 };
    expect((await listRecordings(strict, user.ctx)).storage).toEqual({ usedBytes: 100, quotaBytes: 100, planId: 'free', overQuota: false });
    const category = f.category();
    f.helper(category, 1);
    const { call } = await f.request(user, category);
    await expect(updateRecordingType(strict, { callId: call.id, recordingType: 'cloud' }, user.ctx)).rejects.toMatchObject({
      reason: 'RECORDING_QUOTA_FULL',
      message: RecordingTexts.quotaFull,
    });
    f.clock.advance(RECORDING_SETTLE_MS);
    expect(await convertNextRecording(strict)).toMatchObject({ callId, state: 'READY', sizeBytes: 22 });
    expect((await listRecordings(strict, user.ctx)).storage.usedBytes).toBe(22);
    expect(await updateRecordingType(strict, { callId: call.id, recordingType: 'cloud' }, user.ctx)).toMatchObject({ recording: true });
  });

  it('when stored, a side whose storage it would overflow does not keep it (the helper did not choose); when neither has room it is FAILED with the reason', async () => {
    const category = f.category();
    const helper = f.helper(category, 1);
    const first = f.payingUser();
    converting = { bytes: 'x'.repeat(90) };
    expect(await convertedCall(first, helper, category)).toMatchObject({ state: 'READY', sizeBytes: 90 });

    // Another user's call with the same helper: 30 bytes fit the user's storage, not the helper's (90 + 30 > 100).
    const second = f.payingUser();
    converting = { bytes: 'y'.repeat(30) };
    const stored = await convertedCall(second, helper, category);
    expect(stored).toMatchObject({ state: 'READY', sizeBytes: 30 });
    expect((await listRecordings(deps, second.ctx)).recordings.map((r) => r.id)).toEqual([stored!.id]);
    const helperSide = await listRecordings(deps, helper.ctx);
    expect(helperSide.recordings.map((r) => r.id)).not.toContain(stored!.id);
    expect(helperSide.storage).toEqual({ usedBytes: 90, quotaBytes: 100, planId: 'free', overQuota: false });

    // The first user (90 used) records again: 30 bytes fit neither side.
    converting = { bytes: 'z'.repeat(30) };
    const notKept = await convertedCall(first, helper, category);
    expect(notKept).toMatchObject({ state: 'FAILED', failure: RecordingTexts.notKeptStorageFull });
    const [row] = await f.database.db.select().from(recordings).where(eq(recordings.id, notKept!.id));
    expect(row).toMatchObject({ state: 'FAILED', storageKey: null, failure: 'This recording was not kept: recording storage was full when it was ready.' });
    expect((await listRecordings(deps, first.ctx)).storage.usedBytes).toBe(90);
    expect((await listRecordings(deps, helper.ctx)).storage.usedBytes).toBe(90);
  });
});

/** Another READY recording of this user's; answers the storage used after it. */
async function readyRecordingFor(user: Person): Promise<{ usedBytes: number }> {
  const category = f.category();
  const helper = f.helper(category, 1);
  const { call } = await f.request(user, category);
  await updateRecordingType(deps, { callId: call.id, recordingType: 'cloud' }, user.ctx);
  await acceptCall(f.deps, { callId: call.id }, helper.ctx);
  await endCall(user, helper, call.id);
  f.clock.advance(RECORDING_SETTLE_MS);
  await convertNextRecording(deps);
  return (await listRecordings(deps, user.ctx)).storage;
}
