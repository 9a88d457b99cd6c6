import { PaymentEvents } from '@helpwire/service-kit';
import { waitFor } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiOf, uniqueIds } from './accounts';
import { matchingAccountsOf } from './matching-accounts';
import { readFile } from 'node:fs/promises';
import { tinyPng } from './files';
import { sampleWebm, seedEndedP2pCall, seedReadyRecording } from './seeded-recording';
import { call, startStack, type Stack } from './stack';

/**
 * Recordings through the gateway (decision 0030): the call's two parties list it, get a short-lived
 * link, play it (whole and by byte range) and delete it for themselves; a third account can do none
 * of it; an expired or forged link and a signed-out caller get clear errors; the recording choice
 * is the call's user's alone.
 */
describe('recordings, through the gateway', () => {
  let stack: Stack;
  let filesDir: string;
  const unique = uniqueIds();
  const { get, send } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);
  const previousDir = process.env.FILE_STORAGE_DIR;
  let user: { id: string; token: string };
  let helper: { id: string; token: string };
  let stranger: { id: string; token: string };

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'helpwire-recordings-api-'));
    // The call service keeps recordings in the file storage of its environment.
    process.env.FILE_STORAGE_DIR = filesDir;
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
    user = await m.user();
    stranger = await m.user();
    helper = await m.onlineHelper({ first: 'Hadi', gender: 'Male' }, { latitude: 25.21, longitude: 55.27 });
  }, 90_000);

  afterAll(async () => {
    if (previousDir === undefined) delete process.env.FILE_STORAGE_DIR;
    else process.env.FILE_STORAGE_DIR = previousDir;
    m.close();
    await stack?.stop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('both parties list, play and download it; a third account cannot list, get a link or delete; each side deletes its own', async () => {
    const seeded = await seedReadyRecording(stack.database.url, filesDir, { userId: user.id, helperId: helper.id });
    for (const party of [user, helper]) {
      const list = await get('/recording/getAllrecordings', party.token);
      expect(list.status).toBe(200);
      expect(list.body.data.recordings).toEqual([
        expect.objectContaining({
          id: seeded.id,
          callId: seeded.callId,
          state: 'READY',
          storageType: 'cloud',
          sizeBytes: seeded.sizeBytes,
          mimeType: 'video/webm',
        }),
      ]);
      expect(list.body.data.storage).toEqual({ usedBytes: seeded.sizeBytes, quotaBytes: 1024 * 1024 * 1024, planId: 'free', overQuota: false });
      // The call's history carries it too (issue 21, item 15).
      const history = await get(`/${party === user ? 'users' : 'helpers'}/call-history/${seeded.callId}`, party.token);
      expect(history.body.data.recording).toEqual(expect.objectContaining({ id: seeded.id, state: 'READY', storageType: 'cloud' }));
    }
    // A third account: nothing listed, no link, no delete; the same "not found" as an unknown id.
    const strangers = await get('/recording/getAllrecordings', stranger.token);
    expect(strangers.body).toMatchObject({ message: 'No recording found.', data: { recordings: [], storage: { usedBytes: 0 } } });
    const refusedLink = await get(`/recording/getRecordingURL?id=${seeded.id}`, stranger.token);
    expect(refusedLink).toMatchObject({ status: 404, body: { message: 'Recording not found', code: 'RECORDING_NOT_FOUND' } });
    expect((await send('DELETE', '/recording/deleteRecording', { id: seeded.id }, stranger.token)).status).toBe(404);
    expect((await get(`/recording/getRecordingURL?id=${seeded.id}`)).status).toBe(401);
    expect((await get('/recording/getRecordingURL?id=nope', user.token)).status).toBe(400);

    // The user's link plays the bytes, and a byte range of them (a player's seek).
    const link = await get(`/recording/getRecordingURL?id=${seeded.id}`, user.token);
    expect(link.status).toBe(200);
    expect(link.body.data.url).toMatch(/^\/api\/v1\/recording\/play\/[\w-]{43}$/);
    expect(new Date(link.body.data.expiresAt).getTime() - Date.now()).toBeGreaterThan(250_000);
    const whole = await fetch(`${stack.base}${link.body.data.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBe(seeded.sizeBytes);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const part = await fetch(`${stack.base}${link.body.data.url}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${seeded.sizeBytes}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    expect((await fetch(`${stack.base}${link.body.data.url}`, { headers: { range: `bytes=${seeded.sizeBytes + 10}-` } })).status).toBe(416);
    const download = await fetch(`${stack.base}${link.body.data.downloadUrl}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="helpwire-call-HW-/);
    await download.arrayBuffer();
    // A forged link: the expired-link text.
    const forged = await call(stack.base, `${link.body.data.url.slice(0, -2)}xx`);
    expect(forged).toMatchObject({
      status: 404,
      body: { message: 'This recording link has expired. Open the recording again.', code: 'RECORDING_LINK_EXPIRED' },
    });

    // The user deletes it: gone from the user's list and storage, the user's link no longer plays; the helper keeps it.
    const deleted = await send('DELETE', '/recording/deleteRecording', { id: seeded.id }, user.token);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Recording deleted successfully', data: { id: seeded.id, storage: { usedBytes: 0 } } } });
    expect((await get('/recording/getAllrecordings', user.token)).body.data.recordings).toEqual([]);
    expect((await fetch(`${stack.base}${link.body.data.url}`)).status).toBe(404);
    expect((await get('/recording/getAllrecordings', helper.token)).body.data.recordings).toHaveLength(1);
    // Deleted by the user: gone from the user's history, still in the helper's.
    expect((await get(`/users/call-history/${seeded.callId}`, user.token)).body.data.recording).toBeNull();
    expect((await get(`/helpers/call-history/${seeded.callId}`, helper.token)).body.data.recording).toMatchObject({ id: seeded.id });
    expect((await send('DELETE', '/recording/deleteRecording', { id: seeded.id }, helper.token)).status).toBe(200);
    expect((await get('/recording/getAllrecordings', helper.token)).body.data.recordings).toEqual([]);
  });

  it("the quota is the account's plan (decision 0085): the payment service's entitlement event sets it; below what is kept, the account is over quota and keeps every recording", async () => {
    const owner = await m.user();
    const seeded = await seedReadyRecording(stack.database.url, filesDir, { userId: owner.id, helperId: helper.id });
    const storage = async () => (await get('/recording/getAllrecordings', owner.token)).body.data.storage;
    const entitle = async (planId: string, quotaBytes: number, occurredAt: Date) => {
      const event = PaymentEvents.storageEntitlementChanged;
      const eventId = randomUUID();
      const data = event.codec.encode({ eventId, occurredAt, accountId: owner.id, planId, storageQuotaBytes: String(quotaBytes), retentionDays: 365 }).finish();
      await stack.bus.bus.publish({ id: eventId, subject: event.subject, data, headers: {} });
    };
    await entitle('plus', 10 * 1024 ** 3, new Date(Date.now() - 60_000));
    await waitFor(async () => (await storage()).planId === 'plus');
    expect(await storage()).toEqual({ usedBytes: seeded.sizeBytes, quotaBytes: 10 * 1024 ** 3, planId: 'plus', overQuota: false });
    // A plan smaller than what is kept: over quota, and the recording is still listed and plays.
    await entitle('tiny', 10, new Date());
    await waitFor(async () => (await storage()).planId === 'tiny');
    expect(await storage()).toEqual({ usedBytes: seeded.sizeBytes, quotaBytes: 10, planId: 'tiny', overQuota: true });
    const list = await get('/recording/getAllrecordings', owner.token);
    expect(list.body.data.recordings.map((r: { id: string }) => r.id)).toEqual([seeded.id]);
    expect((await get(`/recording/getRecordingURL?id=${seeded.id}`, owner.token)).status).toBe(200);
  });

  it("the recording choice: the call's user only, cloud or local, clear errors otherwise", async () => {
    const seeded = await seedReadyRecording(stack.database.url, filesDir, { userId: user.id, helperId: helper.id });
    const patch = (json: unknown, token?: string) => send('PATCH', '/call/updateCallRecordingType', json, token);
    expect((await patch({ callId: seeded.callId, recordingType: 'cloud' })).status).toBe(401);
    expect((await patch({ callId: seeded.callId, recordingType: 'tape' }, user.token)).status).toBe(400);
    expect(await patch({ callId: seeded.callId, recordingType: 'cloud' }, stranger.token)).toMatchObject({ status: 404, body: { message: 'Call not found' } });
    expect((await patch({ callId: seeded.callId, recordingType: 'cloud' }, helper.token)).status).toBe(403);
    // The seeded call has ended: its recording can no longer change.
    expect(await patch({ callId: seeded.callId, recordingType: 'local' }, user.token)).toMatchObject({ status: 422, body: { code: 'RECORDING_CALL_OVER' } });
  });

  /** POST /recording/uploadRecording as a browser sends it: callId and durationSeconds, then the file. */
  async function uploadRecording(callId: string, content: Buffer, token?: string, type = 'video/webm') {
    const form = new FormData();
    form.append('callId', callId);
    form.append('durationSeconds', '4');
    form.append('file', new Blob([new Uint8Array(content)], { type }), 'recording.webm');
    const response = await fetch(`${stack.base}/api/v1/recording/uploadRecording`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  it("a peer-to-peer call's browser recording (decision 0037): the call's user uploads a WebM, both parties play it; nobody else uploads to that call or reads it", async () => {
    const callId = await seedEndedP2pCall(stack.database.url, { userId: user.id, helperId: helper.id });
    const sample = await sampleWebm(3);
    const bytes = await readFile(sample.path);
    await sample.cleanup();

    expect((await uploadRecording(callId, bytes)).status).toBe(401);
    expect(await uploadRecording(callId, bytes, stranger.token)).toMatchObject({ status: 404, body: { code: 'CALL_NOT_FOUND', message: 'Call not found' } });
    expect((await uploadRecording(callId, bytes, helper.token)).status).toBe(403);
    expect(await uploadRecording(callId, tinyPng(), user.token, 'video/webm')).toMatchObject({
      status: 400,
      body: { code: 'RECORDING_NOT_WEBM', message: 'A recording must be a WebM video.' },
    });

    const uploaded = await uploadRecording(callId, bytes, user.token);
    expect(uploaded).toMatchObject({
      status: 201,
      body: {
        message: 'Recording saved to your recordings',
        data: { recording: { callId, state: 'READY', storageType: 'cloud', sizeBytes: bytes.length, mimeType: 'video/webm', durationSeconds: 4 } },
      },
    });
    const id = uploaded.body.data.recording.id as string;
    for (const party of [user, helper]) {
      expect((await get('/recording/getAllrecordings', party.token)).body.data.recordings.map((r: { id: string }) => r.id)).toContain(id);
      const link = await get(`/recording/getRecordingURL?id=${id}`, party.token);
      const played = await fetch(`${stack.base}${link.body.data.url}`);
      expect({ status: played.status, type: played.headers.get('content-type') }).toEqual({ status: 200, type: 'video/webm' });
      expect(Buffer.from(await played.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // The stranger sees nothing of it, and the list says how recordings are made here (peer to peer).
    const strangers = await get('/recording/getAllrecordings', stranger.token);
    expect(strangers.body.data.recordings.map((r: { id: string }) => r.id)).not.toContain(id);
    expect(strangers.body.data.callMedia).toBe('P2P');
    expect((await get(`/recording/getRecordingURL?id=${id}`, stranger.token)).status).toBe(404);
    // One per call.
    expect(await uploadRecording(callId, bytes, user.token)).toMatchObject({ status: 409, body: { code: 'RECORDING_EXISTS' } });
  });
});
