import type { Page } from 'playwright-core';
import { consolePage as openConsolePage } from './admin-page';
import { loaded, screenshot, showView, VIEW_WALK, type View } from './browser';
import { browserSuite } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';

// The Content page's policies and categories (issue 24, item 7; decision 0081), through the screens.
jest.setTimeout(300_000);

const DEMO_PASSWORD = 'Dem0!pass-policies';
const ON_SCREEN = { fullPage: false };
const DAY_MS = 86_400_000;
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const NOW = {
  titleEn: 'Terms & Conditions (December 2026)',
  titleAr: 'الشروط والأحكام (ديسمبر 2026)',
  bodyEn: 'Helpers must join a call within two minutes of accepting it.',
  bodyAr: 'على المساعد أن ينضم إلى المكالمة خلال دقيقتين من قبولها.',
};
const NEXT = { titleEn: 'Terms & Conditions (January 2027)', titleAr: 'الشروط والأحكام (يناير 2027)' };

describe('The console in Chromium: policies with versions, categories hidden (issue 24, item 7)', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, JANUS_START: 'false' });
  let adminToken = '';

  beforeAll(async () => {
    adminToken = (await demoApi(suite.product.url).signInAdmin('admin@helpwire.local', DEMO_PASSWORD)).token;
  }, 180_000);

  const consolePage = (path: string, view: View) => openConsolePage(suite, adminToken, path, view);

  /** The form of a new version of the terms, opened from the versions list. */
  async function openForm(page: Page) {
    await page.getByRole('button', { name: /^(Write a new version|كتابة إصدار جديد)$/ }).click();
    const form = page.getByRole('article', { name: /Terms & Conditions|الشروط والأحكام/ });
    await form.getByRole('heading', { level: 2 }).waitFor();
    return form;
  }

  /** Writes the title and the first section in both languages, what changed and the day, then publishes. */
  async function publish(page: Page, version: { titleEn: string; titleAr: string; bodyEn?: string; bodyAr?: string }, day: string, summary: string) {
    const form = await openForm(page);
    const [english, arabic] = [form.getByRole('group', { name: 'English' }), form.getByRole('group', { name: 'Arabic (العربية)' })];
    await english.first().getByLabel('Title').fill(version.titleEn);
    await arabic.first().getByLabel('Title').fill(version.titleAr);
    if (version.bodyEn) await english.nth(1).getByLabel('Text').fill(version.bodyEn);
    if (version.bodyAr) await arabic.nth(1).getByLabel('Text').fill(version.bodyAr);
    await form.getByLabel('What changed (kept in the audit log)').fill(summary);
    await form.getByLabel('Takes effect on (UTC day)').fill(day);
    await form.getByRole('button', { name: 'Review and publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish the new version of Terms & Conditions?' });
    await expectReachable(page, dialog.getByRole('button', { name: 'Publish', exact: true }));
    return dialog;
  }

  it('schedules a version of the terms and publishes one in effect today in English and Arabic; the public page shows it, its day and the notice of the next', async () => {
    const page = await consolePage('/admin/content?section=policies&policy=terms', ['desktop', 'en']);
    const versions = page.getByRole('list', { name: 'Versions of Terms & Conditions' });
    await versions.getByText('Version 1').waitFor();

    // A day in the past is refused in the form (the field's min, and the check before sending).
    const late = await openForm(page);
    await late.getByLabel('What changed (kept in the audit log)').fill('Too late.');
    await late.getByLabel('Takes effect on (UTC day)').fill(utcDay(-3));
    await late.getByRole('button', { name: 'Review and publish' }).click();
    await late.getByText('Choose today or a later day.').waitFor();
    await late.getByRole('button', { name: 'All versions' }).click();

    const scheduled = await publish(page, NEXT, utcDay(30), 'New words for January.');
    await scheduled.getByText(/^It takes effect on .+\. Until then the public page keeps the version in effect/).waitFor();
    await screenshot(page, 'admin-policies/publish-scheduled-desktop-en', ON_SCREEN);
    await scheduled.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('.hw-toast', { hasText: /^Version 2 of Terms & Conditions takes effect on / }).waitFor();

    const today = await publish(page, NOW, utcDay(), 'Helpers join within two minutes.');
    await today.getByText(/^It takes effect today/).waitFor();
    await today.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('.hw-toast', { hasText: 'Version 3 of Terms & Conditions is in effect now.' }).waitFor();
    const rows = versions.getByRole('listitem');
    await rows.first().getByText('Version 3').waitFor();
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))).toEqual(['IN_EFFECT', 'SCHEDULED', 'PAST']);

    // The console's screens in each view: the versions, and the form of a new one.
    for (const view of VIEW_WALK) {
      await showView(page, view);
      const list = page.getByRole('list', { name: view[1] === 'en' ? 'Versions of Terms & Conditions' : 'إصدارات الشروط والأحكام' });
      await list.getByRole('listitem').nth(2).waitFor();
      await expectReachable(page, list.getByRole('button', { name: view[1] === 'en' ? 'Withdraw before it takes effect' : 'سحبه قبل أن يسري' }));
      await expectNoSidewaysScroll(page);
      await loaded(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-policies/versions-${view.join('-')}`);
      const form = await openForm(page);
      await expectReachable(page, form.getByRole('button', { name: view[1] === 'en' ? 'Review and publish' : 'مراجعة ونشر' }));
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-policies/new-version-${view.join('-')}`);
      await form.getByRole('button', { name: view[1] === 'en' ? 'All versions' : 'كل الإصدارات' }).click();
    }

    // The public page, no redeploy: the version in effect today, its day, the notice of the next with its link.
    for (const view of VIEW_WALK) {
      const visitor = await suite.visitor({ viewport: view[0], language: view[1] });
      await visitor.goto('/terms-and-conditions');
      const heading = visitor.getByRole('heading', { level: 1 });
      await heading.getByText(view[1] === 'en' ? NOW.titleEn : NOW.titleAr).waitFor();
      await visitor.getByText(view[1] === 'en' ? NOW.bodyEn : NOW.bodyAr).waitFor();
      const notice = visitor.getByRole('note');
      await expectOnScreen(visitor, heading);
      expect(await visitor.locator('.hwp-intro__lead time').getAttribute('datetime')).toBe(utcDay());
      const link = notice.getByRole('link', { name: view[1] === 'en' ? 'Read the new version' : 'اقرأ النسخة الجديدة' });
      await expectReachable(visitor, link);
      await expectNoSidewaysScroll(visitor);
      await loaded(visitor);
      await visitor.evaluate(() => window.scrollTo(0, 0));
      await screenshot(visitor, `admin-policies/public-terms-${view.join('-')}`);
      if (view[0] === 'desktop' && view[1] === 'en') {
        expect(await notice.innerText()).toMatch(/^A new version takes effect on .+\. Read the new version$/);
        await link.click();
        await heading.getByText(NEXT.titleEn).waitFor();
        await visitor
          .getByRole('note')
          .getByText(/^This version takes effect on /)
          .waitFor();
        await screenshot(visitor, 'admin-policies/public-terms-next-desktop-en');
        await visitor.getByRole('note').getByRole('link', { name: 'Read the version in effect' }).click();
        await heading.getByText(NOW.titleEn).waitFor();
      }
      await visitor.context().close();
    }
  });

  it('hides a category with a reason; it disappears from the public services page', async () => {
    const visitor = await suite.visitor({ viewport: 'desktop', language: 'en' });
    await visitor.goto('/services');
    await visitor.getByTestId('category-card-live-translation').waitFor();

    const page = await consolePage('/admin/content', ['desktop', 'en']);
    await page
      .getByRole('region', { name: 'Categories and specialties' })
      .getByRole('button', { name: /^Live Translation/ })
      .click();
    const editor = page.getByRole('article', { name: 'Live Translation' });
    await editor.getByText('Shown on the public site and offered for new requests.').waitFor();
    await editor.getByRole('button', { name: 'Hide from the public site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide Live Translation?' });
    await dialog.getByLabel('Reason (kept in the audit log)').fill('No interpreters this week.');
    await screenshot(page, 'admin-policies/hide-category-desktop-en', ON_SCREEN);
    await dialog.getByRole('button', { name: 'Hide from the public site' }).click();
    await page.locator('.hw-toast', { hasText: 'Live Translation is hidden from the public site.' }).waitFor();
    await editor.getByText(/^Hidden: not on the public site/).waitFor();

    for (const view of VIEW_WALK) {
      await showView(page, view);
      const shown = page.getByRole('article');
      await shown.getByRole('heading', { level: 2 }).waitFor();
      await expectReachable(page, shown.getByRole('button', { name: view[1] === 'en' ? 'Show on the public site' : 'إظهار على الموقع العام' }));
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-policies/hidden-category-${view.join('-')}`);
    }

    await visitor.reload();
    await visitor.getByTestId('category-card-education').waitFor();
    expect(await visitor.getByTestId('category-card-live-translation').count()).toBe(0);
    await screenshot(visitor, 'admin-policies/public-services-desktop-en');
  });
});
