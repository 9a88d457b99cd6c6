import type { Locator, Page } from 'playwright-core';

/*
 * What the meeting suites read from the pages' own RTCPeerConnections (getStats()): peer to peer
 * one connection a side, through Janus two (the publisher's and the subscription's).
 */

/** The demo user's first name, as the helper's screens show it. */
export const CALLER = 'Demo';
/** The demo helper's first name, as the user's screens show it (call-accepted carries it). */
export const HELPER_NAME = 'Demo';

/** The helper's browser speaks English, the user's Arabic: both languages of the one kit screen in one call. */
export const HELPER_TEXT = {
  setup: 'Check your camera and microphone',
  call: `Call with ${CALLER}`,
  join: 'Join now',
  mute: 'Mute',
  unmute: 'Unmute',
  share: 'Share screen',
  leave: 'Leave',
  exitTitle: 'Leave the call?',
  exitStay: 'Stay in call',
  exitLeave: 'Leave call',
  microphone: 'Microphone',
  speakers: 'Speakers',
  camera: 'Camera',
  level: 'Microphone level',
  chat: 'Chat',
  message: 'Message',
  info: 'Info',
  infoTitle: 'About this call',
};
export const USER_TEXT = {
  setup: 'تحقق من الكاميرا والميكروفون',
  call: `مكالمة مع ${HELPER_NAME}`,
  join: 'انضم الآن',
  mute: 'كتم الصوت',
  unmute: 'إلغاء الكتم',
  micOff: 'الميكروفون متوقف',
  share: 'مشاركة الشاشة',
  stopShare: 'إيقاف المشاركة',
  leave: 'مغادرة',
  exitTitle: 'مغادرة المكالمة؟',
  exitLeave: 'مغادرة المكالمة',
  chat: 'الدردشة',
  chatUnread: 'الدردشة، 1 غير مقروءة',
  message: 'الرسالة',
  send: 'إرسال',
  info: 'معلومات',
  infoTitle: 'عن هذه المكالمة',
};

export interface Inbound {
  connections: number;
  videoFramesDecoded: number;
  /** Inbound video streams that decoded a frame (camera; camera and screen). */
  videoTracksDecoding: number;
  audioPacketsReceived: number;
  /** The widest remote video decoded now, in pixels (0 before any). */
  videoFrameWidth: number;
}

/** Every RTCPeerConnection the page makes, kept where the test can ask it for getStats() (the product's own connections). */
export function recordPeerConnections() {
  const Native = window.RTCPeerConnection;
  const made: RTCPeerConnection[] = [];
  (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = made;
  // The meeting's own trace of its signals (peer-session.ts), printed when a connection does not come up.
  (window as unknown as { __meetingTrace: string[] }).__meetingTrace = [];
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      made.push(this);
    }
  } as typeof RTCPeerConnection;
}

/** What the page's open connections receive, from getStats(). */
export function inbound(page: Page): Promise<Inbound> {
  return page.evaluate(async () => {
    const open = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections.filter((pc) => pc.connectionState !== 'closed');
    const out = { connections: open.length, videoFramesDecoded: 0, videoTracksDecoding: 0, audioPacketsReceived: 0, videoFrameWidth: 0 };
    for (const pc of open) {
      (await pc.getStats()).forEach((s: Record<string, number | string>) => {
        if (s.type !== 'inbound-rtp') return;
        if (s.kind === 'video') {
          out.videoFramesDecoded += Number(s.framesDecoded ?? 0);
          if (Number(s.framesDecoded ?? 0) > 0) out.videoTracksDecoding += 1;
          if (Number(s.framesDecoded ?? 0) > 0) out.videoFrameWidth = Math.max(out.videoFrameWidth, Number(s.frameWidth ?? 0));
        }
        if (s.kind === 'audio') out.audioPacketsReceived += Number(s.packetsReceived ?? 0);
      });
    }
    return out;
  });
}

/** The states of every connection the page made, for a failure's message. */
export function connectionStates(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections.map((pc) => ({
      signaling: pc.signalingState,
      ice: pc.iceConnectionState,
      connection: pc.connectionState,
      local: pc.localDescription?.type,
      remote: pc.remoteDescription?.type,
      transceivers: pc.getTransceivers().map((t) => `${t.mid}:${t.currentDirection}:${t.receiver.track.kind}`),
    })),
  );
}

/** Polls until `check` holds (up to 15 s, issue 12's proof), answering the last reading for the failure message. */
export async function eventually(page: Page, check: (now: Inbound) => boolean, timeoutMs = 15_000): Promise<Inbound> {
  const started = Date.now();
  let now = await inbound(page);
  while (!check(now)) {
    if (Date.now() - started > timeoutMs) {
      const trace = await page.evaluate(() => ((window as unknown as { __meetingTrace?: string[] }).__meetingTrace ?? []).join('\n'));
      throw new Error(
        `getStats() never showed it within ${timeoutMs} ms: ${JSON.stringify(now)}; connections ${JSON.stringify(await connectionStates(page))}\ntrace:\n${trace}`,
      );
    }
    await page.waitForTimeout(250);
    now = await inbound(page);
  }
  return now;
}

/** Waits until `read` answers what `holds` accepts (10 s), failing with the last answer. */
export async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A video element that plays frames (its size is known once a frame arrived). */
export async function expectPlaying(video: Locator): Promise<void> {
  await video.waitFor();
  await until(
    () => video.evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && !v.paused),
    (ok) => ok,
    'the video plays',
  );
}

/**
 * The user (Arabic) asks for the demo category's instant match and the helper (English) accepts the
 * ring: each lands on the hardware setup at once (no "Open the call" in between).
 */
export async function ringAcceptAndOpen(userPage: Page, helperPage: Page): Promise<void> {
  const connect = userPage.getByRole('button', { name: 'تواصل مع مساعد' });
  await connect.waitFor();
  await userPage.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.hw-calls-connect')?.disabled);
  await connect.click();
  await userPage.getByRole('dialog', { name: 'تأكيد المطابقة الفورية' }).getByRole('button', { name: 'تأكيد', exact: true }).click();
  const ring = helperPage.getByRole('alertdialog', { name: `Incoming call ${CALLER}` });
  await ring.waitFor({ timeout: 15_000 });
  await ring.getByRole('button', { name: 'Accept' }).click();
  await helperPage.getByRole('dialog', { name: HELPER_TEXT.setup }).waitFor();
  await userPage.getByRole('dialog', { name: USER_TEXT.setup }).waitFor();
}
