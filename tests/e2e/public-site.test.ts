import type { Page } from 'playwright-core';
import { loaded, newVisitor, screenshot, seriousA11yViolations, VIEWPORTS, type AxeViolation } from './browser';
import { browserSuite } from './browser-suite';
import { expectOnScreen } from './on-screen';

type Language = 'en' | 'ar';

/** What each public page must show from the content API, in the visitor's language. */
const PAGES: { path: string; name: string; expect: (api: (path: string) => Promise<any>) => Promise<string[]> }[] = [
  { path: '/', name: 'home', expect: async (api) => (await api('/category/getNonSubCategories')).data.slice(0, 5).map((c: { name: string }) => c.name) },
  { path: '/services', name: 'services', expect: async (api) => (await api('/content/findServices')).data.slice(0, 3).map((s: { title: string }) => s.title) },
  { path: '/about-us', name: 'about-us', expect: async () => [] },
  {
    path: '/subscription',
    name: 'subscription',
    expect: async (api) => [
      ...(await api('/category/getNonSubCategories')).data.slice(0, 2).map((c: { name: string }) => c.name),
      ...(await api('/subscription/plans')).data.map((p: { name: string }) => p.name),
    ],
  },
  { path: '/faq', name: 'faq', expect: async (api) => (await api('/content/findFaq')).data.slice(0, 2).map((f: { question: string }) => f.question) },
  { path: '/contact-us', name: 'contact-us', expect: async () => [] },
  {
    path: '/video-details',
    name: 'tutorials',
    expect: async (api) => (await api('/content/findTutorial?limit=2')).data.map((t: { title: string }) => t.title),
  },
  { path: '/privacy-policy', name: 'privacy-policy', expect: async (api) => [(await api('/content/findPolicy?type=privacy')).data.title] },
  { path: '/terms-and-conditions', name: 'terms', expect: async (api) => [(await api('/content/findPolicy?type=terms')).data.title] },
];

describe('public site in Chromium (all-in-one server)', () => {
  const suite = browserSuite();
  const visit = (language: Language): Promise<Page> => suite.visitor({ language });

  const api = (language: Language) => async (path: string) =>
    (await fetch(`${suite.product.url}/api/v1${path}`, { headers: { 'accept-language': language } })).json();

  for (const language of ['en', 'ar'] as const) {
    describe(`in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
      // One visitor walks every page, as a returning visitor does (the scripts from its cache): a
      // fresh visitor per page would cost a cold start each (about 1.8 CPU-seconds more a page).
      let tab: Page;
      beforeAll(async () => {
        tab = await (await newVisitor(suite.browser, { baseURL: suite.product.url, language })).newPage();
      });
      afterAll(() => tab?.context().close());

      for (const page of PAGES) {
        it(`${page.path} renders its content from the API${language === 'ar' ? ' right-to-left' : ''} with no serious accessibility issue`, async () => {
          const texts = await page.expect(api(language));
          /** The page with its API content shown, its fonts and its images loaded: ready for a screenshot. */
          const shown = async (tab: Page) => {
            await tab.goto(page.path);
            await tab.locator('main h1').first().waitFor();
            for (const text of texts) await tab.locator('main').getByText(text, { exact: false }).first().waitFor({ timeout: 10_000 });
            await loaded(tab);
          };
          await tab.setViewportSize(VIEWPORTS.desktop);
          await shown(tab);
          expect(await tab.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
            language,
            language === 'ar' ? 'rtl' : 'ltr',
          ]);
          const violations: AxeViolation[] = await seriousA11yViolations(tab);
          expect(
            violations.map(
              (v) =>
                `${v.id}: ${v.help} (${v.nodes
                  .map((n) => n.target.join(' '))
                  .slice(0, 3)
                  .join(', ')})`,
            ),
          ).toEqual([]);
          await screenshot(tab, `${page.name}-${language}-desktop`);
          // The same page on a phone-sized screen: resized in place, the layout follows (decision 0055).
          await tab.setViewportSize(VIEWPORTS.mobile);
          await loaded(tab);
          await screenshot(tab, `${page.name}-${language}-mobile`);
        }, 60_000);
      }
    });
  }

  it('contact form: every required field, "Must be email", then the success toast and an empty form', async () => {
    const tab = await visit('en');
    await tab.goto('/contact-us');
    const form = tab.locator('main form');
    await form.getByRole('button', { name: /send/i }).click();
    for (const text of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) await form.getByText(text).waitFor();
    await form.getByLabel(/name/i).first().fill('Layla');
    await form.getByLabel(/email/i).fill('layla@');
    await form.getByLabel(/subject/i).fill('Helper onboarding');
    await form.getByLabel(/message/i).fill('How long does verification take?');
    await form.getByRole('button', { name: /send/i }).click();
    await form.getByText('Must be email').waitFor();
    await form.getByLabel(/email/i).fill('layla@example.com');
    await form.getByRole('button', { name: /send/i }).click();
    await tab.locator('[data-kind="success"]', { hasText: 'Your message has been sent.' }).waitFor();
    await expect(form.getByLabel(/subject/i).inputValue()).resolves.toBe('');
  });

  it('FAQ by category, with the spec text when a category has none', async () => {
    const tab = await visit('en');
    await tab.route('**/api/v1/content/findFaq?*categoryId=*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 200, message: 'No FAQs available for this category.', data: [], meta: { currentPage: 1, lastPage: 1, total: 0 } }),
      }),
    );
    await tab.goto('/faq');
    const categories = (await api('en')('/category/getNonSubCategories')).data;
    await tab.getByRole('main').getByText(categories[0].name).first().click();
    await tab.getByText('No FAQs available for this category.').waitFor();
  });

  it('tutorials open in a video player, and an empty list says "No Tutorials Found"', async () => {
    const tab = await visit('en');
    await tab.goto('/video-details');
    const first = (await api('en')('/content/findTutorial?limit=1')).data[0];
    await tab.getByRole('main').getByText(first.title).first().click();
    const player = tab.getByRole('dialog');
    await player.waitFor();
    // The clip is served and playable: its metadata loads.
    const duration = await player.locator('video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          if (video.readyState >= 1) return resolve(video.readyState);
          video.addEventListener('loadedmetadata', () => resolve(video.readyState));
          video.addEventListener('error', () => reject(new Error('video failed to load')));
        }),
    );
    expect(duration).toBeGreaterThanOrEqual(1);
    await tab.keyboard.press('Escape');
    await tab.route('**/api/v1/content/findTutorial*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 200, message: 'No Tutorials Found', data: [], meta: { currentPage: 1, lastPage: 1, total: 0 } }),
      }),
    );
    const fresh = await visit('en');
    await fresh.route('**/api/v1/content/findTutorial*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 200, message: 'No Tutorials Found', data: [], meta: { currentPage: 1, lastPage: 1, total: 0 } }),
      }),
    );
    await fresh.goto('/video-details');
    await fresh.getByText('No Tutorials Found').waitFor();
  });

  it('pricing shows the flat $0.60 under 3 minutes and per-minute rates', async () => {
    const tab = await visit('en');
    await tab.goto('/subscription');
    await tab.getByRole('main').getByText('$0.60').first().waitFor();
    const [category] = (await api('en')('/category/getNonSubCategories')).data;
    const rate = `$${(category.rateCentsPerMinute / 100).toFixed(2)}`;
    await tab.getByRole('main').getByText(rate).first().waitFor();
    // The storage plans beside them: the free plan and the monthly ones, with their room and price.
    const plans = tab.getByRole('region', { name: 'Recording storage' });
    const freeRoom = plans.locator('[data-plan="free"]').getByText('1 GB of recordings');
    await freeRoom.scrollIntoViewIfNeeded();
    await expectOnScreen(tab, freeRoom);
    const plus = plans.locator('[data-plan="plus"]');
    expect(await plus.getByText('$4.99 a month').isVisible()).toBe(true);
    expect(await plus.getByText('10 GB of recordings').isVisible()).toBe(true);
    expect(await plus.getByText('Recordings kept 365 days').isVisible()).toBe(true);
    const boxes = await plans.locator('[data-plan]').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    // Side by side at 1366 px: one row.
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    // In Arabic, with Arabic plural forms.
    const arabic = await visit('ar');
    await arabic.goto('/subscription');
    const pro = arabic.getByRole('region', { name: 'مساحة التسجيلات' }).locator('[data-plan="pro"]');
    await pro.getByText('50 غيغابايت من التسجيلات').waitFor();
    expect(await pro.getByText('تُحفظ التسجيلات 730 يومًا').isVisible()).toBe(true);
    expect(await pro.getByRole('heading', { name: 'برو' }).isVisible()).toBe(true);
  });
});
