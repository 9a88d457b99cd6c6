import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { DEMO_CATEGORY, openCallPair } from './call-pair';
import { eventually, HELPER_TEXT, ringAcceptAndOpen, until, USER_TEXT } from './meeting-media';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';
import { startProduct, type RunningProduct } from './product';

jest.setTimeout(300_000);

const DEMO_PASSWORD = 'Dem0!pass-p2p-recording';
const ON_SCREEN = { fullPage: false };

/** The user's screens speak Arabic, the helper's English (as in the peer-to-peer meeting suite). */
const USER_REC = {
  record: 'تسجيل',
  panel: 'تسجيل هذه المكالمة',
  toDevice: 'الحفظ على هذا الجهاز',
  toCloud: 'الحفظ في تسجيلاتي',
  start: 'بدء التسجيل',
  stop: 'إيقاف التسجيل',
  savedCloud: 'تم الحفظ. التسجيل موجود الآن في تسجيلاتك.',
  noneHintP2p: 'أثناء المكالمة اختر «تسجيل» ثم «الحفظ في تسجيلاتي»: يظهر التسجيل هنا عند الإيقاف.',
  staleHint: 'التسجيل في السحابة',
};

/** Frames of the first video stream of a file, decoded by ffprobe. */
function decodedFrames(file: string): number {
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=nb_read_frames,codec_name', '-of', 'json', file],
    { encoding: 'utf8' },
  );
  const stream = (JSON.parse(out) as { streams: { nb_read_frames?: string; codec_name?: string }[] }).streams[0];
  return Number(stream?.nb_read_frames ?? 0);
}

/** Waits until the call's timer (mm:ss) has moved on by `seconds` from now: that much is recorded. */
async function callTimeAdvances(meeting: Locator, seconds: number): Promise<void> {
  const read = async () => {
    const [m, s] = (await meeting.getByRole('timer').innerText()).trim().split(':').map(Number);
    return m! * 60 + s!;
  };
  const from = await read();
  await until(read, (now) => now >= from + seconds, `the call's timer moves on ${seconds} s`, (seconds + 10) * 1000);
}

/**
 * Issue 21 item 20 (decision 0037): on `npm start` without Janus the call goes peer to peer, and the
 * user records it in the browser: to the device (a WebM download that decodes) or to their
 * Recordings (uploaded, then played on /recording and /helper/recording). The helper sees the
 * indicator while it records. The Recordings page says how to record in this mode (no "Record in
 * the cloud", which cannot appear). Screenshots at 1366 and 390 px, Arabic (user) and English (helper).
 */
describe('recording a peer-to-peer call in the browser (npm start without Janus)', () => {
  let product: RunningProduct;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let userPage: Page;
  let helperPage: Page;
  let userMeeting: Locator;
  let helperMeeting: Locator;
  let downloads: string;

  beforeAll(async () => {
    downloads = await mkdtemp(join(tmpdir(), 'helpwire-p2p-recording-'));
    // Each is kept as soon as it is up, so afterAll stops it even when the other failed to start.
    await Promise.all([
      startProduct({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, JANUS_START: 'false' }).then((started) => (product = started)),
      launchBrowser({ fakeMedia: true }).then((started) => (browser = started)),
    ]);
    ({ userPage, helperPage } = await openCallPair([product.url, product.url], {
      browser,
      contexts,
      demoPassword: DEMO_PASSWORD,
      languages: { user: 'ar', helper: 'en' },
      media: true,
    }));
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
    await rm(downloads, { recursive: true, force: true });
  });

  it('before any call, the Recordings page says how to record here (Record in the call), never "Record in the cloud"', async () => {
    const page = await userPage.context().newPage();
    await page.goto('/recording');
    const hint = page.getByText(USER_REC.noneHintP2p);
    await hint.waitFor();
    await expectOnScreen(page, hint);
    expect(await page.getByRole('main').innerText()).not.toContain(USER_REC.staleHint);
    for (const viewport of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `p2p-recording-page-empty-user-ar-${viewport === 'desktop' ? 1366 : 390}`, ON_SCREEN);
    }
    await page.close();
    const helperList = await helperPage.context().newPage();
    await helperList.goto('/helper/recording');
    await helperList
      .getByText('When the user of a call records it and saves it to their recordings, you find it here too. Only the user can record a call.')
      .waitFor();
    expect(await helperList.getByRole('main').innerText()).not.toContain('Record in the cloud');
    await helperList.close();
    // Each side's call page is the one in front again (a page behind another gets no animation frames).
    await helperPage.bringToFront();
    await userPage.bringToFront();
  });

  it('ring, accept, both join: the call goes peer to peer and the setup says how it can be recorded', async () => {
    await userPage.goto(`/service-categories?category=${DEMO_CATEGORY}`);
    await ringAcceptAndOpen(userPage, helperPage);
    const userSetup = userPage.getByRole('dialog', { name: USER_TEXT.setup });
    const helperSetup = helperPage.getByRole('dialog', { name: HELPER_TEXT.setup });
    await userSetup.getByText('تصلك هذه المكالمة بمساعدك مباشرة. لتسجيلها استخدم زر «تسجيل» أثناء المكالمة: احفظها على هذا الجهاز أو في تسجيلاتك.').waitFor();
    await helperSetup.getByText('This call connects you directly to the user. If they record it, you will see "Recording" during the call.').waitFor();
    await helperSetup.getByRole('button', { name: HELPER_TEXT.join }).click();
    await userSetup.getByRole('button', { name: USER_TEXT.join }).click();
    userMeeting = userPage.getByRole('dialog', { name: USER_TEXT.call });
    helperMeeting = helperPage.getByRole('dialog', { name: HELPER_TEXT.call });
    await userMeeting.getByRole('timer').waitFor();
    await helperMeeting.getByRole('timer').waitFor();
    // The helper never gets the control: only the call's user records.
    expect(await helperMeeting.locator('[data-control="record"]').count()).toBe(0);
  });

  it('"Save to this device": the helper sees Recording while it records; Stop downloads a WebM whose frames decode', async () => {
    await userPage.bringToFront();
    const control = userMeeting.getByRole('button', { name: USER_REC.record, exact: true });
    await expectReachable(userPage, control);
    await control.click();
    const panel = userMeeting.getByRole('region', { name: USER_REC.panel });
    await panel.waitFor();
    await expectOnScreen(userPage, panel.getByRole('button', { name: USER_REC.start }));
    expect(await panel.getByRole('radio', { name: new RegExp(USER_REC.toDevice) }).isChecked()).toBe(true);
    for (const viewport of ['desktop', 'mobile'] as const) {
      await userPage.setViewportSize(VIEWPORTS[viewport]);
      await expectReachable(userPage, panel.getByRole('button', { name: USER_REC.start }));
      await expectNoSidewaysScroll(userPage);
      await screenshot(userPage, `p2p-recording-panel-user-ar-${viewport === 'desktop' ? 1366 : 390}`, ON_SCREEN);
    }
    await userPage.setViewportSize(VIEWPORTS.desktop);
    // Both sides decode each other before anything is recorded.
    await Promise.all([eventually(helperPage, (s) => s.videoFramesDecoded > 0), eventually(userPage, (s) => s.videoFramesDecoded > 0)]).catch(() => undefined);

    await panel.getByRole('button', { name: USER_REC.start }).click();
    const helperBadge = helperMeeting.locator('[data-recording="on"]');
    await helperBadge.waitFor({ timeout: 15_000 });
    expect(await helperBadge.innerText()).toContain('Recording');
    await expectOnScreen(helperPage, helperBadge);
    await userMeeting.locator('[data-recording="on"]').waitFor();
    for (const viewport of ['desktop', 'mobile'] as const) {
      await helperPage.setViewportSize(VIEWPORTS[viewport]);
      await expectOnScreen(helperPage, helperBadge);
      await screenshot(helperPage, `p2p-recording-indicator-helper-en-${viewport === 'desktop' ? 1366 : 390}`, ON_SCREEN);
      await userPage.bringToFront();
      await userPage.setViewportSize(VIEWPORTS[viewport]);
      await expectReachable(userPage, panel.getByRole('button', { name: USER_REC.stop }));
      await screenshot(userPage, `p2p-recording-recording-user-ar-${viewport === 'desktop' ? 1366 : 390}`, ON_SCREEN);
    }
    await helperPage.setViewportSize(VIEWPORTS.desktop);
    await userPage.setViewportSize(VIEWPORTS.desktop);
    await callTimeAdvances(userMeeting, 3);

    const [download] = await Promise.all([userPage.waitForEvent('download', { timeout: 20_000 }), panel.getByRole('button', { name: USER_REC.stop }).click()]);
    const file = join(downloads, 'local.webm');
    await download.saveAs(file);
    const callId = /^helpwire-call-(.+)\.webm$/.exec(download.suggestedFilename())?.[1];
    expect(callId).toBeTruthy();
    expect((await stat(file)).size).toBeGreaterThan(10_000);
    const frames = decodedFrames(file);
    console.log(`p2p recording: local WebM ${(await stat(file)).size} bytes, ${frames} video frames decoded by ffprobe`);
    expect(frames).toBeGreaterThan(10);
    // Stopped: the helper's indicator goes; nothing was kept in the cloud.
    await helperBadge.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('"Save to my recordings": uploaded when stopped, then it plays on /recording (user, ar) and /helper/recording (helper, en)', async () => {
    const panel = userMeeting.getByRole('region', { name: USER_REC.panel });
    await panel.getByRole('radio', { name: new RegExp(USER_REC.toCloud) }).check();
    await panel.getByRole('button', { name: USER_REC.start }).click();
    await helperMeeting.locator('[data-recording="on"]').waitFor({ timeout: 15_000 });
    await callTimeAdvances(userMeeting, 3);
    await panel.getByRole('button', { name: USER_REC.stop }).click();
    const saved = panel.getByText(USER_REC.savedCloud);
    await saved.waitFor({ timeout: 60_000 });
    await expectOnScreen(userPage, saved);
    for (const viewport of ['desktop', 'mobile'] as const) {
      await userPage.setViewportSize(VIEWPORTS[viewport]);
      await screenshot(userPage, `p2p-recording-saved-user-ar-${viewport === 'desktop' ? 1366 : 390}`, ON_SCREEN);
    }
    await userPage.setViewportSize(VIEWPORTS.desktop);

    for (const [page, path, name] of [
      [await userPage.context().newPage(), '/recording', 'user-ar'],
      [await helperPage.context().newPage(), '/helper/recording', 'helper-en'],
    ] as const) {
      await page.goto(path);
      // The call is still on: a new tab offers to rejoin it first (the call layer follows it on every page).
      await page
        .getByRole('dialog', { name: /^(Rejoin your call|عُد إلى مكالمتك)$/ })
        .getByRole('button', { name: /^(Not now|ليس الآن)$/ })
        .click();
      const row = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: /^(Play|تشغيل)/ }) })
        .first();
      await row.waitFor();
      for (const viewport of ['desktop', 'mobile'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await expectNoSidewaysScroll(page);
        await screenshot(page, `p2p-recording-page-${name}-${viewport === 'desktop' ? 1366 : 390}`, ON_SCREEN);
      }
      await page.setViewportSize(VIEWPORTS.desktop);
      await row.getByRole('button', { name: new RegExp(`^(Play|${'تشغيل'})`) }).click();
      await page.waitForFunction(() => ((document.querySelector('.hw-rec-video') as HTMLVideoElement | null)?.readyState ?? 0) >= 2, undefined, {
        timeout: 20_000,
      });
      await page.waitForFunction(
        () => ((document.querySelector('.hw-rec-video') as HTMLVideoElement).getVideoPlaybackQuality?.().totalVideoFrames ?? 0) > 5,
        undefined,
        { timeout: 20_000 },
      );
      const video = await page
        .locator('.hw-rec-video')
        .evaluate((v: HTMLVideoElement) => ({ width: v.videoWidth, height: v.videoHeight, frames: v.getVideoPlaybackQuality().totalVideoFrames }));
      console.log(`p2p recording: cloud recording plays for ${name}: ${JSON.stringify(video)}`);
      expect({ width: video.width, height: video.height }).toEqual({ width: 1280, height: 360 });
      await screenshot(page, `p2p-recording-player-${name}-1366`, ON_SCREEN);
      await page.close();
    }
  });
});
