import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { DEMO_CATEGORY, openCallPair, runForms, type RunForm } from './call-pair';
import {
  CALLER,
  eventually,
  HELPER_NAME,
  expectPlaying,
  HELPER_TEXT,
  inbound,
  recordPeerConnections,
  ringAcceptAndOpen,
  until,
  USER_TEXT,
} from './meeting-media';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';

// Two browsers with fake cameras, microphones and screens: a ring, the setup, a call, a share, the leave.
jest.setTimeout(240_000);

const DEMO_PASSWORD = 'Dem0!pass-p2p-meeting';
/** What the two write in the chat (decision 0027). */
const HELPER_SAYS = 'Hello Demo, please open the printer settings.';
const USER_SAYS = 'تم، فتحت إعدادات الطابعة';

// No Janus in all-in-one: media peer to peer. In the distributed form every signal crosses the Redis
// adapter: that run proves the signalling (ring, accept, join, a shared screen, a rejoin, the leave)
// and leaves the screens' tour (setup checks, keyboard, mute, chat, info, self view, screenshots) to
// the all-in-one run, whose browser code is the same.
const forms = runForms(DEMO_PASSWORD, { JANUS_START: 'false' }).map(([name, start], index) => [name, index === 0, start] as const);

/**
 * Issue 12's proof, peer to peer: a ring, the hardware setup, both decoding the other's video and
 * audio (getStats), mute, a shared screen decoded by the helper, chat both ways, the info panel, the
 * movable self view, a leave and a rejoin (the chat still there), both leaving.
 * The whole tour and its screenshots (en and ar, 1366 and 390) run all-in-one (`tour`); the
 * distributed form runs the signalling steps only.
 */
describe.each(forms)('a peer-to-peer meeting in two browsers, %s', (form, tour, start) => {
  /** A step of the screens' tour: the all-in-one run only. */
  const tourStep: (name: string, fn: () => Promise<void>) => void = tour ? it : () => undefined;
  let product: RunForm;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let userPage: Page;
  let helperPage: Page;
  let helperMeeting: Locator;
  let userMeeting: Locator;

  beforeAll(async () => {
    // Each is kept as soon as it is up, so afterAll stops it even when the other failed to start.
    await Promise.all([start().then((started) => (product = started)), launchBrowser({ fakeMedia: true }).then((started) => (browser = started))]);
    ({ userPage, helperPage } = await openCallPair(product.urls, {
      browser,
      contexts,
      demoPassword: DEMO_PASSWORD,
      languages: { user: 'ar', helper: 'en' },
      media: true,
      initScript: recordPeerConnections,
    }));
    await userPage.goto(`/service-categories?category=${DEMO_CATEGORY}`);
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  it('ring, accept, and both open the meeting: the hardware setup shows the name, a live preview, a level meter and the devices', async () => {
    await ringAcceptAndOpen(userPage, helperPage);

    helperMeeting = helperPage.getByRole('dialog', { name: HELPER_TEXT.setup });
    userMeeting = userPage.getByRole('dialog', { name: USER_TEXT.setup });
    await expect(helperMeeting.getAttribute('data-view')).resolves.toBe('JOIN_MEETING');
    await expectOnScreen(helperPage, helperMeeting.getByText('You will join as Demo'));
    await expectPlaying(helperMeeting.locator('video'));
    await expectPlaying(userMeeting.locator('video'));
    if (!tour) return;
    // The fake microphone beeps: the meter moves, and it is never silent for 3 s (no AUDIO_WARNING).
    const meter = helperMeeting.getByRole('meter', { name: HELPER_TEXT.level });
    await until(
      async () => Number(await meter.getAttribute('aria-valuenow')),
      (level) => level > 0,
      'the level meter moves',
    );
    await helperPage.waitForTimeout(3500);
    expect(await helperMeeting.locator('[data-view="AUDIO_WARNING"]').count()).toBe(0);
    // A microphone that goes quiet (its track silenced, as a hardware mute does): AUDIO_WARNING after 3 s, gone once it is heard again.
    const setMicrophone = (on: boolean) =>
      helperMeeting
        .locator('video')
        .evaluate((v: HTMLVideoElement, enabled) => (v.srcObject as MediaStream).getAudioTracks().forEach((t) => (t.enabled = enabled)), on);
    await setMicrophone(false);
    const warning = helperMeeting.getByRole('alert').filter({ hasText: "We can't hear you" });
    await warning.waitFor({ timeout: 6000 });
    await expectOnScreen(helperPage, warning);
    expect(await warning.getAttribute('data-view')).toBe('AUDIO_WARNING');
    if (tour) await screenshot(helperPage, 'p2p-meeting-setup-helper-en-audio-warning-1366', { fullPage: false });
    await setMicrophone(true);
    await warning.waitFor({ state: 'detached', timeout: 6000 });
    for (const name of [HELPER_TEXT.microphone, HELPER_TEXT.speakers, HELPER_TEXT.camera]) {
      const picker = helperMeeting.getByRole('combobox', { name, exact: true });
      await expectReachable(helperPage, picker);
      // The default and Chromium's fake devices, by their labels (known once the camera and microphone are allowed).
      const labels = await picker.locator('option').allTextContents();
      expect({ name, devices: labels.length > 1 && labels.every((label) => label.trim().length > 0) }).toEqual({ name, devices: true });
    }
    expect(await seriousA11yViolations(helperPage)).toEqual([]);

    if (tour)
      for (const [page, meeting, name] of [
        [helperPage, helperMeeting, 'helper-en'],
        [userPage, userMeeting, 'user-ar'],
      ] as const) {
        for (const viewport of ['desktop', 'mobile'] as const) {
          await page.setViewportSize(VIEWPORTS[viewport]);
          await expectReachable(page, meeting.getByRole('button', { name: name === 'helper-en' ? HELPER_TEXT.join : USER_TEXT.join }));
          await expectNoSidewaysScroll(page);
          await screenshot(page, `p2p-meeting-setup-${name}-${viewport === 'desktop' ? 1366 : 390}`, { fullPage: false });
        }
        await page.setViewportSize(VIEWPORTS.desktop);
      }
  });

  it("both join: each side decodes the other's video and receives its audio (getStats), and the waiting state gives way to the picture", async () => {
    await helperMeeting.getByRole('button', { name: HELPER_TEXT.join }).click();
    helperMeeting = helperPage.getByRole('dialog', { name: HELPER_TEXT.call });
    await expect(helperMeeting.getAttribute('data-view')).resolves.toBe('MEETING_VIEW');
    await expectOnScreen(helperPage, helperMeeting.getByText('Waiting for Demo to join…'));
    if (tour) await screenshot(helperPage, 'p2p-meeting-call-helper-en-waiting-1366', { fullPage: false });

    const joinedAt = Date.now();
    await userMeeting.getByRole('button', { name: USER_TEXT.join }).click();
    userMeeting = userPage.getByRole('dialog', { name: USER_TEXT.call });
    const [helperSees, userSees] = await Promise.all([
      eventually(helperPage, (s) => s.videoFramesDecoded > 0 && s.audioPacketsReceived > 0),
      eventually(userPage, (s) => s.videoFramesDecoded > 0 && s.audioPacketsReceived > 0),
    ]);
    console.log(
      `p2p meeting (${form}): both sides decoding ${Date.now() - joinedAt} ms after the second join; helper ${JSON.stringify(helperSees)}, user ${JSON.stringify(userSees)}`,
    );
    expect([helperSees.connections, userSees.connections]).toEqual([1, 1]);
    await expectPlaying(helperMeeting.locator('video.hw-meeting-call__main'));
    await expectPlaying(userMeeting.locator('video.hw-meeting-call__main'));
    await helperMeeting.getByText('Waiting for Demo to join…').waitFor({ state: 'detached' });
    await expectOnScreen(helperPage, helperMeeting.getByRole('timer'));
    await helperMeeting.locator('[data-quality]').waitFor({ timeout: 10_000 });
  });

  tourStep('the controls are keyboard buttons: Tab reaches Mute with a visible focus ring, Space toggles it', async () => {
    const mute = helperMeeting.getByRole('button', { name: HELPER_TEXT.mute });
    for (let i = 0; i < 12 && !(await mute.evaluate((b) => b === document.activeElement)); i++) await helperPage.keyboard.press('Tab');
    expect(await mute.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await mute.evaluate((b) => getComputedStyle(b).outlineStyle)).not.toBe('none');
    await helperPage.keyboard.press('Space');
    const unmute = helperMeeting.getByRole('button', { name: HELPER_TEXT.unmute });
    await expect(unmute.getAttribute('aria-pressed')).resolves.toBe('true');
    await helperPage.keyboard.press('Space');
    await expect(mute.getAttribute('aria-pressed')).resolves.toBe('false');
  });

  tourStep('mute shows the muted state and silences the microphone track', async () => {
    const mute = userMeeting.getByRole('button', { name: USER_TEXT.mute });
    await expectReachable(userPage, mute);
    await mute.click();
    const unmute = userMeeting.getByRole('button', { name: USER_TEXT.unmute });
    await expect(unmute.getAttribute('aria-pressed')).resolves.toBe('true');
    await expectOnScreen(userPage, userMeeting.getByRole('img', { name: USER_TEXT.micOff }));
    const sending = await userPage.evaluate(() =>
      (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections
        .filter((pc) => pc.connectionState !== 'closed')
        .flatMap((pc) => pc.getSenders().map((s) => s.track))
        .filter((track) => track?.kind === 'audio')
        .map((track) => track!.enabled),
    );
    expect(sending).toEqual([false]);
  });

  it('the user shares a screen: the helper decodes a second video stream and shows it large', async () => {
    const before = await inbound(helperPage);
    expect(before.videoTracksDecoding).toBe(1);
    await userMeeting.getByRole('button', { name: USER_TEXT.share }).click();
    await expect(userMeeting.getByRole('button', { name: USER_TEXT.stopShare }).getAttribute('aria-pressed')).resolves.toBe('true');
    const after = await eventually(helperPage, (s) => s.videoTracksDecoding === 2);
    expect(after.videoFramesDecoded).toBeGreaterThan(before.videoFramesDecoded);
    await until(
      () => helperMeeting.locator('.hw-meeting-call').getAttribute('data-remote-screen'),
      (shown) => shown === 'yes',
      'the shared screen is shown',
    );
    await expectPlaying(helperMeeting.getByLabel('Shared screen'));
    await expectPlaying(helperMeeting.locator('video.hw-meeting-call__other-camera'));
    if (!tour) return;
    expect(await seriousA11yViolations(helperPage)).toEqual([]);
    // RTL mirrors the layout, never the video: the self view sits at the end of the line (right in English, left in Arabic).
    const selfCentre = async (page: Page, meeting: Locator) => {
      const box = (await meeting.locator('.hw-meeting-call__self').boundingBox())!;
      return (box.x + box.width / 2) / page.viewportSize()!.width;
    };
    expect(await selfCentre(helperPage, helperMeeting)).toBeGreaterThan(0.5);
    expect(await selfCentre(userPage, userMeeting)).toBeLessThan(0.5);

    if (tour)
      for (const [page, meeting, name, leave] of [
        [helperPage, helperMeeting, 'helper-en', HELPER_TEXT.leave],
        [userPage, userMeeting, 'user-ar', USER_TEXT.leave],
      ] as const) {
        for (const viewport of ['desktop', 'mobile'] as const) {
          await page.setViewportSize(VIEWPORTS[viewport]);
          await expectReachable(page, meeting.getByRole('button', { name: leave, exact: true }));
          await expectNoSidewaysScroll(page);
          await screenshot(page, `p2p-meeting-call-${name}-${viewport === 'desktop' ? 1366 : 390}`, { fullPage: false, settleMs: 300 });
        }
        await page.setViewportSize(VIEWPORTS.desktop);
      }
  });

  tourStep(
    'chat both ways: the message reaches the other side, whose Chat button counts it unread; a message over the limit is refused with the reason',
    async () => {
      await helperMeeting.getByRole('button', { name: HELPER_TEXT.chat, exact: true }).click();
      const helperChat = helperMeeting.getByRole('region', { name: HELPER_TEXT.chat });
      await expectOnScreen(helperPage, helperChat);
      const helperBox = helperChat.getByRole('textbox', { name: HELPER_TEXT.message });
      await helperBox.fill(HELPER_SAYS);
      await helperBox.press('Enter');
      await expectOnScreen(helperPage, helperChat.getByRole('log').getByText(HELPER_SAYS));
      // Cleared once the call service kept it (its chat-message may arrive before the acknowledgement).
      await until(
        () => helperBox.inputValue(),
        (value) => value === '',
        'the message box empties',
      );

      const unread = userMeeting.getByRole('button', { name: USER_TEXT.chatUnread });
      await unread.waitFor({ timeout: 10_000 });
      await expectReachable(userPage, unread);
      await unread.click();
      const userChat = userMeeting.getByRole('region', { name: USER_TEXT.chat });
      await expectOnScreen(userPage, userChat.getByText(HELPER_SAYS));
      // An English message in the Arabic screen reads left to right (its own direction), and the time is in Arabic.
      expect(await userChat.getByText(HELPER_SAYS).evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
      expect(await userChat.locator('time').first().innerText()).toMatch(/[0-9]{2}:[0-9]{2} [صم]/);
      await expect(userMeeting.getByRole('button', { name: USER_TEXT.chat, exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
      await userChat.getByRole('textbox', { name: USER_TEXT.message }).fill(USER_SAYS);
      await userChat.getByRole('button', { name: USER_TEXT.send }).click();
      await expectOnScreen(helperPage, helperChat.getByText(USER_SAYS));
      // The helper's own message sits at the end of the line (right in English), the user's at the start.
      const side = async (text: string) => {
        const box = (await helperChat.getByText(text).boundingBox())!;
        const panel = (await helperChat.boundingBox())!;
        return (box.x + box.width / 2 - panel.x) / panel.width;
      };
      expect(await side(HELPER_SAYS)).toBeGreaterThan(0.5);
      expect(await side(USER_SAYS)).toBeLessThan(0.5);

      await helperBox.fill('x'.repeat(1001));
      await helperBox.press('Enter');
      await expectOnScreen(helperPage, helperChat.getByRole('alert').filter({ hasText: 'A message can be at most 1000 characters' }));
      await helperBox.fill('');
      expect(await seriousA11yViolations(helperPage)).toEqual([]);

      if (tour)
        for (const [page, name, send] of [
          [helperPage, 'helper-en', helperChat.getByRole('button', { name: 'Send' })],
          [userPage, 'user-ar', userChat.getByRole('button', { name: USER_TEXT.send })],
        ] as const) {
          for (const viewport of ['desktop', 'mobile'] as const) {
            await page.setViewportSize(VIEWPORTS[viewport]);
            await expectReachable(page, send);
            await expectNoSidewaysScroll(page);
            await screenshot(page, `p2p-meeting-chat-${name}-${viewport === 'desktop' ? 1366 : 390}`, { fullPage: false, settleMs: 300 });
          }
          await page.setViewportSize(VIEWPORTS.desktop);
        }
      await helperMeeting.getByRole('button', { name: HELPER_TEXT.chat, exact: true }).click();
      await userMeeting.getByRole('button', { name: USER_TEXT.chat, exact: true }).click();
      await helperChat.waitFor({ state: 'detached' });
    },
  );

  tourStep('the info panel: the call reference, the category, the other party, the time in the call, and recording off with its reason', async () => {
    await helperMeeting.getByRole('button', { name: HELPER_TEXT.info, exact: true }).click();
    const info = helperMeeting.getByRole('region', { name: HELPER_TEXT.infoTitle });
    const value = (panel: Locator, key: string) => panel.locator(`[data-info="${key}"] dd`).innerText();
    expect(await value(info, 'reference')).toMatch(/^HW-[A-Z0-9]+$/);
    expect(await value(info, 'category')).not.toMatch(/^(Not known|basic-tech-troubleshooting)$/);
    expect(await value(info, 'with')).toBe(CALLER);
    expect(await value(info, 'elapsed')).toMatch(/^\d{2}:\d{2}$/);
    expect(await value(info, 'recording')).toBe('Off. This call connects you directly to the other person: only the user can record it, with Record.');
    await userMeeting.getByRole('button', { name: USER_TEXT.info, exact: true }).click();
    const userInfo = userMeeting.getByRole('region', { name: USER_TEXT.infoTitle });
    expect(await value(userInfo, 'reference')).toBe(await value(info, 'reference'));
    // The helper's name came with call-accepted; the category is the one the user called in.
    expect(await value(userInfo, 'with')).toBe(HELPER_NAME);
    expect(await value(userInfo, 'category')).not.toMatch(/^(غير معروف|basic-tech-troubleshooting|)$/);
    expect(await value(userInfo, 'recording')).toMatch(/^متوقف/);
    expect(await seriousA11yViolations(userPage)).toEqual([]);
    if (tour)
      for (const [page, panel, name] of [
        [helperPage, info, 'helper-en'],
        [userPage, userInfo, 'user-ar'],
      ] as const) {
        for (const viewport of ['desktop', 'mobile'] as const) {
          await page.setViewportSize(VIEWPORTS[viewport]);
          await expectOnScreen(page, panel.locator('[data-info="recording"] dd'));
          await expectNoSidewaysScroll(page);
          await screenshot(page, `p2p-meeting-info-${name}-${viewport === 'desktop' ? 1366 : 390}`, { fullPage: false, settleMs: 300 });
        }
        await page.setViewportSize(VIEWPORTS.desktop);
      }
    await helperMeeting.getByRole('button', { name: HELPER_TEXT.info, exact: true }).click();
    await userMeeting.getByRole('button', { name: USER_TEXT.info, exact: true }).click();
    await info.waitFor({ state: 'detached' });
  });

  tourStep('the self view moves with a pointer drag and with the arrow keys, and never leaves the stage', async () => {
    const self = helperMeeting.locator('.hw-meeting-call__self');
    const stage = (await helperMeeting.locator('.hw-meeting-call__stage').boundingBox())!;
    const start = (await self.boundingBox())!;
    const drag = async (dx: number, dy: number) => {
      const box = (await self.boundingBox())!;
      await helperPage.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await helperPage.mouse.down();
      await helperPage.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 6 });
      await helperPage.mouse.up();
      return (await self.boundingBox())!;
    };
    const moved = await drag(-400, -200);
    expect(Math.round(moved.x - start.x)).toBe(-400);
    expect(Math.round(moved.y - start.y)).toBe(-200);
    const cornered = await drag(-5000, -5000);
    expect([Math.round(cornered.x), Math.round(cornered.y)]).toEqual([Math.round(stage.x), Math.round(stage.y)]);
    await self.focus();
    await helperPage.keyboard.press('ArrowRight');
    await helperPage.keyboard.press('ArrowDown');
    const keyed = (await self.boundingBox())!;
    expect([Math.round(keyed.x - cornered.x), Math.round(keyed.y - cornered.y)]).toEqual([24, 24]);
    const far = await drag(5000, 5000);
    expect(Math.round(far.x + far.width)).toBeLessThanOrEqual(Math.round(stage.x + stage.width));
    expect(Math.round(far.y + far.height)).toBeLessThanOrEqual(Math.round(stage.y + stage.height));
  });

  it('leave asks first (EXIT_OPTION): Escape and Stay keep the call; the helper leaves, comes back, and both see each other again', async () => {
    await helperPage.keyboard.press('Escape');
    const exit = helperPage.getByRole('dialog', { name: HELPER_TEXT.exitTitle });
    await expectOnScreen(helperPage, exit.getByRole('button', { name: HELPER_TEXT.exitLeave }));
    expect(await exit.locator('[data-view="EXIT_OPTION"]').count()).toBe(1);
    await exit.getByRole('button', { name: HELPER_TEXT.exitStay }).click();
    await exit.waitFor({ state: 'detached' });
    expect((await inbound(helperPage)).connections).toBe(1);

    await helperMeeting.getByRole('button', { name: HELPER_TEXT.leave, exact: true }).click();
    await helperPage.getByRole('dialog', { name: HELPER_TEXT.exitTitle }).getByRole('button', { name: HELPER_TEXT.exitLeave }).click();
    await helperMeeting.waitFor({ state: 'detached' });
    expect((await inbound(helperPage)).connections).toBe(0);
    // The user is told the helper left (helper-leave), not left "reconnecting".
    await expectOnScreen(userPage, userMeeting.getByText(/^غادر .+ المكالمة$/));

    // Back in: the user is still in the call, so this time the helper joins second (its hello makes the user offer again).
    // The devices were checked for this call: Rejoin goes straight into it.
    await helperPage.getByRole('dialog', { name: 'Rejoin your call' }).getByRole('button', { name: 'Rejoin' }).click();
    const rejoinedAt = Date.now();
    const [helperSees, userSees] = await Promise.all([
      eventually(helperPage, (s) => s.videoTracksDecoding === 2 && s.audioPacketsReceived > 0),
      eventually(userPage, (s) => s.videoFramesDecoded > 0 && s.audioPacketsReceived > 0),
    ]);
    console.log(
      `p2p meeting (${form}): after the helper's rejoin both decode in ${Date.now() - rejoinedAt} ms; helper ${JSON.stringify(helperSees)}, user ${JSON.stringify(userSees)}`,
    );
    // The user's side made a fresh connection for the helper who came back; the old one is closed.
    expect([helperSees.connections, userSees.connections]).toEqual([1, 1]);
    await expectPlaying(helperMeeting.getByLabel('Shared screen'));
    // Present again (join-meeting, meeting-state): the notice is gone.
    await userMeeting.getByText(/^غادر .+ المكالمة$/).waitFor({ state: 'detached' });
    if (!tour) return;
    // The chat is kept with the call: the helper who came back reads what was said before.
    await helperMeeting.getByRole('button', { name: HELPER_TEXT.chat, exact: true }).click();
    const chat = helperMeeting.getByRole('region', { name: HELPER_TEXT.chat });
    await expectOnScreen(helperPage, chat.getByText(HELPER_SAYS));
    await expectOnScreen(helperPage, chat.getByText(USER_SAYS));
    await helperMeeting.getByRole('button', { name: HELPER_TEXT.chat, exact: true }).click();
  });

  it("the user stops sharing: the helper's large view goes back to the user's camera; then both leave, Leave call closing the screen and the connection", async () => {
    await userMeeting.getByRole('button', { name: USER_TEXT.stopShare }).click();
    await until(
      () => helperMeeting.locator('.hw-meeting-call').getAttribute('data-remote-screen'),
      (shown) => shown === 'no',
      'the shared screen is gone',
    );
    expect(await helperMeeting.getByLabel('Shared screen').count()).toBe(0);
    await expectPlaying(helperMeeting.getByLabel('Video of Demo'));

    await userMeeting.getByRole('button', { name: USER_TEXT.leave, exact: true }).click();
    const userExit = userPage.getByRole('dialog', { name: USER_TEXT.exitTitle });
    if (tour) await screenshot(userPage, 'p2p-meeting-exit-user-ar-1366', { fullPage: false });
    await userExit.getByRole('button', { name: USER_TEXT.exitLeave }).click();
    await userMeeting.waitFor({ state: 'detached' });
    expect((await inbound(userPage)).connections).toBe(0);
    await userPage.getByRole('dialog', { name: 'عُد إلى مكالمتك' }).waitFor();
    await expectOnScreen(helperPage, helperMeeting.getByText('Demo left the call'));

    await helperMeeting.getByRole('button', { name: HELPER_TEXT.leave, exact: true }).click();
    await helperPage.getByRole('dialog', { name: HELPER_TEXT.exitTitle }).getByRole('button', { name: HELPER_TEXT.exitLeave }).click();
    await helperMeeting.waitFor({ state: 'detached' });
    expect((await inbound(helperPage)).connections).toBe(0);
    // Both left: the call ended, and the after-call window takes the place of the call's.
    await helperPage.getByRole('dialog', { name: 'Your call has ended' }).waitFor({ timeout: 20_000 });
    expect(await helperPage.getByRole('dialog', { name: 'Rejoin your call' }).count()).toBe(0);
  });
});
