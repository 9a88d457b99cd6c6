import { join } from 'node:path';
import { Client } from 'pg';
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
 * the helper sees the same call's recording on /helper/recording; the storage is the account's plan's
 * (decision 0085), and over it (after a downgrade) the page says the recordings are read-only while
 * they still play, download and delete; screenshots at 1366 and 390 px in English and Arabic.
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

  const query = async (text: string, values: unknown[]) => {
    const client = new Client({ connectionString: suite.product.databaseUrl });
    await client.connect();
    try {
      await client.query(text, values);
    } finally {
      await client.end();
    }
  };
  /** The account's plan as the payment service's storage_entitlement_changed leaves it in the call service's store (the latest by its time). */
  const entitle = (accountId: string, planId: string, quotaBytes: number) =>
    query(
      `insert into call.storage_entitlements (account_id, plan_id, quota_bytes, retention_days, updated_at) values ($1, $2, $3, 365, now())
       on conflict (account_id) do update set plan_id = excluded.plan_id, quota_bytes = excluded.quota_bytes, updated_at = excluded.updated_at`,
      [accountId, planId, quotaBytes],
    );
  const GiB = 1024 ** 3;

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
    // The user subscribed to Plus: 10 GB.
    await entitle(user.id, 'plus', 10 * GiB);
    const page = await signedIn(user.token, { viewport: 'desktop', language: 'en' });
    await page.goto('/recording');
    await page.getByRole('heading', { level: 1, name: 'Recordings' }).waitFor();
    const row = page.getByRole('main').getByRole('listitem', { name: `Recording of call ${seeded.callId}` });
    await row.waitFor();
    await page.getByRole('progressbar', { name: 'Storage used' }).waitFor();
    const storage = page.locator('.hw-rec-storage');
    await storage.getByText('Plan: Plus').waitFor();
    expect((await storage.innerText()).replace(/[\u2066-\u2069]/g, '')).toMatch(/\d KB of 10 GB/);
    expect(await page.locator('.hw-rec-over').count()).toBe(0);
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
    await entitle(user.id, 'plus', 10 * GiB);
    // The user's plan is Plus; the helper has none: the free plan.
    const plans = { user: { en: 'Plan: Plus', ar: 'الخطة: بلس' }, helper: { en: 'Plan: Free', ar: 'الخطة: مجاني' } };
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
        await expectOnScreen(page, page.locator('.hw-rec-storage').getByText(plans[who][language]));
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
  it('over the quota after a downgrade: the notice and its link, every recording still plays and deletes; deleting brings the account back under (1366 and 390 px, en and ar)', async () => {
    const { user, helper } = await accounts();
    const kept = await seed({ userId: user.id, helperId: helper.id });
    // A long recording kept under Plus (1.5 GB), then the subscription ended: the free plan's 1 GB.
    const big = await seed({ userId: user.id, helperId: helper.id });
    await query('update call.recordings set size_bytes = $2 where id = $1', [big.id, Math.round(1.5 * GiB)]);
    await entitle(user.id, 'free', GiB);
    const notice = {
      en: {
        title: 'Your recordings are over your storage quota',
        text: 'read-only until you are back under your quota or choose a bigger plan',
        link: 'Choose a bigger plan',
      },
      ar: { title: 'تسجيلاتك تتجاوز حصة التخزين', text: 'للقراءة فقط حتى تعود إلى ما دون حصتك أو تختار خطة أكبر', link: 'اختر خطة أكبر' },
    };
    const page = await signedIn(user.token, { viewport: 'desktop', language: 'en' });
    await page.goto('/recording');
    for (const view of VIEW_WALK) {
      const [viewport, language] = view;
      await showView(page, view);
      const over = page.getByRole('status').filter({ hasText: notice[language].title });
      await over.waitFor();
      expect(await over.innerText()).toContain(notice[language].text);
      const link = over.getByRole('link', { name: notice[language].link });
      await expectReachable(page, link);
      expect(await link.getAttribute('href')).toBe('/subscribed-plan');
      expect(await page.locator('.hw-rec-storage').innerText()).toContain(language === 'en' ? 'Plan: Free' : 'الخطة: مجاني');
      // Nothing was deleted: both recordings are listed, each with play, download and delete.
      for (const seeded of [kept, big]) {
        const row = page.getByRole('main').locator('.hw-rec-row').filter({ hasText: seeded.callId });
        await row.waitFor();
        expect(await row.getByRole('button').count()).toBe(3);
        for (const control of await row.getByRole('button').all()) await expectReachable(page, control);
      }
      await expectNoSidewaysScroll(page);
      await screenshot(page, `recordings-over-quota-${viewport}-${language}`);
    }

    // Read-only, not locked: the kept recording still plays.
    await showView(page, ['desktop', 'en']);
    const keptRow = page.getByRole('main').getByRole('listitem', { name: `Recording of call ${kept.callId}` });
    await keptRow.getByRole('button', { name: `Play Recording of call ${kept.callId}` }).click();
    await page.waitForFunction(() => ((document.querySelector('.hw-rec-video') as HTMLVideoElement | null)?.readyState ?? 0) >= 2, undefined, {
      timeout: 15_000,
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Deleting the long one brings the account back under its quota: the notice goes.
    const bigRow = page.getByRole('main').getByRole('listitem', { name: `Recording of call ${big.callId}` });
    await bigRow.getByRole('button', { name: `Delete Recording of call ${big.callId}` }).click();
    await page.getByRole('dialog', { name: 'Delete recording' }).getByRole('button', { name: 'Delete recording' }).click();
    await bigRow.waitFor({ state: 'detached' });
    await page.locator('.hw-rec-over').waitFor({ state: 'detached' });
    expect(await page.getByRole('progressbar', { name: 'Storage used' }).getAttribute('aria-valuenow')).toBe('0');
    await page.context().close();

    // The helper keeps the long one too, on the free plan: over quota, their notice leads to help.
    const helperPage = await signedIn(helper.token, { viewport: 'mobile', language: 'en' });
    await helperPage.goto('/helper/recording');
    const helperNotice = helperPage.getByRole('status').filter({ hasText: notice.en.title });
    await helperNotice.waitFor();
    expect(await helperNotice.getByRole('link', { name: 'How to get more storage' }).getAttribute('href')).toBe('/helper/help#recordings');
    await screenshot(helperPage, 'recordings-over-quota-helper-mobile-en');
    await helperPage.context().close();
  });
});
