/**
 * A call's recording from a real Janus (decision 0030): Janus from deploy/janus records a room into
 * .mjr files while two headless Chromium pages publish their fake camera and microphone to it (a raw
 * WebRTC publisher talking Janus' WebSocket API: no SDK), then the call service's converter
 * (janus-pp-rec per track, ffmpeg side by side + mixed) makes one WebM, which ffprobe reads back
 * with a duration and decodable video and audio streams.
 */
import { JanusRecordingConverter, JanusRooms, startJanus, type RunningJanus } from '@helpwire/call';
import { silentLogger } from '@helpwire/service-kit/testing';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './browser';

jest.setTimeout(180_000);
const run = promisify(execFile);
const janusBinary = '/usr/bin/janus';
const installed = existsSync(janusBinary) && existsSync('/usr/bin/janus-pp-rec') && existsSync('/usr/bin/ffmpeg');
if (!installed) console.warn('SKIPPED the Janus recording test: janus, janus-pp-rec or ffmpeg is not installed (node scripts/provision-servers.mjs)');
const describeWithJanus = installed ? describe : describe.skip;
const secret = 'janus-secret-of-the-recording-test';

interface PublishInput {
  url: string;
  token: string;
  roomToken: string;
  room: string;
  pin: string;
  display: string;
}

/**
 * In the page: a Janus session over its WebSocket API, a VideoRoom handle, a publisher join with the
 * pin and room token, and camera + microphone published (non-trickle: the offer carries every
 * candidate). Resolves once the PeerConnection is connected; the bytes sent are read from getStats().
 */
async function publishToJanus(input: PublishInput): Promise<void> {
  const ws = new WebSocket(input.url, 'janus-protocol');
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  const waiting = new Map<string, (message: Record<string, unknown>) => void>();
  let next = 0;
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as Record<string, unknown>;
    if (message.janus === 'ack') return;
    const resolve = waiting.get(String(message.transaction));
    if (resolve) {
      waiting.delete(String(message.transaction));
      resolve(message);
    }
  };
  const send = (body: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const transaction = `t${next++}`;
      waiting.set(transaction, resolve);
      ws.send(JSON.stringify({ ...body, transaction, token: input.token }));
    });
  const created = await send({ janus: 'create' });
  const sessionId = (created.data as { id: number }).id;
  setInterval(() => ws.send(JSON.stringify({ janus: 'keepalive', session_id: sessionId, transaction: `k${next++}`, token: input.token })), 15_000);
  const attached = await send({ janus: 'attach', session_id: sessionId, plugin: 'janus.plugin.videoroom' });
  const handleId = (attached.data as { id: number }).id;
  const message = (body: Record<string, unknown>, jsep?: RTCSessionDescriptionInit) =>
    send({ janus: 'message', session_id: sessionId, handle_id: handleId, body, ...(jsep ? { jsep } : {}) });
  const joined = await message({ request: 'join', ptype: 'publisher', room: input.room, pin: input.pin, token: input.roomToken, display: input.display });
  if ((joined.plugindata as { data: { videoroom?: string } }).data.videoroom !== 'joined') throw new Error(`not joined: ${JSON.stringify(joined)}`);
  const pc = new RTCPeerConnection();
  (window as unknown as { __pc: RTCPeerConnection }).__pc = pc;
  const media = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 640, height: 360, frameRate: 25 } });
  for (const track of media.getTracks()) pc.addTrack(track, media);
  await pc.setLocalDescription(await pc.createOffer());
  await new Promise<void>((resolve) => {
    if (pc.iceGatheringState === 'complete') resolve();
    pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
  });
  const answer = await message({ request: 'publish', audio: true, video: true }, { type: 'offer', sdp: pc.localDescription!.sdp });
  await pc.setRemoteDescription(answer.jsep as RTCSessionDescriptionInit);
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (pc.connectionState === 'connected') resolve();
      if (pc.connectionState === 'failed') reject(new Error('the PeerConnection to Janus failed'));
    };
    pc.onconnectionstatechange = check;
    check();
  });
}

/** Bytes of video the page has sent to Janus so far. */
const videoBytesSent = (page: Page) =>
  page.evaluate(async () => {
    const stats = await (window as unknown as { __pc: RTCPeerConnection }).__pc.getStats();
    let bytes = 0;
    stats.forEach((report: { type: string; kind?: string; bytesSent?: number }) => {
      if (report.type === 'outbound-rtp' && report.kind === 'video') bytes += report.bytesSent ?? 0;
    });
    return bytes;
  });

describeWithJanus('a call recorded by a real Janus becomes one playable WebM', () => {
  let dir: string;
  let janus: RunningJanus;
  let rooms: JanusRooms;
  let browser: Browser;
  let site: Server;
  let origin: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'helpwire-janus-recording-'));
    janus = await startJanus({ binary: janusBinary, dir: join(dir, 'janus'), tokenSecret: secret, logger: silentLogger });
    rooms = new JanusRooms({ url: janus.url, publicUrl: janus.url, tokenSecret: secret, recordingsDir: join(dir, 'recordings'), logger: silentLogger });
    // getUserMedia needs a secure context: a blank page from http://127.0.0.1.
    site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>publisher</title>'));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    browser = await launchBrowser({ fakeMedia: true });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await rooms?.close();
    await janus?.stop();
    await new Promise((resolve) => site?.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('records both sides (recording switched on in the live room) into .mjr files; janus-pp-rec and ffmpeg make a WebM with a duration, video frames and audio', async () => {
    const callId = `HW-REC${Date.now().toString(36).toUpperCase()}`;
    // Made unrecorded, then the user's choice turns the recording on in the live room (enable_recording with its secret).
    const made = await rooms.createRoom(callId, { recording: false });
    await rooms.setRecording(made, true);
    const room = { ...made, recording: true };
    const pages: Page[] = [];
    for (const display of ['user', 'helper']) {
      const page = await (await newVisitor(browser, { baseURL: origin })).newPage();
      await page.goto(origin);
      const access = rooms.accessOf(room, new Date(Date.now() + 3600_000));
      await page.evaluate(publishToJanus, { url: access.url, token: access.token, roomToken: access.roomToken, room: callId, pin: access.pin, display });
      pages.push(page);
    }
    // A few seconds of call, media flowing from both sides.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    for (const page of pages) expect(await videoBytesSent(page)).toBeGreaterThan(10_000);
    // The call's end: the room is destroyed, Janus closes its recordings.
    await rooms.destroyRoom(room);
    for (const page of pages) await page.context().close();
    const recorded = await readdir(join(dir, 'recordings', callId));
    expect(recorded.filter((name) => name.endsWith('-video-1.mjr') || /-video(-\d+)?\.mjr$/.test(name)).length).toBe(2);
    expect(recorded.filter((name) => /-audio(-\d+)?\.mjr$/.test(name)).length).toBe(2);

    const work = await mkdtemp(join(dir, 'work-'));
    const started = Date.now();
    const converted = await new JanusRecordingConverter({ logger: silentLogger }).convert(join(dir, 'recordings', callId), work);
    const tookMs = Date.now() - started;
    expect(converted).toMatchObject({ mimeType: 'video/webm' });
    expect(converted!.sizeBytes).toBeGreaterThan(10_000);
    expect(converted!.durationSeconds).toBeGreaterThan(3);

    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name,width,height:format=duration',
      '-of',
      'json',
      converted!.path,
    ]);
    const probe = JSON.parse(stdout) as {
      streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
      format: { duration: string };
    };
    expect(Number(probe.format.duration)).toBeGreaterThan(3);
    expect(probe.streams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codec_type: 'video', codec_name: 'vp8', width: 1280, height: 360 }),
        expect.objectContaining({ codec_type: 'audio', codec_name: 'opus' }),
      ]),
    );
    // The video really decodes: ffmpeg counts its frames.
    const frames = await run('ffprobe', [
      '-v',
      'error',
      '-count_frames',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=nb_read_frames',
      '-of',
      'csv=p=0',
      converted!.path,
    ]);
    expect(Number(frames.stdout.trim())).toBeGreaterThan(50);
    console.log(`recording: ${converted!.durationSeconds} s, ${converted!.sizeBytes} bytes, ${frames.stdout.trim()} frames, converted in ${tookMs} ms`);
  });
});
