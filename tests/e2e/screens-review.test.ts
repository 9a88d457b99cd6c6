import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations, showView, VIEW_WALK, VIEWPORTS } from './browser';
import { browserSuite, codeSentTo, type VisitorOptions } from './browser-suite';

// Each test walks several screens, sizes and languages.
jest.setTimeout(120_000);

const DEMO_PASSWORD = 'Dem0!pass-review';
const DUBAI = { latitude: 25.2048, longitude: 55.2708 };
const LANGUAGES = ['en', 'ar'] as const;
/** Menus and dialogs sit fixed over the page: photograph the screen as the person sees it. */
const ON_SCREEN = { fullPage: false };
const SIZES = ['desktop', 'mobile'] as const;
type Size = (typeof SIZES)[number];
type Language = (typeof LANGUAGES)[number];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(page: Page, selector: string): Promise<Box> {
  // Visible first: a page that swaps its content as it settles (a lazy part arriving) has no box for a moment.
  const element = page.locator(selector).first();
  await element.waitFor({ state: 'visible' });
  const found = await element.boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
}

/** A computed style of the first element matching `selector`. */
function styleOf(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** Whether the element at a link's own centre is that link (nothing covers it, nothing clips it). */
function linkIsOnTop(page: Page, selector: string): Promise<boolean[]> {
  return page.locator(selector).evaluateAll((links) =>
    links.map((link) => {
      const rect = link.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return rect.width > 0 && rect.height > 0 && hit !== null && (hit === link || link.contains(hit));
    }),
  );
}

/** Waits until the address field reads `value` (fails the test after the default timeout). */
async function addressIs(page: Page, value: string): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector<HTMLInputElement>('input[name="location.address"]')?.value === expected, value, {
    timeout: 10_000,
  });
}

describe('screens as a person sees them, at 1366 and 390 px, in English and Arabic', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD });

  /** The demo user's and helper's tokens: one sign-in each for the whole file (no test signs out). */
  const tokens = new Map<'user' | 'helper', Promise<string>>();
  function tokenOf(area: 'user' | 'helper'): Promise<string> {
    let token = tokens.get(area);
    if (!token) {
      token = fetch(`${suite.product.url}/api/v1/auth/login${area === 'helper' ? '/helper' : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: `${area}@helpwire.local`, password: DEMO_PASSWORD }),
      }).then(async (response) => {
        if (response.status !== 200) throw new Error(`the demo ${area} could not sign in: ${response.status}`);
        return ((await response.json()) as { data: { token: string } }).data.token;
      });
      tokens.set(area, token);
    }
    return token;
  }

  /** A visitor already signed in as the demo user or helper (the token in storage, as after sign-in). */
  async function signedIn(area: 'user' | 'helper', options: VisitorOptions = {}): Promise<Page> {
    const [token, page] = await Promise.all([tokenOf(area), suite.visitor(options)]);
    await page.context().addInitScript((stored) => {
      if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
    }, token);
    return page;
  }

  const view = (size: Size, language: Language) => ({ viewport: size, language }) satisfies VisitorOptions;
  const width = (size: Size) => VIEWPORTS[size].width;

  describe('the auth screens come with their stylesheet, however they are opened', () => {
    /** The screen's card is the narrow auth card, not the page-wide container, once its title shows. */
    async function expectNarrowAuthCard(page: Page, size: Size): Promise<void> {
      await page.locator('.hw-auth-card h1').waitFor();
      expect((await box(page, '.hw-auth-card')).width).toBeLessThanOrEqual(Math.min(560, width(size)));
    }

    /** Each auth screen, opened by its address, and what its stylesheet makes of it at a size. */
    const AUTH_SCREENS: { path: string; name: string; check: (page: Page, size: Size) => Promise<void> }[] = [
      {
        path: '/user/sign-in',
        name: 'sign-in',
        check: async (page, size) => {
          await expectNarrowAuthCard(page, size);
          // The role badge is a pill.
          expect(await styleOf(page, '.hw-auth-role', 'border-radius')).toBe('999px');
          expect(await styleOf(page, '.hw-auth-role', 'display')).toBe('inline-flex');
        },
      },
      {
        path: '/user/sign-up',
        name: 'sign-up-user',
        check: async (page) => {
          await page.locator('.hw-auth-fieldset').first().waitFor();
          expect(await styleOf(page, '.hw-auth-fieldset', 'border-top-width')).toBe('0px');
          expect(await styleOf(page, '.hw-auth-grid', 'display')).toBe('grid');
        },
      },
      {
        path: '/helper/sign-up',
        name: 'sign-up-helper',
        check: async (page) => {
          await page.locator('.hw-steps').waitFor();
          // The stepper: numbered circles in one row, not "1. 1Your account".
          expect(await styleOf(page, '.hw-steps', 'display')).toBe('flex');
          expect(await styleOf(page, '.hw-steps', 'list-style-type')).toBe('none');
          expect(await styleOf(page, '.hw-steps__marker', 'border-radius')).toBe('50%');
          const steps = await page.locator('.hw-steps__item').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
          expect(new Set(steps).size).toBe(1);
        },
      },
      {
        path: '/user/sign-up?step=verify&email=ada%40example.com',
        name: 'verify',
        check: async (page, size) => {
          await page.locator('.hw-code__box').first().waitFor();
          const boxes = await page.locator('.hw-code__box').evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().toJSON() as DOMRect));
          expect(boxes).toHaveLength(6);
          expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
          for (const b of boxes) {
            expect(b.left).toBeGreaterThanOrEqual(0);
            expect(b.right).toBeLessThanOrEqual(width(size));
            expect(b.width).toBeLessThan(60);
          }
        },
      },
      {
        path: '/forgot-password',
        name: 'forgot',
        check: async (page, size) => {
          await expectNarrowAuthCard(page, size);
          expect(await styleOf(page, '.hw-auth-submit', 'width')).toBe(
            await page
              .locator('.hw-auth-form')
              .first()
              .evaluate((form) => getComputedStyle(form).width),
          );
        },
      },
      {
        path: '/forgot-password?step=reset&email=ada%40example.com',
        name: 'reset',
        check: async (page) => {
          await page.locator('.hw-code__box').first().waitFor();
          expect(new Set(await page.locator('.hw-code__box').evaluateAll((inputs) => inputs.map((i) => Math.round(i.getBoundingClientRect().top)))).size).toBe(
            1,
          );
        },
      },
    ];

    it('sign-in, both sign-ups, code entry, forgot and reset are styled at 1366 and 390 px, in English and Arabic', async () => {
      // One visitor opens each screen by its address and walks its four views (a resize between
      // sizes, a reload between languages), every other screen from the language the last ended in.
      const page = await suite.visitor(view('desktop', 'en'));
      for (const [index, screen] of AUTH_SCREENS.entries()) {
        await page.goto(screen.path);
        for (const shown of index % 2 === 0 ? VIEW_WALK : [...VIEW_WALK].reverse()) {
          const [size, language] = shown;
          await showView(page, shown);
          await screen.check(page, size);
          await screenshot(page, `review-${screen.name}-${size}-${language}`);
        }
      }
    });

    it('opened from the header modal (no full page load), the sign-in screen is styled', async () => {
      const page = await suite.visitor(view('desktop', 'en'));
      await page.goto('/');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page
        .getByRole('dialog', { name: 'Welcome back' })
        .getByRole('link', { name: /User sign in/ })
        .click();
      await page.locator('.hw-auth-card h1').waitFor();
      expect((await box(page, '.hw-auth-card')).width).toBeLessThanOrEqual(560);
      expect(await styleOf(page, '.hw-auth-role', 'border-radius')).toBe('999px');
    });

    it('the register-role modal over the user area is styled at 1366 and 390 px, in English and Arabic', async () => {
      const page = await signedIn('user', view('desktop', 'en'));
      await page.goto('/dashboard');
      for (const shown of VIEW_WALK) {
        const [size, language] = shown;
        await showView(page, shown);
        await page.locator('main h1').waitFor();
        await page.locator('.hw-header__actions > .hw-button').first().click();
        await page.locator('[role="dialog"] .hw-auth-form').waitFor();
        expect(await styleOf(page, '[role="dialog"] .hw-auth-form', 'display')).toBe('grid');
        // The category chips come with the categories (a request of their own): wait for them.
        await page.locator('[role="dialog"] .hw-chips').waitFor();
        // Read in the page while the list settles: a refetch may swap the element between finding and
        // reading it (a detached element's computed style is empty; CI saw it once).
        await page.waitForFunction(
          () => {
            const chips = document.querySelector('[role="dialog"] .hw-chips');
            return chips !== null && getComputedStyle(chips).listStyleType === 'none';
          },
          undefined,
          { timeout: 5_000 },
        );
        expect(await styleOf(page, '[role="dialog"] .hw-chips', 'list-style-type')).toBe('none');
        await screenshot(page, `review-register-role-${size}-${language}`, ON_SCREEN);
        await page.keyboard.press('Escape');
        await page.locator('[role="dialog"]').waitFor({ state: 'hidden' });
      }
    });
  });

  describe('the slide-in menus cover the screen', () => {
    it.each(LANGUAGES)('the mobile menu covers the viewport with a background, every link on top (%s)', async (language) => {
      const page = await suite.visitor(view('mobile', language));
      await page.goto('/');
      await page.locator('main h1').first().waitFor();
      await page.locator('button[aria-controls="hw-mobile-menu"]').click();
      const drawer = await box(page, '#hw-mobile-menu');
      expect(drawer.height).toBeGreaterThanOrEqual(VIEWPORTS.mobile.height - 1);
      expect((await box(page, '.hw-drawer-backdrop')).height).toBeGreaterThanOrEqual(VIEWPORTS.mobile.height - 1);
      expect(await styleOf(page, '#hw-mobile-menu', 'background-color')).toBe('rgb(255, 255, 255)');
      expect(await linkIsOnTop(page, '#hw-mobile-menu a')).toEqual([true, true, true, true, true]);
      await screenshot(page, `review-mobile-menu-${language}`, ON_SCREEN);
    });

    it.each(LANGUAGES)('the dashboard drawer covers the viewport and marks the current page (%s)', async (language) => {
      const page = await signedIn('user', view('mobile', language));
      await page.goto('/call-history');
      await page.locator('main h1').waitFor();
      await page.locator('button[aria-controls="hw-dashboard-drawer"]').click();
      expect((await box(page, '#hw-dashboard-drawer')).height).toBeGreaterThanOrEqual(VIEWPORTS.mobile.height - 1);
      const onTop = await linkIsOnTop(page, '#hw-dashboard-drawer a');
      expect(onTop.length).toBeGreaterThanOrEqual(10);
      expect(onTop.every(Boolean)).toBe(true);
      await expect(page.locator('#hw-dashboard-drawer a[aria-current="page"]').getAttribute('href')).resolves.toBe('/call-history');
      await screenshot(page, `review-dashboard-drawer-${language}`, ON_SCREEN);
      await page.locator('#hw-dashboard-drawer a[href="/help"]').click();
      await page.waitForURL((url) => url.pathname === '/help');
      await page.locator('#hw-dashboard-drawer').waitFor({ state: 'detached', timeout: 5_000 });
    });
  });

  describe('signed-in areas have their navigation', () => {
    const AREAS = [
      [
        'user',
        '/dashboard',
        [
          '/dashboard',
          '/profile-management',
          '/recording',
          '/subscribed-plan',
          '/notifications',
          '/payment-methods',
          '/transaction-history',
          '/call-history',
          '/help',
          '/service-categories',
          '/dispute',
        ],
      ],
      [
        'helper',
        '/helper/dashboard',
        [
          '/helper/dashboard',
          '/helper/profile-management',
          '/helper/earnings',
          '/helper/dispute',
          '/helper/call-history',
          '/helper/payment-information',
          '/helper/notification',
          '/helper/recording',
          '/helper/help',
          '/helper/withdrawal',
          '/helper/analytics-and-insights',
        ],
      ],
    ] as const;

    it.each(AREAS.flatMap(([area, start, pages]) => LANGUAGES.map((language) => [area, language, start, pages] as const)))(
      'a %s sees a sidebar on desktop listing every page of the area (%s), the current one marked',
      async (area, language, start, pages) => {
        const page = await signedIn(area, view('desktop', language));
        await page.goto(start);
        await page.locator('main h1').waitFor();
        const sidebar = page.locator('nav.hw-area-nav');
        await sidebar.waitFor();
        await expect(sidebar.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual([...pages]);
        expect((await linkIsOnTop(page, 'nav.hw-area-nav a')).every(Boolean)).toBe(true);
        await expect(sidebar.locator('a[aria-current="page"]').getAttribute('href')).resolves.toBe(start);
        // Beside the content, on the reading side: left in English, right in Arabic.
        const nav = await box(page, 'nav.hw-area-nav');
        const heading = await box(page, 'main h1');
        if (language === 'ar') expect(nav.x).toBeGreaterThan(heading.x + heading.width - 1);
        else expect(nav.x + nav.width).toBeLessThanOrEqual(heading.x + 1);
        await screenshot(page, `review-sidebar-${area}-${language}`);

        const last = pages[pages.length - 1];
        await sidebar.locator(`a[href="${last}"]`).click();
        await page.waitForURL((url) => url.pathname === last);
        // The page loads in a transition after the URL changes: wait for the mark to move, then check it is the only one.
        await sidebar.locator(`a[aria-current="page"][href="${last}"]`).waitFor({ timeout: 5_000 });
        await expect(sidebar.locator('a[aria-current="page"]').count()).resolves.toBe(1);
        // The shell titles the tab from the remote's page list, in the reader's language.
        const title = `${(await sidebar.locator(`a[href="${last}"]`).innerText()).trim()} — Helpwire`;
        await page.waitForFunction((expected) => document.title === expected, title, { timeout: 5_000 });
      },
    );

    it('the sidebar is not part of the signed-out home page, nor are the signed-in remotes', async () => {
      const page = await suite.visitor(view('desktop', 'en'));
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      await expect(page.locator('nav.hw-area-nav').count()).resolves.toBe(0);
      // "/" is in the public remote's page list: the user, helper and admin lists are never asked for.
      expect(requested.filter((path) => /^\/mf\/(user|helper|admin)\//.test(path))).toEqual([]);
      expect(requested.some((path) => path.startsWith('/mf/public/'))).toBe(true);
    });
  });

  describe('route changes', () => {
    it('a new page opens at its top, its heading below the header', async () => {
      const page = await signedIn('user', view('mobile', 'en'));
      await page.goto('/services');
      await page.locator('main h1').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 400);
      await page.locator('footer a[href="/about-us"]').click();
      await page.waitForURL((url) => url.pathname === '/about-us');
      await page.locator('main h1').first().waitFor();
      await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 });

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('button[aria-controls="hw-mobile-menu"]').click();
      await page.locator('#hw-mobile-menu a[href="/faq"]').click();
      await page.waitForURL((url) => url.pathname === '/faq');
      await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 });
      const header = await box(page, '.hw-header');
      expect((await box(page, 'main h1')).y).toBeGreaterThanOrEqual(header.y + header.height);
    });

    it.each(SIZES)('after signing up and verifying the code (%s), the dashboard opens at its top, its title in view', async (size) => {
      const page = await suite.visitor({ ...view(size, 'en'), geolocation: DUBAI });
      const id = Date.now().toString(36);
      const email = `nadia.${id}@example.com`;
      await page.goto('/user/sign-up');
      await page.getByLabel('First name').fill('Nadia');
      await page.getByLabel('Last name').fill('Haddad');
      await page.getByLabel('Username').fill(`nadia.${id}`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Gender').selectOption('Female');
      await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
      await page.getByLabel('Confirm password').fill('Str0ng!pass');
      await page.getByRole('checkbox', { name: 'English' }).check();
      await page.locator('main .hw-chips-field').first().locator('input[type="checkbox"]').first().check();
      await page.getByRole('button', { name: 'Use my location' }).click();
      await addressIs(page, '25.2048, 55.2708');
      await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
      await page.getByRole('button', { name: 'Create account' }).click();

      await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
      const header = await box(page, '.hw-header');
      // The new step's heading is in view, below the sticky header.
      expect((await box(page, 'main h1')).y).toBeGreaterThanOrEqual(header.y + header.height);
      await screenshot(page, `review-verify-after-sign-up-${size}-en`, ON_SCREEN);
      await page.getByLabel('Digit 1 of 6').click();
      await page.keyboard.insertText(await codeSentTo(suite.product.url, email));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      // The dashboard's own heading: the code page's stays on screen for a moment after the URL
      // changes (the navigation is a transition), then a skeleton while the dashboard loads.
      await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect((await box(page, 'main h1')).y).toBeGreaterThanOrEqual((await box(page, '.hw-header')).height);
      await screenshot(page, `review-dashboard-after-verify-${size}-en`, ON_SCREEN);
    });

    it.each([
      ['user', ['/sign-in', '/user/sign-up'], '/dashboard'],
      ['helper', ['/helper/sign-in', '/sign-up'], '/helper/dashboard'],
    ] as const)('a signed-in %s who opens %j goes to %s', async (area, paths, dashboard) => {
      const page = await signedIn(area, view('desktop', 'en'));
      for (const path of paths) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === dashboard);
        await page.locator('main h1').waitFor();
      }
    });
  });

  describe('the language picker', () => {
    it.each(LANGUAGES)('fits a 390 px screen and finds languages by their English name too (%s)', async (language) => {
      const page = await suite.visitor(view('mobile', language));
      await page.goto('/');
      await page.locator('main h1').first().waitFor();
      await page.locator('.hw-dropdown > button[aria-controls]').first().click();
      const panel = await box(page, '.hw-language-picker');
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      expect(panel.width).toBeGreaterThan(200);
      await screenshot(page, `review-language-picker-${language}`, ON_SCREEN);

      const search = page.locator('.hw-language-picker input[type="search"]');
      await search.fill('Arabic');
      await expect(page.locator('.hw-language-picker li button').allTextContents()).resolves.toEqual([expect.stringContaining('العربية')]);
      await search.fill('french');
      await expect(page.locator('.hw-language-picker li button').allTextContents()).resolves.toEqual([expect.stringContaining('Français')]);
      await search.fill('');
      expect((await seriousA11yViolations(page)).map((v) => v.id)).not.toContain('nested-interactive');
    });

    it('the helper profile page has no disallowed ARIA attribute on its fieldsets', async () => {
      const page = await signedIn('helper', view('desktop', 'en'));
      await page.goto('/helper/profile-management');
      await page.locator('main h1').waitFor();
      await page.locator('fieldset').first().waitFor();
      expect((await seriousA11yViolations(page)).map((v) => v.id)).not.toContain('aria-allowed-attr');
    });
  });

  describe("the helper's Availability switch", () => {
    it.each(LANGUAGES)('is a styled switch in the desktop header and the mobile avatar menu before the profile was opened (%s)', async (language) => {
      const desktop = await signedIn('helper', view('desktop', language));
      await desktop.goto('/helper/dashboard');
      await desktop.locator('.hw-header .hw-switch__track').waitFor();
      expect(await styleOf(desktop, '.hw-header .hw-switch__track', 'border-radius')).toBe('999px');
      expect(await styleOf(desktop, '.hw-header .hw-switch__track', 'width')).toBe('44px');
      expect(await styleOf(desktop, '.hw-header .hw-switch__thumb', 'position')).toBe('absolute');
      // The signed-in helper's header still fits its row: nothing pushed past the edge, no icon squeezed.
      await expect(desktop.locator('.hw-header__row').evaluate((row) => row.scrollWidth - row.clientWidth)).resolves.toBeLessThanOrEqual(0);
      await expect(
        desktop
          .locator('.hw-header__actions .hw-button svg')
          .first()
          .evaluate((icon) => icon.getBoundingClientRect().width),
      ).resolves.toBe(16);
      // ... and so it does on narrower desktops, down to where the small-screen header takes over.
      for (const narrow of [960, 1024, 1100]) {
        await desktop.setViewportSize({ width: narrow, height: VIEWPORTS.desktop.height });
        await expect(desktop.locator('.hw-header__row').evaluate((row) => row.scrollWidth - row.clientWidth)).resolves.toBeLessThanOrEqual(0);
      }
      await desktop.setViewportSize(VIEWPORTS.desktop);
      await screenshot(desktop, `review-availability-desktop-${language}`);

      const mobile = await signedIn('helper', view('mobile', language));
      await mobile.goto('/helper/dashboard');
      await mobile.locator('main h1').waitFor();
      await mobile.locator('.hw-header__account > button[aria-haspopup="menu"]').click();
      await mobile.locator('.hw-menu .hw-switch__track').waitFor();
      // One switch in the header on a small screen (the header's own is for large ones; the home's
      // state panel has its own), each menu item on its own row.
      await expect(
        mobile
          .locator('.hw-switch__track')
          .evaluateAll((tracks) => tracks.filter((track) => !track.closest('main') && track.getClientRects().length > 0).length),
      ).resolves.toBe(1);
      const rows = await mobile.locator('.hw-menu > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(rows).size).toBe(rows.length);
      expect(await styleOf(mobile, '.hw-menu .hw-switch__track', 'border-radius')).toBe('999px');
      expect(await styleOf(mobile, '.hw-menu .hw-switch__thumb', 'position')).toBe('absolute');
      const menu = await box(mobile, '.hw-menu');
      expect(menu.x).toBeGreaterThanOrEqual(0);
      expect(menu.x + menu.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await screenshot(mobile, `review-availability-mobile-${language}`, ON_SCREEN);
    });
  });

  describe('tutorials', () => {
    it('every tutorial shows the real length of its clip', async () => {
      const page = await suite.visitor(view('desktop', 'en'));
      await page.goto('/video-details');
      await page.locator('[data-testid^="tutorial-"]').first().waitFor();
      await screenshot(page, 'review-tutorials-desktop-en');
      // Every page of the list: the cards with their slug and the length they show.
      const cards: { slug: string; shown: string | null }[] = [];
      for (;;) {
        const shown = await page.locator('[data-testid^="tutorial-"]').evaluateAll((articles) =>
          articles.map((article) => ({
            slug: article.getAttribute('data-testid')!.replace('tutorial-', ''),
            shown: article.querySelector('time')!.textContent,
          })),
        );
        cards.push(...shown);
        const next = page.locator('.hwp-pagination > button').last();
        if ((await next.count()) === 0 || (await next.isDisabled())) break;
        await next.click();
        await page.waitForFunction((first) => {
          const cardsNow = document.querySelectorAll('[data-testid^="tutorial-"]');
          return cardsNow.length > 0 && !document.querySelector(`[data-testid="tutorial-${first}"]`);
        }, shown[0]!.slug);
      }
      const { meta } = (await (await fetch(`${suite.product.url}/api/v1/content/findTutorial?limit=1`)).json()) as { meta: { total: number } };
      expect(cards.length).toBe(meta.total);
      // Each clip's real length, read by the browser from the clips themselves (all at once).
      const lengths = await page.evaluate(
        (sources) =>
          Promise.all(
            sources.map(async (src) => {
              const video = document.createElement('video');
              video.preload = 'metadata';
              video.muted = true;
              video.src = src;
              await new Promise((resolve, reject) => {
                video.onloadedmetadata = resolve;
                video.onerror = reject;
              });
              // A recorded WebM often has no duration in its header: seeking past the end reveals it.
              if (!Number.isFinite(video.duration)) {
                video.currentTime = 1e9;
                await new Promise((resolve) => (video.ontimeupdate = resolve));
              }
              return Math.round(video.duration);
            }),
          ),
        cards.map((card) => `/media/tutorials/${card.slug}.webm`),
      );
      cards.forEach((card, i) => {
        const seconds = lengths[i]!;
        expect({ slug: card.slug, shown: card.shown }).toEqual({
          slug: card.slug,
          shown: `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
        });
      });
    });
  });

  describe('"Use my location"', () => {
    it.each(LANGUAGES)('fills the sign-up address with an editable "lat, lon" (%s)', async (language) => {
      const page = await suite.visitor({ ...view('mobile', language), geolocation: DUBAI });
      await page.goto('/user/sign-up');
      await page.locator('.hw-auth-locate button').click();
      const address = page.locator('input[name="location.address"]');
      await addressIs(page, '25.2048, 55.2708');
      await address.fill('Dubai Marina');
      await expect(address.inputValue()).resolves.toBe('Dubai Marina');
      await screenshot(page, `review-location-sign-up-${language}`);
    });

    it('fills the profile address the same way', async () => {
      const page = await signedIn('user', { ...view('desktop', 'en'), geolocation: DUBAI });
      await page.goto('/profile-management');
      await page.locator('.hw-auth-locate button').click();
      await addressIs(page, '25.2048, 55.2708');
      await screenshot(page, 'review-location-profile-desktop-en');
    });
  });
});
