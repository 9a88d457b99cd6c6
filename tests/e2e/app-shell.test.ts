import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { browserSuite } from './browser-suite';

describe('app shell in Chromium (all-in-one server)', () => {
  const suite = browserSuite();
  let page: Page;

  beforeEach(async () => {
    page = await suite.visitor();
  });

  it('loads the shell and the public remote at runtime, with header and footer', async () => {
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    const manifest = await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/mf/public/mf-manifest.json')));
    expect(manifest).toBe(true);
    for (const link of ['Home', 'Services', 'About Us', 'FAQs', 'Contact Us']) {
      await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: link }).isVisible()).resolves.toBe(true);
    }
    await expect(page.locator('footer').textContent()).resolves.toContain(`© ${new Date().getFullYear()} Helpwire`);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('opens the auth modal in its login and signup views with the user or helper choice', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.waitFor();
    await expect(dialog.getByRole('link', { name: /User sign up/ }).getAttribute('href')).resolves.toBe('/user/sign-up');
    await expect(dialog.getByRole('link', { name: /Helper sign up/ }).getAttribute('href')).resolves.toBe('/helper/sign-up');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('link', { name: /Helper sign in/ }).waitFor();
  });

  it('switches to Arabic: the whole layout goes right-to-left and the choice is remembered', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('searchbox', { name: 'Search languages' }).fill('  AR ');
    await page.locator('.hw-language-picker li').filter({ hasText: 'العربية' }).getByRole('button').click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language'), document.cookie.includes('language=ar')])).toEqual(['ar', 'ar', true]);
    await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'الرئيسية' }).waitFor();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await screenshot(page, 'shell-home-ar-desktop');
  });

  it('searches languages and says "No matches" when none fits', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('searchbox', { name: 'Search languages' }).fill('zh-');
    await expect(page.locator('.hw-language-picker li').count()).resolves.toBe(2);
    await page.getByRole('searchbox', { name: 'Search languages' }).fill('klingon');
    await page.getByText('No matches').waitFor();
    await page.mouse.click(5, 400);
    await expect(page.getByRole('searchbox', { name: 'Search languages' }).count()).resolves.toBe(0);
  });

  it('falls back to English with a clear message when machine translation cannot load', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('searchbox', { name: 'Search languages' }).fill('fr');
    await page.locator('.hw-language-picker li').filter({ hasText: 'Français' }).getByRole('button').click();
    await page.getByText('Automatic translation is not available right now, so Helpwire is shown in English.').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')])).toEqual(['en', 'en']);
  });

  it('newsletter: required, "Must be email", then "Subscribe Successful" and a cleared field', async () => {
    await page.goto('/');
    const footer = page.locator('footer');
    const field = footer.getByLabel('Email address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Email is required').waitFor();
    await field.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Must be email').waitFor();
    await field.fill(`reader.${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.locator('[data-kind="success"]', { hasText: 'Subscribe Successful' }).waitFor();
    await expect(field.inputValue()).resolves.toBe('');
  });

  it('shows the remote fallback when a remote fails to load, while header and footer keep working', async () => {
    await page.route('**/mf/public/**', (route) => route.abort());
    await page.goto('/faq');
    await page.getByTestId('remote-fallback').waitFor();
    await page.getByText('This part of Helpwire could not load right now.').waitFor();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    await page.keyboard.press('Escape');
    await expect(page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'shell-remote-fallback-desktop');
  });

  it('shows "Network Error" when the server does not answer, and "You\'re Offline" when the connection drops', async () => {
    await page.route('**/healthz', (route) => route.abort());
    await page.route('**/api/v1/**', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('heading', { name: 'Network Error' }).waitFor();
    await page.getByText('There was an error with the network or the server.').waitFor();
    await page.close();

    const tab = await suite.visitor();
    await tab.goto('/');
    await tab.locator('main h1').first().waitFor();
    await tab.context().setOffline(true);
    await tab.getByRole('heading', { name: "You're Offline" }).waitFor();
    await tab.getByText('Internet connection lost. Please check your connection.').waitFor();
    await tab.context().setOffline(false);
    // Reconnected: the page reloads and shows the site again.
    await tab.locator('main h1').first().waitFor();
    await expect(tab.getByRole('heading', { name: "You're Offline" }).count()).resolves.toBe(0);
  }, 60_000);

  it('shows the cookie banner after 3 s to a first-time visitor, and Accept keeps the language', async () => {
    const visitor = await suite.visitor({ language: null });
    await visitor.goto('/');
    await visitor.locator('main h1').first().waitFor();
    await expect(visitor.getByRole('region', { name: 'Your language and cookies' }).count()).resolves.toBe(0);
    await visitor.getByRole('region', { name: 'Your language and cookies' }).waitFor({ timeout: 6000 });
    await visitor.getByRole('button', { name: 'Accept' }).click();
    await expect(visitor.evaluate(() => document.cookie)).resolves.toContain('language=en');
  });

  it('answers unknown pages with a friendly 404 and records a page view on every route change', async () => {
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(/\/$/);
    const pageViews = () =>
      page.evaluate(() => ((window as unknown as { dataLayer?: { event: string; page_path: string }[] }).dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path));
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((e) => e.event === 'page_view').length >= 2);
    expect(await pageViews()).toEqual(['/no-such-page', '/']);
  });

  it('scroll-to-top appears after 200 px of scroll', async () => {
    await page.goto('/privacy-policy');
    await page.locator('main h1').first().waitFor();
    await expect(page.getByRole('button', { name: 'Back to top' }).count()).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: 'Back to top' }).waitFor();
  });
});
