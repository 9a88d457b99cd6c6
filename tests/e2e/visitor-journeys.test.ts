import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { browserSuite, codeSentTo } from './browser-suite';
import { expectOnScreen } from './on-screen';

jest.setTimeout(180_000);

const DEMO_PASSWORD = 'Dem0!pass-journeys';
const DUBAI = { latitude: 25.2048, longitude: 55.2708 };

/**
 * Issue 21 items 22 and 23 (a visitor's way in): the Arabic /contact-us fits a phone; the language
 * and cookie banner offers the language the visitor chose; a signed-out visitor who opens a
 * signed-in page is sent to sign in and comes back to it; one who signs up from a category's "Sign
 * up to get help" comes back to that category; a return path to another site is never followed.
 */
describe('a visitor finds their way in, in Chromium', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, JANUS_START: 'false' });

  const pathOf = (page: Page) => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };

  async function signIn(page: Page): Promise<void> {
    await page.getByLabel('Email or phone').fill('user@helpwire.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  }

  it.each([
    ['ar', 'mobile'],
    ['ar', 'desktop'],
    ['en', 'mobile'],
    ['en', 'desktop'],
  ] as const)('/contact-us in %s at %s fits the screen: no sideways scrolling, the heading inside the viewport', async (language, viewport) => {
    const page = await suite.visitor({ language, viewport });
    await page.goto('/contact-us');
    const heading = page.locator('main h1').first();
    await heading.waitFor();
    await page.locator('main form').waitFor();
    await page.waitForLoadState('networkidle');
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
    await expectOnScreen(page, heading);
    // The heading's glyphs themselves, not only its block, are inside the screen.
    const glyphs = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rect = range.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    });
    expect(glyphs.left).toBeGreaterThanOrEqual(0);
    expect(glyphs.right).toBeLessThanOrEqual(width);
    await screenshot(page, `contact-us-${language}-${viewport === 'desktop' ? 1366 : 390}`);
  });

  it('the language and cookie banner speaks and offers Arabic once Arabic was chosen', async () => {
    const page = await suite.visitor({ language: null, viewport: 'mobile' });
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('searchbox', { name: 'Search languages' }).fill('ar');
    await page.locator('.hw-language-picker li').filter({ hasText: 'العربية' }).getByRole('button').click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const banner = page.getByRole('region', { name: 'لغتك وملفات تعريف الارتباط' });
    await banner.waitFor({ timeout: 10_000 });
    await banner.getByText('اعرض Helpwire بـ').waitFor();
    const select = banner.getByRole('combobox');
    expect(await select.inputValue()).toBe('ar');
    expect(await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]!.textContent)).toBe('العربية');
    expect(await banner.getByRole('button').allTextContents()).toEqual(['موافق', 'إلغاء']);
    await screenshot(page, 'cookie-banner-ar-390', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'cookie-banner-ar-1366', { fullPage: false });
    await banner.getByRole('button', { name: 'موافق' }).click();
    expect(await page.evaluate(() => [document.documentElement.lang, document.cookie.includes('language=ar')])).toEqual(['ar', true]);
  });

  it('a signed-out visitor who opens a signed-in page is sent to sign in, then back to that page', async () => {
    const page = await suite.visitor({ language: 'en' });
    await page.goto('/payment-methods?from=bookmark');
    await page.waitForURL((url) => url.pathname === '/user/sign-in');
    expect(pathOf(page)).toBe(`/user/sign-in?returnTo=${encodeURIComponent('/payment-methods?from=bookmark')}`);
    await page.getByRole('heading', { level: 1, name: 'Sign in as a user' }).waitFor();
    await screenshot(page, 'sign-in-to-return-en-1366');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/payment-methods');
    expect(pathOf(page)).toBe('/payment-methods?from=bookmark');
    await page.getByRole('heading', { level: 1, name: 'Payment Methods' }).waitFor();

    // A helper page asks for the helper's sign-in.
    const other = await suite.visitor({ language: 'ar', viewport: 'mobile' });
    await other.goto('/helper/earnings');
    await other.waitForURL((url) => url.pathname === '/helper/sign-in');
    expect(new URL(other.url()).searchParams.get('returnTo')).toBe('/helper/earnings');
    await other.locator('main h1').waitFor();
    await screenshot(other, 'sign-in-to-return-ar-390');
  });

  it('a return path to another site or a script is never followed: the dashboard instead', async () => {
    const page = await suite.visitor({ language: 'en' });
    await page.goto(`/user/sign-in?returnTo=${encodeURIComponent('//evil.example/payment-methods')}`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).origin).toBe(suite.product.url);
    // Signed in now: the sign-in page sends on to the return path, if it is one of this site's.
    for (const unsafe of ['https://evil.example/', 'javascript:alert(document.domain)', '/\\evil.example', '//evil.example']) {
      await page.goto(`/user/sign-in?returnTo=${encodeURIComponent(unsafe)}`);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(new URL(page.url()).origin).toBe(suite.product.url);
    }
    await page.goto(`/user/sign-in?returnTo=${encodeURIComponent('/call-history')}`);
    await page.waitForURL((url) => url.pathname === '/call-history');
  });

  it('a visitor who signs up from a category\'s "Sign up to get help" comes back to that category once verified', async () => {
    const page = await suite.visitor({ language: 'en', geolocation: DUBAI });
    const categories = (await (await fetch(`${suite.product.url}/api/v1/category/getNonSubCategories`)).json()) as { data: { name: string; slug: string }[] };
    const category = categories.data[0]!;
    await page.goto('/');
    await page.getByTestId(`category-card-${category.slug}`).getByRole('button').click();
    const details = page.getByRole('dialog', { name: category.name });
    await details.getByRole('button', { name: 'Sign up to get help' }).click();
    await page
      .getByRole('dialog', { name: 'Create your account' })
      .getByRole('link', { name: /User sign up/ })
      .click();
    await page.getByRole('heading', { name: 'Create your user account' }).waitFor();
    const returnTo = `/service-categories?category=${encodeURIComponent(category.slug)}`;
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(returnTo);

    const id = Date.now().toString(36);
    const email = `rami.${id}@example.com`;
    await page.getByLabel('First name').fill('Rami');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Username').fill(`rami.${id}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Gender').selectOption('Male');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Confirm password').fill('Str0ng!pass');
    await page.getByRole('checkbox', { name: 'English' }).check();
    await page.locator('main').getByRole('checkbox', { name: category.name }).check();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.locator('main').getByLabel('Address', { exact: true }).fill('Dubai Marina');
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(returnTo);
    const code = await codeSentTo(suite.product.url, email);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.insertText(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL((url) => url.pathname === '/service-categories');
    expect(pathOf(page)).toBe(returnTo);
    await page.getByRole('button', { name: 'Connect with a helper' }).waitFor();
  });
});
