import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { DEMO_CATEGORY, openCallPair } from './call-pair';
import { eventually, HELPER_TEXT, recordPeerConnections, ringAcceptAndOpen, until, USER_TEXT } from './meeting-media';
import { startProduct, type RunningProduct } from './product';

// Two browsers with fake devices: the meeting's media made while the device check shows (decision 0091).
jest.setTimeout(120_000);

const DEMO_PASSWORD = 'Dem0!pass-meeting-prepared';
const hasJanus = existsSync('/usr/bin/janus');
if (!hasJanus) console.warn('meeting-prepared: the Janus path skipped, no Janus at /usr/bin/janus');

/** A Janus request as the page sent it (janus.js's WebSocket), keep-alives and trickles left out. */
interface JanusRequest {
  at: number;
  janus: string;
  request?: string;
  ptype?: string;
}

/** Every Janus request the page sends, with its time, in `window.__janusRequests`. */
function recordJanusRequests() {
  const sent: { at: number; janus: string; request?: string; ptype?: string }[] = [];
  (window as unknown as { __janusRequests: typeof sent }).__janusRequests = sent;
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (this: WebSocket, data: Parameters<WebSocket['send']>[0]) {
    if (this.protocol === 'janus-protocol' && typeof data === 'string') {
      const m = JSON.parse(data) as { janus: string; body?: { request?: string; ptype?: string } };
      if (m.janus !== 'keepalive' && m.janus !== 'trickle') sent.push({ at: Date.now(), janus: m.janus, request: m.body?.request, ptype: m.body?.ptype });
    }
    return send.call(this, data);
  };
}

const janusRequests = (page: Page) => page.evaluate(() => (window as unknown as { __janusRequests: JanusRequest[] }).__janusRequests);

/** The page's connections: how many, their signalling and ICE states, and whether any sends a track. */
const connectionsOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __peerConnections: (RTCPeerConnection & { __tag?: string })[] }).__peerConnections
      .filter((pc) => pc.connectionState !== 'closed')
      .map((pc) => ({
        tag: (pc.__tag ??= Math.random().toString(36).slice(2)),
        signaling: pc.signalingState,
        ice: pc.iceConnectionState,
        negotiated: pc.remoteDescription !== null && pc.localDescription !== null,
        sending: pc.getSenders().filter((s) => s.track !== null).length,
      })),
  );

const modes: [string, Record<string, string>][] = [
  ...(hasJanus ? [['through Janus', {}] as [string, Record<string, string>]] : []),
  ['peer to peer', { JANUS_START: 'false' }],
];

describe.each(modes)('the meeting prepared while the device check shows (%s)', (mode, env) => {
  const janus = mode === 'through Janus';
  let product: RunningProduct;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let userPage: Page;
  let helperPage: Page;

  beforeAll(async () => {
    await Promise.all([
      startProduct({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, ...env }).then((started) => (product = started)),
      launchBrowser({ fakeMedia: true }).then((started) => (browser = started)),
    ]);
    ({ userPage, helperPage } = await openCallPair([product.url, product.url], {
      browser,
      contexts,
      demoPassword: DEMO_PASSWORD,
      languages: { user: 'ar', helper: 'en' },
      media: true,
      initScript: [recordPeerConnections, recordJanusRequests],
    }));
    await userPage.goto(`/service-categories?category=${DEMO_CATEGORY}`);
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  it('before Join the session is ready; Join only sends the camera; both decode the other side’s first frame, whole', async () => {
    await ringAcceptAndOpen(userPage, helperPage);
    const sides = [
      [helperPage, HELPER_TEXT],
      [userPage, USER_TEXT],
    ] as const;

    if (janus) {
      // While the device check shows: the Janus session, both handles attached, the publisher in the room (not publishing).
      for (const [page] of sides)
        await until(
          async () => (await janusRequests(page)).map((r) => `${r.janus}${r.request ? ` ${r.request}` : ''}${r.ptype ? ` ${r.ptype}` : ''}`),
          (sent) => sent.join(',') === 'create,attach,attach,message join publisher',
          'the Janus session prepared before Join',
        );
    } else {
      // Peer to peer: the connection is negotiated (descriptions both ways, ICE connected) with nothing sent yet.
      for (const [page] of sides)
        await until(
          () => connectionsOf(page),
          (pcs) => pcs.length === 1 && pcs[0]!.negotiated && pcs[0]!.signaling === 'stable' && ['connected', 'completed'].includes(pcs[0]!.ice),
          'the peer connection negotiated before Join',
        );
      for (const [page] of sides) expect((await connectionsOf(page))[0]!.sending).toBe(0);
    }
    const before = await Promise.all(sides.map(([page]) => (janus ? janusRequests(page) : connectionsOf(page))));

    const joinedAt = Date.now();
    for (const [page, text] of sides) await page.getByRole('dialog', { name: text.setup }).getByRole('button', { name: text.join }).click();
    const [helperSees, userSees] = await Promise.all(sides.map(([page]) => eventually(page, (s) => s.videoFramesDecoded > 0 && s.audioPacketsReceived > 0)));
    console.log(`meeting-prepared (${mode}): both decode a remote frame ${Date.now() - joinedAt} ms after the Joins were clicked`);
    expect(helperSees!.videoFramesDecoded).toBeGreaterThan(0);
    expect(userSees!.videoFramesDecoded).toBeGreaterThan(0);
    // The first picture is the camera's (1280×720), not the 320×180 of an encoder that dropped its first
    // frames to shrink them at the start bitrate (decision 0095). Through Janus the first picture may be
    // a key frame asked for after the first (the subscription connects later), by when a busy CPU may
    // have made the encoder adapt a step or two: anything wider than 320 is the camera's own start.
    expect(helperSees!.videoFrameWidth).toBeGreaterThan(320);
    expect(userSees!.videoFrameWidth).toBeGreaterThan(320);

    for (const [index, [page]] of sides.entries()) {
      if (janus) {
        const clickedBefore = (before[index] as JanusRequest[]).length;
        const after = (await janusRequests(page)).slice(clickedBefore);
        // After Join: one publish; no new session, handle or publisher join (a subscription's join and start may follow the other's publish).
        expect(after.filter((r) => r.request === 'publish')).toHaveLength(1);
        expect(after.filter((r) => r.janus === 'create' || r.janus === 'attach' || (r.request === 'join' && r.ptype === 'publisher'))).toEqual([]);
      } else {
        // The same connection, no new one: the join handed the tracks to its senders.
        const now = await connectionsOf(page);
        expect(now.map((pc) => pc.tag)).toEqual((before[index] as { tag: string }[]).map((pc) => pc.tag));
        expect(now[0]!.sending).toBe(2);
      }
    }
  });
});
