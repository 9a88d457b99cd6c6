import { LocalDiskStorage } from '@helpwire/service-kit';
import { silentLogger } from '@helpwire/service-kit/testing';
import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useCaseFixture, type Person } from '../../test/use-case-fixture';
import { recordings } from '../store/schema';
import { acceptCall } from './accept-call';
import { getRecordingLink } from './get-recording-link';
import { joinMeeting } from './join-meeting';
import { leaveCall } from './leave-call';
import { listRecordings } from './list-recordings';
import { openRecording } from './open-recording';
import type { RecordingDeps } from './recording-deps';
import { updateRecordingType } from './update-recording-type';
import { BROWSER_UPLOAD_WINDOW_MS, uploadBrowserRecording, type BrowserRecordingPart } from './upload-browser-recording';

const f = useCaseFixture();
let root: string;
let deps: RecordingDeps;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'helpwire-browser-recordings-'));
  const unused = { convert: () => Promise.reject(new Error('no conversion for a browser recording')) };
  deps = {
    db: f.deps.db,
    clock: f.clock,
    logger: silentLogger,
    notifier: f.deps.notifier,
    media: f.deps.media,
    storage: new LocalDiskStorage(join(root, 'files')),
    converter: unused,
    recordingsDir: undefined,
    freeQuotaBytes: 2_000,
    uploadMaxBytes: 1_000,
  };
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** The first bytes MediaRecorder writes: an EBML header of DocType "webm", then some of a segment. */
function webm(size: number): Buffer {
  const header = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.from([0x42, 0x87, 0x81, 0x04]),
  ]);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), 7)]).subarray(0, size);
}

/** The parts a gateway sends: the call first, the bytes in chunks of 100, the marked last. */
async function* partsOf(callId: string, bytes: Buffer, { last = true, durationSeconds = 4 } = {}): AsyncGenerator<BrowserRecordingPart> {
  yield { callId, durationSeconds, content: Buffer.alloc(0), last: false };
  for (let at = 0; at < bytes.length; at += 100) yield { callId: '', durationSeconds: 0, content: bytes.subarray(at, at + 100), last: false };
  if (last) yield { callId: '', durationSeconds: 0, content: Buffer.alloc(0), last: true };
}

/** An accepted peer-to-peer call (the fixtures' media), both in it. */
async function liveCall(): Promise<{ user: Person; helper: Person; callId: string }> {
  const category = f.category();
  const helper = f.helper(category, 1);
  const user = f.payingUser();
  const { call } = await f.request(user, category);
  await acceptCall(f.deps, { callId: call.id }, helper.ctx);
  await joinMeeting(f.deps, { callId: call.id }, user.ctx);
  await joinMeeting(f.deps, { callId: call.id }, helper.ctx);
  await f.tick(10_000);
  return { user, helper, callId: call.id };
}

async function endCall({ user, helper, callId }: { user: Person; helper: Person; callId: string }): Promise<void> {
  await leaveCall(f.deps, { callId, party: 1, kind: 0 }, user.ctx);
  await leaveCall(f.deps, { callId, party: 2, kind: 0 }, helper.ctx);
}

const storedFiles = async () => (await readdir(join(root, 'files'), { recursive: true }).catch(() => [] as string[])).filter((name) => name.includes('-'));

describe("a peer-to-peer call recorded by the user's browser (decision 0037)", () => {
  it('the user says the browser records: both sides hear meeting-state with recording, on and off; the helper cannot; a full storage refuses cloud, not local', async () => {
    const call = await liveCall();
    // The joins told both sides already: only what follows counts.
    const joined = (await f.deliveries(call.callId)).filter((d) => d.eventName === 'meeting-state').length;
    const told = async () =>
      (await f.deliveries(call.callId))
        .filter((d) => d.eventName === 'meeting-state')
        .slice(joined)
        .map((d) => [d.accountIds, (d.payload as { recording: boolean }).recording]);
    expect(await updateRecordingType(deps, { callId: call.callId, recordingType: 'local', recording: true }, call.user.ctx)).toEqual({
      callId: call.callId,
      recordingType: 'local',
      recording: true,
    });
    expect(await told()).toEqual([
      [[call.user.id], true],
      [[call.helper.id], true],
    ]);
    await updateRecordingType(deps, { callId: call.callId, recordingType: 'local', recording: false }, call.user.ctx);
    expect((await told()).map(([, on]) => on)).toEqual([true, true, false, false]);
    await expect(updateRecordingType(deps, { callId: call.callId, recordingType: 'local', recording: true }, call.helper.ctx)).rejects.toMatchObject({
      reason: 'ROLE_NOT_ALLOWED',
    });
    await expect(updateRecordingType(deps, { callId: call.callId, recordingType: 'cloud', recording: true }, f.user().ctx)).rejects.toMatchObject({
      reason: 'CALL_NOT_FOUND',
    });

    const full = { ...deps, freeQuotaBytes: 0 };
    await expect(updateRecordingType(full, { callId: call.callId, recordingType: 'cloud', recording: true }, call.user.ctx)).rejects.toMatchObject({
      reason: 'RECORDING_QUOTA_FULL',
    });
    expect(await updateRecordingType(full, { callId: call.callId, recordingType: 'local', recording: true }, call.user.ctx)).toMatchObject({ recording: true });
  });

  it("an upload of the user's call is READY in the cloud: both parties list and play it, a stranger cannot; one per call", async () => {
    const call = await liveCall();
    await endCall(call);
    const bytes = webm(450);
    const uploaded = await uploadBrowserRecording(deps, partsOf(call.callId, bytes, { durationSeconds: 4 }), call.user.ctx);
    expect(uploaded.recording).toMatchObject({
      callId: call.callId,
      state: 'READY',
      storageType: 'cloud',
      sizeBytes: 450,
      mimeType: 'video/webm',
      durationSeconds: 4,
    });
    expect(uploaded.storage).toEqual({ usedBytes: 450, quotaBytes: 2_000, planId: 'free', overQuota: false });
    for (const party of [call.user, call.helper]) {
      expect((await listRecordings(deps, party.ctx)).recordings.map((r) => r.id)).toEqual([uploaded.recording.id]);
      const link = await getRecordingLink(deps, { id: uploaded.recording.id }, party.ctx);
      expect(Buffer.concat(await (await openRecording(deps, { token: link.token })).bytes.toArray())).toEqual(bytes);
    }
    const stranger = f.user();
    expect((await listRecordings(deps, stranger.ctx)).recordings).toEqual([]);
    await expect(getRecordingLink(deps, { id: uploaded.recording.id }, stranger.ctx)).rejects.toMatchObject({ reason: 'RECORDING_NOT_FOUND' });
    // A second recording of the same call keeps nothing.
    const before = await storedFiles();
    await expect(uploadBrowserRecording(deps, partsOf(call.callId, webm(200)), call.user.ctx)).rejects.toMatchObject({
      reason: 'RECORDING_EXISTS',
      message: 'This call already has a recording in your recordings. Save another to your device.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('only the call\'s user uploads: a stranger gets "Call not found", the helper is refused, and nobody can upload into another\'s recording', async () => {
    const call = await liveCall();
    await expect(uploadBrowserRecording(deps, partsOf(call.callId, webm(300)), f.user().ctx)).rejects.toMatchObject({
      reason: 'CALL_NOT_FOUND',
      message: 'Call not found',
    });
    await expect(uploadBrowserRecording(deps, partsOf(call.callId, webm(300)), f.payingUser().ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await expect(uploadBrowserRecording(deps, partsOf(call.callId, webm(300)), call.helper.ctx)).rejects.toMatchObject({ reason: 'ROLE_NOT_ALLOWED' });
    await expect(uploadBrowserRecording(deps, partsOf('not-a-call', webm(300)), call.user.ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    // A call not answered yet had no meeting to record.
    const category = f.category();
    f.helper(category, 1);
    const user = f.payingUser();
    const { call: ringing } = await f.request(user, category);
    await expect(uploadBrowserRecording(deps, partsOf(ringing.id, webm(300)), user.ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    expect(await f.database.db.select().from(recordings).where(eq(recordings.callId, call.callId))).toEqual([]);
  });

  it('refuses what is not WebM, past the size limit, past the storage left, cut off, of a Janus call, or long after the call; nothing is kept', async () => {
    const call = await liveCall();
    const before = await storedFiles();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200)]);
    await expect(uploadBrowserRecording(deps, partsOf(call.callId, png), call.user.ctx)).rejects.toMatchObject({
      reason: 'RECORDING_NOT_WEBM',
      message: 'A recording must be a WebM video.',
    });
    // An EBML file of another DocType (Matroska) is not WebM either.
    const mkv = Buffer.from(webm(200).toString('latin1').replace('webm', 'mkvx'), 'latin1');
    await expect(uploadBrowserRecording(deps, partsOf(call.callId, mkv), call.user.ctx)).rejects.toMatchObject({ reason: 'RECORDING_NOT_WEBM' });
    await expect(uploadBrowserRecording(deps, partsOf(call.callId, Buffer.alloc(0)), call.user.ctx)).rejects.toMatchObject({ reason: 'RECORDING_NOT_WEBM' });
    await expect(uploadBrowserRecording(deps, partsOf(call.callId, webm(1_001)), call.user.ctx)).rejects.toMatchObject({
      reason: 'RECORDING_TOO_LARGE',
      message: 'This recording is larger than 512 MB. Save it to your device instead.',
    });
    await expect(uploadBrowserRecording({ ...deps, freeQuotaBytes: 500 }, partsOf(call.callId, webm(501)), call.user.ctx)).rejects.toMatchObject({
      reason: 'RECORDING_QUOTA_FULL',
    });
    await expect(uploadBrowserRecording(deps, partsOf(call.callId, webm(300), { last: false }), call.user.ctx)).rejects.toMatchObject({
      reason: 'RECORDING_UPLOAD_INTERRUPTED',
    });
    expect(await storedFiles()).toEqual(before);

    await f.database.db.execute(`update call.calls set media = 'JANUS' where id = '${call.callId}'`);
    await expect(uploadBrowserRecording(deps, partsOf(call.callId, webm(300)), call.user.ctx)).rejects.toMatchObject({ reason: 'RECORDING_NOT_AVAILABLE' });
    await f.database.db.execute(`update call.calls set media = 'P2P' where id = '${call.callId}'`);
    await endCall(call);
    f.clock.advance(BROWSER_UPLOAD_WINDOW_MS + 1_000);
    await expect(uploadBrowserRecording(deps, partsOf(call.callId, webm(300)), call.user.ctx)).rejects.toMatchObject({ reason: 'RECORDING_CALL_OVER' });
    expect(await f.database.db.select().from(recordings).where(eq(recordings.callId, call.callId))).toEqual([]);
  });

  it('the quota counts what the user keeps already: an upload that would pass it is refused at storage', async () => {
    const first = await liveCall();
    await uploadBrowserRecording(deps, partsOf(first.callId, webm(900)), first.user.ctx);
    await endCall(first);
    const category = f.category();
    const helper = f.helper(category, 1);
    const { call } = await f.request(first.user, category);
    await acceptCall(f.deps, { callId: call.id }, helper.ctx);
    await expect(uploadBrowserRecording({ ...deps, freeQuotaBytes: 1_500 }, partsOf(call.id, webm(700)), first.user.ctx)).rejects.toMatchObject({
      reason: 'RECORDING_QUOTA_FULL',
      message: 'This recording does not fit in your recording storage. Save it to your device, or delete recordings and try again.',
    });
    await expect(uploadBrowserRecording({ ...deps, freeQuotaBytes: 900 }, partsOf(call.id, webm(100)), first.user.ctx)).rejects.toMatchObject({
      reason: 'RECORDING_QUOTA_FULL',
    });
    expect((await uploadBrowserRecording({ ...deps, freeQuotaBytes: 1_500 }, partsOf(call.id, webm(600)), first.user.ctx)).storage.usedBytes).toBe(1_500);
  });
});
