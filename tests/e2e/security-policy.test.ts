import type { Page } from 'playwright-core';
import { chooseView, screenshot, VIEW_WALK, VIEWPORTS } from './browser';
import { browserSuite, type VisitorOptions } from './browser-suite';

// Several pages, sizes and languages per test.
jest.setTimeout(120_000);

const DEMO_PASSWORD = 'Dem0!pass-csp';

interface Violations {
  /** securitypolicyviolation events the page raised (what the browser blocked). */
  events: string[];
  /** Console messages that name the Content Security Policy (Chromium reports every block there too). */
  console: string[];
}

/**
 * Records every CSP violation of the page from its first script on: the DOM event (which says which
 * directive and what was blocked) and Chromium's console report.
 */
async function watchViolations(page: Page): Promise<Violations> {
  const found: Violations = { events: [], console: [] };
  await page.exposeFunction('__reportCspViolation', (text: string) => found.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) found.console.push(message.text());
  });
  return found;
}

describe('the pages keep to their Content-Security-Policy (issue 9, point 10)', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD });

  async function visitor(options: VisitorOptions): Promise<{ page: Page; violations: Violations }> {
    const page = await suite.visitor(options);
    return { page, violations: await watchViolations(page) };
  }

  /** The demo helper's token in storage before the first page, as after a sign-in. */
  async function signInAsHelper(page: Page): Promise<void> {
    const response = await fetch(`${suite.product.url}/api/v1/auth/login/helper`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'helper@helpwire.local', password: DEMO_PASSWORD }),
    });
    const { data } = (await response.json()) as { data: { token: string } };
    await page.context().addInitScript((token) => {
      if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', token);
    }, data.token);
  }

  it('the pages come with the strict policy: no inline script, framed by no one', async () => {
    const response = await fetch(`${suite.product.url}/`, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/ https://js.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('a check that can fail: an inline script on the page is reported', async () => {
    const { page, violations } = await visitor({});
    await page.goto('/');
    await page.locator('.hw-header').waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    for (let i = 0; i < 50 && violations.events.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(violations.events[0]).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  });

  // One visitor loads the page in each view (the size, then the language, chosen before the load).
  it('the home page loads with no violation at 1366 and 390 px, in English and Arabic', async () => {
    const { page, violations } = await visitor({ viewport: 'desktop', language: 'en' });
    for (const view of VIEW_WALK) {
      const [size, language] = view;
      await chooseView(page, view);
      await page.goto('/');
      await page.locator('.hw-header').waitFor();
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The header's sign-in and language controls are on screen and usable.
      const signIn = page.locator('.hw-header__actions button').first();
      const box = await signIn.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS[size].width);
      await screenshot(page, `csp-home-${size}-${language}`, { fullPage: false });
      expect(violations).toEqual({ events: [], console: [] });
    }
  });

  it('a signed-in page (the helper’s profile, from the query cache) loads with no violation at 1366 and 390 px, in English and Arabic', async () => {
    const { page, violations } = await visitor({ viewport: 'desktop', language: 'en' });
    await signInAsHelper(page);
    for (const view of VIEW_WALK) {
      const [size, language] = view;
      await chooseView(page, view);
      await page.goto('/helper/profile-management');
      await page.locator('#hw-profile-title').waitFor();
      await page.waitForLoadState('networkidle');
      // The current user reached every reader: the form holds the helper's e-mail, the header its menu.
      expect(await page.locator('input[name="email"]').inputValue()).toBe('helper@helpwire.local');
      expect(await page.locator('.hw-header__account').count()).toBe(1);
      const title = await page.locator('#hw-profile-title').boundingBox();
      expect(title!.x).toBeGreaterThanOrEqual(0);
      expect(title!.x + title!.width).toBeLessThanOrEqual(VIEWPORTS[size].width);
      await screenshot(page, `csp-helper-profile-${size}-${language}`, { fullPage: false });
      expect(violations).toEqual({ events: [], console: [] });
    }
  });
});
