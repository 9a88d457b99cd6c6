import type { Page } from 'playwright-core';
import { screenshot, VIEWPORTS } from './browser';
import { browserSuite } from './browser-suite';

/*
 * Decision 0089 (issue 26): `/` and `/services` are rendered to HTML at build time in each built-in
 * language, sent as is for the path and the reader's language, and hydrated by the app. A visitor
 * sees the hero before any script has run; the page then works as the app always did.
 */
type Language = 'en' | 'ar';
/** The pages' headings as the public remote's texts say them (its locales). */
const HEADINGS: Record<Language, Record<'/' | '/services', string>> = {
  en: { '/': 'Stuck? Get live, step-by-step help in minutes.', '/services': 'Our services' },
  ar: { '/': 'هل واجهتك مشكلة؟ احصل على مساعدة مباشرة خطوة بخطوة خلال دقائق.', '/services': 'خدماتنا' },
};
const NAMES = { '/': 'home', '/services': 'services' } as const;

describe('the public pages pre-rendered at build time (decision 0089)', () => {
  const suite = browserSuite();

  /** The HTML as the server sends it to a reader whose `language` cookie says `language`: no script has run. */
  const served = async (path: string, language: Language) => {
    const response = await fetch(`${suite.product.url}${path}`, { headers: { accept: 'text/html', cookie: `language=${language}` } });
    return { html: await response.text(), policy: response.headers.get('content-security-policy') ?? '' };
  };

  for (const language of ['en', 'ar'] as const) {
    for (const path of ['/', '/services'] as const) {
      it(`sends ${path} in ${language} with its heading in the HTML, ${language === 'ar' ? 'right-to-left' : 'left-to-right'}, styled before any script`, async () => {
        const { html, policy } = await served(path, language);
        expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${HEADINGS[language][path].replace(/[.?]/g, '\\$&')}</h1>`));
        // The first render's styles inline (the first paint waits for no other file), allowed by their
        // hash, as are the loading cards' sizes (style attributes): nothing else inline.
        expect(html).toMatch(/<style>[^<]*\.hw-header\{/);
        expect(policy).toMatch(/style-src-elem 'self'[^;]* 'sha256-[^;]+; style-src-attr 'unsafe-hashes' 'sha256-/);
        expect(html).not.toMatch(/<script>/);

        // With scripts off, the pre-rendered page alone, at both widths: the hero in its place, styled.
        const context = await suite.browser.newContext({ baseURL: suite.product.url, javaScriptEnabled: false });
        try {
          await context.addCookies([{ name: 'language', value: language, url: suite.product.url }]);
          const page = await context.newPage();
          for (const size of ['desktop', 'mobile'] as const) {
            await page.setViewportSize(VIEWPORTS[size]);
            await page.goto(path);
            const heading = page.locator('main h1').first();
            expect(await heading.textContent()).toBe(HEADINGS[language][path]);
            expect(await page.evaluate(() => [document.documentElement.dir, getComputedStyle(document.querySelector('.hw-header')!).position])).toEqual([
              language === 'ar' ? 'rtl' : 'ltr',
              'sticky',
            ]);
            await page.evaluate(() => document.fonts.ready);
            await screenshot(page, `prerendered-${NAMES[path]}-${language}-${size === 'desktop' ? 1366 : 390}-no-script`);
          }
        } finally {
          await context.close();
        }
      }, 60_000);
    }
  }

  /** The visitor's page, with the console's errors and the pre-rendered heading noted before the app starts. */
  async function openHydrated(language: Language, path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await suite.visitor({ language });
    // A returning reader's cookie, sent with the first request (the visitor's own is set by a script, after it).
    await page.context().addCookies([{ name: 'language', value: language, url: suite.product.url }]);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('main h1');
      });
    });
    await page.goto(path);
    // Hydrated: the app took over the very element the server sent (not drawn afresh), and its controls are live.
    await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('data-prerendered'));
    await page.waitForFunction(() => {
      const heading = document.querySelector('main h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    });
    expect(
      await page.evaluate(() => (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading === document.querySelector('main h1')),
    ).toBe(true);
    return { page, errors };
  }

  for (const language of ['en', 'ar'] as const) {
    it(`hydrates / and /services in ${language} without an error: the screenshots at 1366 and 390 px`, async () => {
      for (const path of ['/', '/services'] as const) {
        const { page, errors } = await openHydrated(language, path);
        expect(await page.locator('main h1').first().textContent()).toBe(HEADINGS[language][path]);
        for (const size of ['desktop', 'mobile'] as const) {
          await page.setViewportSize(VIEWPORTS[size]);
          await page.evaluate(() => document.fonts.ready);
          await screenshot(page, `prerendered-${NAMES[path]}-${language}-${size === 'desktop' ? 1366 : 390}-hydrated`);
        }
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }, 90_000);
  }

  it('after hydration a link opens its page in the app (no new document) and the language switch redraws the page in Arabic', async () => {
    const { page, errors } = await openHydrated('en', '/');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('header nav').getByRole('link', { name: 'Services' }).click();
    await page.waitForURL('**/services');
    await page.locator('main h1', { hasText: HEADINGS.en['/services'] }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('searchbox', { name: 'Search languages' }).fill('ar');
    await page.locator('.hw-language-picker li').filter({ hasText: 'العربية' }).getByRole('button').click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.locator('main h1', { hasText: HEADINGS.ar['/services'] }).waitFor();
    expect(errors).toEqual([]);
  }, 60_000);

  /*
   * Decision 0094: /services' HTML asks for the categories and the services itself (preloads the app's
   * queries take over), when the browser's own requests get the page's language; a reader whose
   * browser speaks another language gets no such preload, and the app reads them in its own.
   */
  for (const [language, locale] of [
    ['en', 'en-US'],
    ['ar', 'ar-EG'],
    ['ar', 'en-US'],
    ['en', 'ar-EG'],
  ] as const) {
    it(`/services in ${language} for a browser in ${locale}: the categories in ${language === 'ar' ? 'Arabic' : 'English'}, each read asked once`, async () => {
      const expected = (await (
        await fetch(`${suite.product.url}/api/v1/category/getNonSubCategories`, { headers: { 'accept-language': language } })
      ).json()) as { data: { name: string; description: string }[] };
      expect(expected.data.length).toBeGreaterThan(0);
      const context = await suite.browser.newContext({ baseURL: suite.product.url, locale, viewport: VIEWPORTS.mobile });
      try {
        await context.addCookies([{ name: 'language', value: language, url: suite.product.url }]);
        await context.addInitScript((code) => localStorage.setItem('language', code), language);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        const reads: string[] = [];
        page.on('request', (request) => {
          if (/\/api\/v1\/(category\/getNonSubCategories|content\/findServices)$/.test(request.url())) reads.push(new URL(request.url()).pathname);
        });
        const response = await page.goto('/services');
        const preloaded = ((await response?.text()) ?? '').includes('<link rel="preload" as="fetch" href="/api/v1/category/getNonSubCategories"');
        expect(preloaded).toBe(locale.startsWith(language));
        const descriptions = page.locator('main .hwp-category-card__description');
        await descriptions.nth(expected.data.length - 1).waitFor();
        expect((await descriptions.allTextContents()).sort()).toEqual(expected.data.map((category) => category.description).sort());
        await page.waitForLoadState('networkidle');
        // Whether preloaded or not, each read went over the network once: the app took the preload over.
        expect(reads.sort()).toEqual(['/api/v1/category/getNonSubCategories', '/api/v1/content/findServices']);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);
  }
});
