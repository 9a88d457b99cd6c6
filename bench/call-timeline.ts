/**
 * bench:call's timeline of one call (bench/call-bench.ts): what each page did and when (epoch ms),
 * read from the page's own WebSockets (Janus' requests and answers, the realtime channel's
 * meeting-signal) and RTCPeerConnections (descriptions, candidates, ICE and connection states),
 * beside the bench's own clicks. Printed relative to the helper's Accept, so the serial steps show.
 */
import type { Page } from 'playwright-core';

export interface TimelineEntry {
  at: number;
  what: string;
}

/** Installed in every page before its scripts (an init script): fills `window.__callTimeline`. */
export function recordCallTimeline() {
  const log: { at: number; what: string }[] = [];
  (window as unknown as { __callTimeline: typeof log }).__callTimeline = log;
  const note = (what: string) => log.push({ at: Date.now(), what });
  const janusText = (data: unknown): string | null => {
    if (typeof data !== 'string' || !data.startsWith('{')) return null;
    try {
      const m = JSON.parse(data) as { janus?: string; body?: { request?: string }; plugindata?: { data?: { videoroom?: string } }; jsep?: { type?: string } };
      if (m.janus === 'keepalive' || m.janus === 'ack') return null;
      const parts = [m.janus, m.body?.request, m.plugindata?.data?.videoroom, m.jsep?.type].filter(Boolean);
      return parts.join(' ');
    } catch {
      return null;
    }
  };
  const signalText = (data: unknown): string | null => {
    if (typeof data !== 'string' || !data.includes('"meeting-signal"')) return null;
    const kind = /"kind":"(\w+)"/.exec(data)?.[1] ?? '?';
    const type = /"type":"(offer|answer)"/.exec(data)?.[1] ?? '';
    return `meeting-signal ${kind} ${type}`.trim();
  };
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      const janus = String(protocols ?? '').includes('janus');
      if (janus) note('janus ws open…');
      this.addEventListener('open', () => janus && note('janus ws opened'));
      this.addEventListener('message', (event) => {
        const text = janus ? janusText(event.data) : signalText(event.data);
        if (text) note(`${janus ? 'janus ←' : 'realtime ←'} ${text}`);
      });
    }
    override send(data: Parameters<WebSocket['send']>[0]) {
      const janus = String(this.protocol).includes('janus');
      const text = janus ? janusText(data) : signalText(data);
      if (text) note(`${janus ? 'janus →' : 'realtime →'} ${text}`);
      super.send(data);
    }
  } as typeof WebSocket;
  const NativePc = window.RTCPeerConnection;
  let made = 0;
  window.RTCPeerConnection = class extends NativePc {
    constructor(config?: RTCConfiguration) {
      super(config);
      const n = ++made;
      note(`pc${n} new (${config?.iceServers?.length ?? 0} ICE servers)`);
      let candidates = 0;
      this.addEventListener('icecandidate', ({ candidate }) => {
        if (!candidate) note(`pc${n} gathering complete (${candidates} candidates)`);
        else if (candidates++ === 0) note(`pc${n} first local candidate`);
      });
      this.addEventListener('iceconnectionstatechange', () => note(`pc${n} ice ${this.iceConnectionState}`));
      this.addEventListener('connectionstatechange', () => note(`pc${n} ${this.connectionState}`));
      this.addEventListener('track', ({ track }) => note(`pc${n} remote ${track.kind} track`));
      const setLocal = this.setLocalDescription.bind(this);
      const setRemote = this.setRemoteDescription.bind(this);
      this.setLocalDescription = ((d?: RTCSessionDescriptionInit) =>
        setLocal(d).then(() => note(`pc${n} local ${this.localDescription?.type}`))) as typeof this.setLocalDescription;
      this.setRemoteDescription = ((d: RTCSessionDescriptionInit) =>
        setRemote(d).then(() => note(`pc${n} remote ${d.type}`))) as typeof this.setRemoteDescription;
    }
  } as typeof RTCPeerConnection;
}

/** The page's timeline so far (and `extra` of the bench's own), each entry tagged with the side. */
export async function timelineOf(page: Page, side: string, extra: TimelineEntry[]): Promise<TimelineEntry[]> {
  const own = await page.evaluate(() => (window as unknown as { __callTimeline: TimelineEntry[] }).__callTimeline.splice(0));
  return [...own, ...extra].map((e) => ({ at: e.at, what: `${side.padEnd(6)} ${e.what}` }));
}

/** Clears a page's timeline (before the call that is printed). */
export function clearTimeline(page: Page): Promise<void> {
  return page.evaluate(() => void (window as unknown as { __callTimeline: TimelineEntry[] }).__callTimeline.splice(0));
}

/** The entries in time order, as `+ms what` lines from `origin`. */
export function timelineText(entries: TimelineEntry[], origin: number): string {
  return [...entries]
    .sort((a, b) => a.at - b.at)
    .map((e) => `    +${String(e.at - origin).padStart(5)} ms  ${e.what}`)
    .join('\n');
}

/** A call's steps that tell where its time went, in the order they happen (the first entry of each). */
const MILESTONES: [label: string, match: RegExp][] = [
  ['join', /bench: Join enabled/],
  ['connected', /pc\d connected/],
  // Janus: the subscription's connection (peer to peer has one connection: —).
  ['pc2 connected', /pc2 connected/],
  ['camera→sender', /camera frames reach the sender/],
  ['encoded', /first local video frame encoded/],
  ['packet in', /first remote video packet received/],
  ['decoded', /FIRST REMOTE FRAME/],
];

/** One side's milestones as `label +ms` (a side's own entries, as `timelineOf` tagged them). */
export function milestonesText(entries: TimelineEntry[], origin: number, side: string): string {
  const parts = MILESTONES.map(([label, match]) => {
    const at = entries.filter((e) => match.test(e.what)).reduce((first, e) => Math.min(first, e.at), Infinity);
    return `${label} ${Number.isFinite(at) ? `+${at - origin}` : '—'}`;
  });
  return `    ${side.padEnd(6)} ${parts.join(' · ')}`;
}
