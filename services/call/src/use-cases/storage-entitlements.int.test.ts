import { RecordingTexts } from '@helpwire/contracts';
import { InProcessEventBus, LocalDiskStorage, PaymentEvents, type Subscription } from '@helpwire/service-kit';
import { silentLogger, waitFor } from '@helpwire/service-kit/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useCaseFixture, type Person } from '../../test/use-case-fixture';
import { consumePaymentEvents } from '../events/consume-payment-events';
import type { RecordingConverter } from '../ports/recording-converter';
import { processedEvents, storageEntitlements } from '../store/schema';
import { acceptCall } from './accept-call';
import { convertNextRecording } from './convert-recording';
import { deleteRecording } from './delete-recording';
import { RECORDING_SETTLE_MS } from './end-meeting';
import { getRecordingLink } from './get-recording-link';
import { joinMeeting } from './join-meeting';
import { leaveCall } from './leave-call';
import { listRecordings } from './list-recordings';
import { openRecording } from './open-recording';
import type { RecordingDeps } from './recording-deps';
import { updateRecordingType } from './update-recording-type';
import { uploadBrowserRecording, type BrowserRecordingPart } from './upload-browser-recording';

const f = useCaseFixture();
let root: string;
let deps: RecordingDeps;
let bus: InProcessEventBus;
let consumers: Subscription[] = [];
/** The bytes the fake converter writes for the next call. */
let converting = 'x'.repeat(30);

const converter: RecordingConverter = {
  async convert(_sourceDir, workDir) {
    const path = join(workDir, 'recording.webm');
    await writeFile(path, converting);
    return { path, mimeType: 'video/webm', sizeBytes: converting.length, durationSeconds: 9 };
  },
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'helpwire-entitlements-'));
  deps = {
    db: f.deps.db,
    clock: f.clock,
    logger: silentLogger,
    notifier: f.deps.notifier,
    media: { ...f.deps.media, recordingsDir: join(root, 'janus') },
    storage: new LocalDiskStorage(join(root, 'files')),
    converter,
    recordingsDir: join(root, 'janus'),
    // The free plan holds 100 bytes here; plans hold what their entitlement says.
    freeQuotaBytes: 100,
    uploadMaxBytes: 10_000,
    pendingBytes: 0,
  };
  bus = new InProcessEventBus(silentLogger, { retryBaseMs: 20 });
  consumers = await consumePaymentEvents({ bus, db: f.database.db, logger: silentLogger });
});
afterAll(async () => {
  for (const consumer of consumers) await consumer.stop();
  await bus?.close();
  await rm(root, { recursive: true, force: true });
});

/** Publishes helpwire.payment.storage_entitlement_changed as the payment service does and waits until the call service applied it. */
async function entitlement(accountId: string, planId: string, quotaBytes: number, occurredAt: Date, eventId = randomUUID()): Promise<void> {
  const event = PaymentEvents.storageEntitlementChanged;
  const message = { eventId, occurredAt, accountId, planId, storageQuotaBytes: String(quotaBytes), retentionDays: planId === 'free' ? 90 : 365 };
  await bus.publish({ id: eventId, subject: event.subject, data: event.codec.encode(message).finish(), headers: {} });
  await waitFor(async () => (await f.database.db.select().from(processedEvents).where(eq(processedEvents.eventId, eventId))).length > 0);
}

const kept = async (accountId: string) => (await f.database.db.select().from(storageEntitlements).where(eq(storageEntitlements.accountId, accountId)))[0];

/** A Janus call of `user` (cloud chosen) with a helper of its own, accepted; answers the call's id. */
async function cloudCall(user: Person, helper = f.helper(f.category(), 1)): Promise<{ callId: string; helper: Person }> {
  const category = f.category();
  f.matching.add({ helperId: helper.id, categoryId: category, distanceKm: 1, online: true });
  const { call } = await f.request(user, category);
  expect(await updateRecordingType(deps, { callId: call.id, recordingType: 'cloud' }, user.ctx)).toMatchObject({ recording: true });
  await acceptCall(f.deps, { callId: call.id }, helper.ctx);
  return { callId: call.id, helper };
}

/** Ends the call as a Janus call and converts its recording (`bytes` long). */
async function endAndStore(user: Person, helper: Person, callId: string, bytes: number) {
  await f.database.db.execute(`update call.calls set media = 'JANUS', recording = recording_type = 'cloud' where id = '${callId}'`);
  await joinMeeting(f.deps, { callId }, user.ctx);
  await joinMeeting(f.deps, { callId }, helper.ctx);
  await f.tick(12_000);
  await leaveCall(f.deps, { callId, party: 1, kind: 0 }, user.ctx);
  await leaveCall(f.deps, { callId, party: 2, kind: 0 }, helper.ctx);
  f.clock.advance(RECORDING_SETTLE_MS);
  converting = 'x'.repeat(bytes);
  return convertNextRecording(deps);
}

async function recordedCall(user: Person, bytes: number, helper?: Person) {
  const call = await cloudCall(user, helper);
  return { ...call, recording: await endAndStore(user, call.helper, call.callId, bytes) };
}

describe('the quota is the plan of the account (decision 0085)', () => {
  it('keeps the latest entitlement per account by occurred_at: an older event arriving late changes nothing, a repeated one is applied once', async () => {
    const account = randomUUID();
    const t0 = new Date('2026-12-01T10:00:00.000Z');
    await entitlement(account, 'plus', 10_000, t0);
    expect(await kept(account)).toMatchObject({ planId: 'plus', quotaBytes: 10_000, retentionDays: 365, updatedAt: t0 });
    const later = new Date(t0.getTime() + 60_000);
    const downgrade = randomUUID();
    await entitlement(account, 'free', 100, later, downgrade);
    // The upgrade from before the downgrade, delivered late.
    await entitlement(account, 'pro', 50_000, new Date(t0.getTime() + 30_000));
    expect(await kept(account)).toMatchObject({ planId: 'free', quotaBytes: 100, retentionDays: 90, updatedAt: later });
    // The same event again (a redelivery) is skipped by its id.
    await bus.publish({
      id: downgrade,
      subject: PaymentEvents.storageEntitlementChanged.subject,
      data: PaymentEvents.storageEntitlementChanged.codec
        .encode({ eventId: downgrade, occurredAt: later, accountId: account, planId: 'pro', storageQuotaBytes: '1', retentionDays: 1 })
        .finish(),
      headers: {},
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await kept(account)).toMatchObject({ planId: 'free', quotaBytes: 100 });
    // Without an entitlement an account is on the free plan.
    const stranger = f.user();
    expect((await listRecordings(deps, stranger.ctx)).storage).toEqual({ usedBytes: 0, quotaBytes: 100, planId: 'free', overQuota: false });
  });

  it("a plan's quota holds when recording starts and when it is stored, for the user and for the helper's side", async () => {
    const user = f.payingUser();
    await entitlement(user.id, 'plus', 1_000, f.clock.now());
    // 300 bytes: beyond the free plan's 100, within the user's plan; the helper (free plan) cannot keep it.
    const first = await recordedCall(user, 300);
    expect(first.recording).toMatchObject({ state: 'READY', sizeBytes: 300 });
    expect((await listRecordings(deps, user.ctx)).storage).toEqual({ usedBytes: 300, quotaBytes: 1_000, planId: 'plus', overQuota: false });
    expect((await listRecordings(deps, first.helper.ctx)).recordings.map((r) => r.id)).not.toContain(first.recording!.id);

    // A helper with a plan keeps what fits their plan.
    const helper = f.helper(f.category(), 1);
    await entitlement(helper.id, 'pro', 5_000, f.clock.now());
    const second = await recordedCall(user, 400, helper);
    expect(second.recording).toMatchObject({ state: 'READY', sizeBytes: 400 });
    const helperSide = await listRecordings(deps, helper.ctx);
    expect(helperSide.recordings.map((r) => r.id)).toEqual([second.recording!.id]);
    expect(helperSide.storage).toEqual({ usedBytes: 400, quotaBytes: 5_000, planId: 'pro', overQuota: false });

    // 700 of the user's 1000 used: 400 more overflow the user's plan, not the helper's, so only the helper keeps it.
    const third = await recordedCall(user, 400, helper);
    expect(third.recording).toMatchObject({ state: 'READY' });
    expect((await listRecordings(deps, user.ctx)).recordings.map((r) => r.id)).not.toContain(third.recording!.id);
    expect((await listRecordings(deps, helper.ctx)).storage.usedBytes).toBe(800);
  });

  it('after a downgrade the account is over quota: nothing is deleted, every recording plays, downloads and deletes, a new cloud recording is refused; deleting brings it back under', async () => {
    const user = f.payingUser();
    await entitlement(user.id, 'plus', 1_000, f.clock.now());
    const a = await recordedCall(user, 300);
    const b = await recordedCall(user, 300);
    // The subscription ended: the free plan (100 bytes) again.
    f.clock.advance(60_000);
    await entitlement(user.id, 'free', 100, f.clock.now());
    const list = await listRecordings(deps, user.ctx);
    expect(list.recordings.map((r) => [r.id, r.state])).toEqual([
      [b.recording!.id, 'READY'],
      [a.recording!.id, 'READY'],
    ]);
    expect(list.storage).toEqual({ usedBytes: 600, quotaBytes: 100, planId: 'free', overQuota: true });
    // Read-only: it still plays and downloads.
    const link = await getRecordingLink(deps, { id: a.recording!.id }, user.ctx);
    expect(Buffer.concat(await (await openRecording(deps, { token: link.token })).bytes.toArray()).length).toBe(300);

    // A new cloud recording is refused with the text; recording on the device is not.
    const { call } = await f.request(
      user,
      (() => {
        const category = f.category();
        f.helper(category, 1);
        return category;
      })(),
    );
    await expect(updateRecordingType(deps, { callId: call.id, recordingType: 'cloud' }, user.ctx)).rejects.toMatchObject({
      reason: 'RECORDING_QUOTA_FULL',
      message: RecordingTexts.quotaFull,
    });
    expect(await updateRecordingType(deps, { callId: call.id, recordingType: 'local' }, user.ctx)).toMatchObject({ recording: false });

    // Deleting one (600 → 300) is still over; deleting both brings the account under and cloud works again.
    expect((await deleteRecording(deps, { id: a.recording!.id }, user.ctx)).storage).toMatchObject({ usedBytes: 300, overQuota: true });
    expect((await deleteRecording(deps, { id: b.recording!.id }, user.ctx)).storage).toEqual({
      usedBytes: 0,
      quotaBytes: 100,
      planId: 'free',
      overQuota: false,
    });
    expect(await updateRecordingType(deps, { callId: call.id, recordingType: 'cloud' }, user.ctx)).toMatchObject({ recording: true });
  });

  it("a browser's upload fits the plan's quota, not the free one; over quota it is refused", async () => {
    const user = f.payingUser();
    const helper = f.helper(f.category(), 1);
    const callId = await p2pCall(user, helper);
    await expect(uploadBrowserRecording(deps, partsOf(callId, webm(500)), user.ctx)).rejects.toMatchObject({ reason: 'RECORDING_QUOTA_FULL' });
    await entitlement(user.id, 'plus', 1_000, f.clock.now());
    const uploaded = await uploadBrowserRecording(deps, partsOf(callId, webm(500)), user.ctx);
    expect(uploaded.storage).toEqual({ usedBytes: 500, quotaBytes: 1_000, planId: 'plus', overQuota: false });
    // The helper (free plan, 100 bytes) does not keep it.
    expect((await listRecordings(deps, helper.ctx)).recordings).toEqual([]);
    await leaveCall(f.deps, { callId, party: 1, kind: 0 }, user.ctx);
    await leaveCall(f.deps, { callId, party: 2, kind: 0 }, helper.ctx);
    f.clock.advance(60_000);
    await entitlement(user.id, 'free', 100, f.clock.now());
    const next = await p2pCall(user, helper);
    await expect(uploadBrowserRecording(deps, partsOf(next, webm(50)), user.ctx)).rejects.toMatchObject({ reason: 'RECORDING_QUOTA_FULL' });
  });
});

/** An accepted peer-to-peer call, both in it. */
async function p2pCall(user: Person, helper: Person): Promise<string> {
  const category = f.category();
  f.matching.add({ helperId: helper.id, categoryId: category, distanceKm: 1, online: true });
  const { call } = await f.request(user, category);
  await acceptCall(f.deps, { callId: call.id }, helper.ctx);
  await joinMeeting(f.deps, { callId: call.id }, user.ctx);
  await joinMeeting(f.deps, { callId: call.id }, helper.ctx);
  await f.tick(10_000);
  return call.id;
}

function webm(size: number): Buffer {
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm', 'latin1')]);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), 7)]).subarray(0, size);
}

async function* partsOf(callId: string, bytes: Buffer): AsyncGenerator<BrowserRecordingPart> {
  yield { callId, durationSeconds: 3, content: Buffer.alloc(0), last: false };
  for (let at = 0; at < bytes.length; at += 100) yield { callId: '', durationSeconds: 0, content: bytes.subarray(at, at + 100), last: false };
  yield { callId: '', durationSeconds: 0, content: Buffer.alloc(0), last: true };
}
