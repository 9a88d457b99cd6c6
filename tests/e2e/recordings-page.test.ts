import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seedReadyRecording } from '../contract/seeded-recording';
import { screenshot, seriousA11yViolations, showView, VIEW_WALK } from './browser';
import { browserSuite, type VisitorOptions } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';

jest.setTimeout(180_000);

const DEMO_PASSWORD = 'Dem0!pass-recordings';
/** Dialogs sit fixed over the page: photograph the screen as the person sees it. */
const ON_SCREEN = { fullPage: false };

/**
 * The Recordings pages (decision 0030) in Chromium: a READY recording seeded as the conversion job
 * leaves it (a real VP8/Opus WebM in the product's file storage): it plays in the video player
 * (readyState ≥ 2, time moving), downloads through its link, and the delete confirmation removes it;
 * the helper sees the same call's recording on /helper/recording; screenshots at 1366 and 390 px in
 * English and Arabic.
 */
describe('Recordings pages in Chromium', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, JANUS_START: 'false' });
  const accounts = async () => {
    const api = demoApi(suite.product.url);
    return {
      user: await api.signIn('/auth/login', 'user@helpwire.local', DEMO_PASSWORD),
      helper: await api.signIn('/auth/login/helper', 'helper@helpwire.local', DEMO_PASSWORD),
    };
  };
  const seed = async (parties: { userId: string; helperId: string }) =>
    seedReadyRecording(suite.product.databaseUrl, join(suite.product.dataDir, 'files'), parties);

  async function signedIn(token: string, options: VisitorOptions): Promise<Page> {
    const page = await suite.visitor(options);
    await page.context().addInitScript((stored) => {
      if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
    }, token);
    return page;
  }

  it('plays a recording, offers its download, and deletes it after the confirmation (1366 px, en)', async () => {
    const { user, helper } = await accounts();
    const seeded = await seed({ userId: user.id, helperId: helper.id });
    const page = await signedIn(user.token, { viewport: 'desktop', language: 'en' });
    await page.goto('/recording');
    await page.getByRole('heading', { level: 1, name: 'Recordings' }).waitFor();
    const row = page.getByRole('main').getByRole('listitem', { name: `Recording of call ${seeded.callId}` });
    await row.waitFor();
    await page.getByRole('progressbar', { name: 'Storage used' }).waitFor();
    await expectOnScreen(page, page.getByRole('link', { name: 'Extend storage' }));
    expect(await page.getByRole('link', { name: 'Extend storage' }).getAttribute('href')).toBe('/subscribed-plan');
    expect(await row.innerText()).toContain('0:04');

    // The video player: the recording decodes and its time moves.
    const play = row.getByRole('button', { name: `Play Recording of call ${seeded.callId}` });
    await expectReachable(page, play);
    await play.click();
    const player = page.getByRole('dialog', { name: new RegExp(`^Call .?${seeded.callId.replace(/-/g, '[-\u2011]')}.?$`) });
    await player.waitFor();
    const video = player.locator('video');
    await page.waitForFunction(() => ((document.querySelector('.hw-rec-video') as HTMLVideoElement | null)?.readyState ?? 0) >= 2, undefined, {
      timeout: 15_000,
    });
    const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.waitForFunction((from) => (document.querySelector('.hw-rec-video') as HTMLVideoElement).currentTime > from + 0.5, first, { timeout: 15_000 });
    expect(await video.evaluate((v: HTMLVideoElement) => ({ width: v.videoWidth, height: v.videoHeight }))).toEqual({ width: 640, height: 360 });
    await expectOnScreen(page, video);
    await screenshot(page, 'recordings-player-desktop-en', ON_SCREEN);

    // The download link: the same bytes, as an attachment.
    const download = player.getByRole('link', { name: 'Download' });
    await expectReachable(page, download);
    const href = (await download.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/v1\/recording\/play\/[\w-]+\?download=1$/);
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe(`helpwire-call-${seeded.callId}.webm`);
    await player.getByRole('button', { name: 'Close' }).click();
    await player.waitFor({ state: 'detached' });

    // Delete, confirmed: gone from the list, the empty state's text shows.
    await row.getByRole('button', { name: `Delete Recording of call ${seeded.callId}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete recording' });
    await confirm.getByText('Are you sure you want to delete this recording? This cannot be undone.').waitFor();
    await screenshot(page, 'recordings-delete-desktop-en', ON_SCREEN);
    const yes = confirm.getByRole('button', { name: 'Delete recording' });
    await expectReachable(page, yes);
    await yes.click();
    await page.getByText('Recording deleted successfully').first().waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByText('No recording found.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('looks right for the user and the helper at 1366 and 390 px, in English and Arabic', async () => {
    const { user, helper } = await accounts();
    const seeded = await seed({ userId: user.id, helperId: helper.id });
    for (const [who, token, path, title] of [
      ['user', user.token, '/recording', { en: 'Recordings', ar: 'التسجيلات' }],
      ['helper', helper.token, '/helper/recording', { en: 'Recordings', ar: 'التسجيلات' }],
    ] as const) {
      // One visitor walks the four views: a resize between sizes, a reload between languages.
      const page = await signedIn(token, { viewport: 'desktop', language: 'en' });
      await page.goto(path);
      for (const view of VIEW_WALK) {
        const [viewport, language] = view;
        await showView(page, view);
        await page.getByRole('heading', { level: 1, name: title[language] }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        const row = page.getByRole('main').locator('.hw-rec-row').filter({ hasText: seeded.callId });
        await row.waitFor();
        await expectNoSidewaysScroll(page);
        for (const control of await row.getByRole('button').all()) await expectReachable(page, control);
        await expectOnScreen(page, page.getByRole('progressbar'));
        await screenshot(page, `recordings-${who}-${viewport}-${language}`);
        if (viewport === 'mobile' && language === 'ar') {
          await row.getByRole('button').first().click();
          const player = page.getByRole('dialog');
          await page.waitForFunction(() => ((document.querySelector('.hw-rec-video') as HTMLVideoElement | null)?.readyState ?? 0) >= 2, undefined, {
            timeout: 15_000,
          });
          await expectOnScreen(page, player.locator('video'));
          await screenshot(page, `recordings-player-${who}-mobile-ar`, ON_SCREEN);
          await page.keyboard.press('Escape');
          await player.waitFor({ state: 'hidden' });
        }
      }
      await page.context().close();
    }
  });
});
