import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { consolePage as openConsolePage } from './admin-page';
import { loaded, screenshot, showView, VIEW_WALK, type View } from './browser';
import { browserSuite } from './browser-suite';
import { demoApi } from './demo-api';
import { until } from './meeting-media';
import { expectNoSidewaysScroll, expectReachable } from './on-screen';

// The console's FAQ and tutorials (issue 24, item 7; decision 0080), and the public help pages after them.
jest.setTimeout(300_000);

const DEMO_PASSWORD = 'Dem0!pass-help';
/** Dialogs sit fixed over the page: photograph the screen as the person sees it. */
const ON_SCREEN = { fullPage: false };
const FAQ = {
  questionEn: 'Can I get an invoice for my company?',
  answerEn: 'Yes. Every charge has a receipt under Transactions, with your company name if you add it to your profile.',
  questionAr: 'هل يمكنني الحصول على فاتورة لشركتي؟',
  answerAr: 'نعم. لكل عملية دفع إيصال في صفحة المعاملات، باسم شركتك إن أضفته إلى ملفك الشخصي.',
};
const TUTORIAL = {
  titleEn: 'Finding your receipts',
  descriptionEn: 'Where each call’s receipt is, and how to download it for your records.',
  titleAr: 'العثور على إيصالاتك',
  descriptionAr: 'أين تجد إيصال كل مكالمة، وكيف تنزّله للاحتفاظ به.',
};

/** The public pages' views: each size in English, then in Arabic (a visitor's page each). */
const PUBLIC_VIEWS: readonly View[] = [
  ['desktop', 'en'],
  ['mobile', 'en'],
  ['desktop', 'ar'],
  ['mobile', 'ar'],
];

/** A two-second WebM clip made for the test (VP8, a few KB), as an admin has one on their computer. */
function tinyWebm(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'helpwire-tutorial-'));
  try {
    const file = join(dir, 'receipts.webm');
    execFileSync('/usr/bin/ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10:duration=2',
      '-c:v',
      'libvpx',
      '-b:v',
      '60k',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The video's readiness once its metadata loaded (or the reason it failed), and its length. */
const playable = (video: Locator) =>
  video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<{ ready: number; duration: number }>((resolve, reject) => {
        const answer = () => resolve({ ready: element.readyState, duration: element.duration });
        if (element.readyState >= 1) return answer();
        element.addEventListener('loadedmetadata', answer);
        element.addEventListener('error', () => reject(new Error(`the video failed to load: ${element.error?.message ?? ''}`)));
      }),
  );

describe('The console’s FAQ and tutorials in Chromium (decision 0080)', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, JANUS_START: 'false' });
  const api = () => demoApi(suite.product.url);
  let adminToken = '';

  beforeAll(async () => {
    adminToken = (await api().signInAdmin('admin@helpwire.local', DEMO_PASSWORD)).token;
  }, 120_000);

  const consolePage = (path: string, view: View) => openConsolePage(suite, adminToken, path, view);

  /** Walks the four views of the open section, each photographed with its main button reachable. */
  async function walkViews(page: Page, name: string, button: { en: string; ar: string }) {
    for (const view of VIEW_WALK) {
      await showView(page, view);
      const section = page.getByRole('main').getByRole('region');
      await section.getByRole('heading', { level: 2 }).waitFor();
      await section.locator('.hw-admin-help-item').first().waitFor();
      await expectReachable(page, section.getByRole('button', { name: button[view[1]], exact: true }));
      await expectNoSidewaysScroll(page);
      await loaded(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-help/${name}-${view.join('-')}`);
    }
    await showView(page, ['desktop', 'en']);
  }

  /** A public help page as a visitor in this language and size opens it. */
  async function publicPage(path: string, view: View) {
    const page = await suite.visitor({ viewport: view[0], language: view[1] });
    await page.goto(path);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  it('adds an FAQ question in English and Arabic with a reason; the public FAQ shows it at once in both languages', async () => {
    const page = await consolePage('/admin/content', ['desktop', 'en']);
    await page.getByRole('group', { name: 'Parts of the content' }).getByRole('button', { name: 'FAQ' }).click();
    await page.waitForURL(/section=faq/);
    await walkViews(page, 'faq', { en: 'Add a question', ar: 'إضافة سؤال' });

    const section = page.getByRole('region', { name: 'Frequently asked questions' });
    // Styled as the console's lists (a merge once lost their stylesheet: bullets, the actions under each title).
    const list = section.locator('.hw-admin-help-list').first();
    expect(await list.evaluate((element) => getComputedStyle(element).listStyleType)).toBe('none');
    const item = list.locator('li').first();
    const [title, edit] = await Promise.all([
      item.locator('.hw-admin-help-item__title').boundingBox(),
      item.getByRole('button', { name: 'Edit' }).boundingBox(),
    ]);
    expect(Math.abs(title!.y + title!.height / 2 - (edit!.y + edit!.height / 2))).toBeLessThan(edit!.height);
    await section.getByRole('button', { name: 'Add a question' }).click();
    const editor = page.getByRole('dialog', { name: 'New question' });
    // Half the entry is refused with what is missing, in the field that misses it.
    await editor.getByRole('group', { name: 'English' }).getByLabel('Question').fill(FAQ.questionEn);
    await editor.getByRole('button', { name: 'Review and save' }).click();
    await editor.getByText('Write the question in Arabic (up to 300 characters).').waitFor();
    await editor.getByRole('group', { name: 'English' }).getByLabel('Answer').fill(FAQ.answerEn);
    await editor.getByRole('group', { name: 'Arabic (العربية)' }).getByLabel('Question').fill(FAQ.questionAr);
    await editor.getByRole('group', { name: 'Arabic (العربية)' }).getByLabel('Answer').fill(FAQ.answerAr);
    await expectReachable(page, editor.getByRole('button', { name: 'Review and save' }));
    await screenshot(page, 'admin-help/faq-editor-desktop-en', ON_SCREEN);
    await editor.getByRole('button', { name: 'Review and save' }).click();

    const confirm = page.getByRole('dialog', { name: 'Add this question?' });
    expect(await confirm.locator('[data-field="questionAr"] .hw-admin-change__after').innerText()).toContain(FAQ.questionAr);
    expect(await confirm.locator('[data-field="category"] .hw-admin-change__after').innerText()).toContain('General (no category)');
    await confirm.getByRole('button', { name: 'Save changes' }).click();
    await confirm.getByText('Say why you are making this change.').waitFor();
    await confirm.getByLabel('Reason (kept in the audit log)').fill('Three customers asked support for invoices this week');
    await expectReachable(page, confirm.getByRole('button', { name: 'Save changes' }));
    await screenshot(page, 'admin-help/faq-confirm-desktop-en', ON_SCREEN);
    await confirm.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('.hw-toast', { hasText: 'The question is saved. The help pages show it now.' }).waitFor();
    await section.getByText(FAQ.questionEn).waitFor();

    // The audit log has it (read from the content service's events), with the reason and the entry after.
    const audit = await until(
      () => api().call<{ action: string; reason: string; after: Record<string, unknown> }[]>('/admin/audit?objectType=faq', adminToken),
      (answer) => answer.data.length > 0,
      'the faq.create entry in the audit log',
    );
    expect(audit.data[0]).toMatchObject({
      action: 'faq.create',
      reason: 'Three customers asked support for invoices this week',
      after: { questionEn: FAQ.questionEn },
    });

    // The public FAQ, with no redeploy, in English and in Arabic at both sizes.
    for (const view of PUBLIC_VIEWS) {
      const visitor = await publicPage('/faq', view);
      const question = visitor.getByRole('main').getByText(view[1] === 'en' ? FAQ.questionEn : FAQ.questionAr);
      await question.waitFor();
      await question.scrollIntoViewIfNeeded();
      await question.click();
      await visitor
        .getByRole('main')
        .getByText(view[1] === 'en' ? FAQ.answerEn : FAQ.answerAr)
        .waitFor();
      await expectNoSidewaysScroll(visitor);
      await loaded(visitor);
      await screenshot(visitor, `admin-help/public-faq-${view.join('-')}`, ON_SCREEN);
      await visitor.close();
    }
  });

  it('uploads a tutorial video from the computer, publishes it with a reason; the public tutorials play it in English and Arabic', async () => {
    const page = await consolePage('/admin/content?section=tutorials', ['desktop', 'en']);
    await walkViews(page, 'tutorials', { en: 'Add a tutorial', ar: 'إضافة درس' });

    const section = page.getByRole('region', { name: 'Video tutorials' });
    await section.getByRole('button', { name: 'Add a tutorial' }).click();
    const editor = page.getByRole('dialog', { name: 'New tutorial' });
    const picker = editor.locator('input[type="file"]');
    // Not a video: refused before anything is sent, with what to upload.
    await picker.setInputFiles({ name: 'receipts.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await editor.getByText('The video must be an MP4 or WebM file.').waitFor();
    await picker.setInputFiles({ name: 'receipts.webm', mimeType: 'video/webm', buffer: tinyWebm() });
    await editor.getByText('Uploaded: receipts.webm').waitFor();
    // Its length, read by the browser from the file.
    expect(await editor.getByLabel('Duration (seconds)').inputValue()).toBe('2');
    const english = editor.getByRole('group', { name: 'English' });
    const arabic = editor.getByRole('group', { name: 'Arabic (العربية)' });
    await english.getByLabel('Title').fill(TUTORIAL.titleEn);
    await english.getByLabel('Description').fill(TUTORIAL.descriptionEn);
    await arabic.getByLabel('Title').fill(TUTORIAL.titleAr);
    await arabic.getByLabel('Description').fill(TUTORIAL.descriptionAr);
    await screenshot(page, 'admin-help/tutorial-editor-desktop-en', ON_SCREEN);
    await editor.getByRole('button', { name: 'Review and save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Add this tutorial?' });
    expect(await confirm.locator('[data-field="video"] .hw-admin-change__after').innerText()).toContain('receipts.webm');
    await confirm.getByLabel('Reason (kept in the audit log)').fill('Support keeps explaining where receipts are');
    await confirm.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('.hw-toast', { hasText: 'The tutorial is added. Publish it to show it on the help pages.' }).waitFor();

    const row = section.locator('.hw-admin-help-item', { hasText: TUTORIAL.titleEn });
    await row.getByText('Not published').waitFor();
    await row.getByRole('button', { name: `Publish “${TUTORIAL.titleEn}”` }).click();
    const publish = page.getByRole('dialog', { name: `Publish “${TUTORIAL.titleEn}”?` });
    await publish.getByLabel('Reason (kept in the audit log)').fill('Checked the video and both texts');
    await screenshot(page, 'admin-help/tutorial-publish-desktop-en', ON_SCREEN);
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('.hw-toast', { hasText: 'The tutorial is published on the help pages.' }).waitFor();
    await row.getByText('Published', { exact: true }).waitFor();
    const audit = await until(
      () => api().call<{ action: string; reason: string }[]>('/admin/audit?objectType=tutorial', adminToken),
      (answer) => answer.data.length >= 2,
      'the tutorial entries in the audit log',
    );
    expect(audit.data.slice(0, 2).map((entry) => [entry.action, entry.reason])).toEqual([
      ['tutorial.publish', 'Checked the video and both texts'],
      ['tutorial.create', 'Support keeps explaining where receipts are'],
    ]);

    // The public tutorials, with no redeploy: the uploaded clip plays, in English and in Arabic at both sizes.
    for (const view of PUBLIC_VIEWS) {
      const visitor = await publicPage('/video-details', view);
      const title = visitor
        .getByRole('main')
        .getByText(view[1] === 'en' ? TUTORIAL.titleEn : TUTORIAL.titleAr)
        .first();
      await title.waitFor();
      await title.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(visitor);
      await loaded(visitor);
      await screenshot(visitor, `admin-help/public-tutorials-${view.join('-')}`, ON_SCREEN);
      await title.click();
      const player = visitor.getByRole('dialog');
      await player.getByText(view[1] === 'en' ? TUTORIAL.descriptionEn : TUTORIAL.descriptionAr).waitFor();
      const video = await playable(player.locator('video'));
      expect(video.ready).toBeGreaterThanOrEqual(1);
      expect(Math.round(video.duration)).toBe(2);
      await screenshot(visitor, `admin-help/public-player-${view.join('-')}`, ON_SCREEN);
      await visitor.close();
    }
  });
});
