import type { Locator, Page } from 'playwright-core';
import { uploadPdf } from '../contract/files';
import { chooseView, screenshot, seriousA11yViolations, showView, VIEW_WALK, type View } from './browser';
import { browserSuite, codeSentTo, mailSentTo, type VisitorOptions } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable, isOnTop } from './on-screen';

// Real events make the notifications (an admin's approval, sign-ins); the views walk four sizes and languages.
jest.setTimeout(240_000);

const DEMO_PASSWORD = 'Dem0!pass-notify';
const PASSWORD = 'Str0ng!pass-notify';
const ON_SCREEN = { fullPage: false };
/** --hw-error: the red of the bell's dot. */
const RED = 'rgb(185, 28, 28)';

describe('Notifications in Chromium: the bell, the realtime toast, the pages', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD }, { systemNotifications: true });
  const api = () => demoApi(suite.product.url);
  const helper = { email: '', id: '', token: '' };

  /** A helper who signs up with documents now and waits In Review (the admin approves in the first test). */
  beforeAll(async () => {
    helper.email = `nadia.${Date.now().toString(36)}@example.com`;
    const files = { idCard: await uploadPdf(suite.product.url, 'ID_CARD'), documents: [await uploadPdf(suite.product.url, 'DOCUMENT')] };
    const signUp = await api().call('/auth/signup/helper', '', {
      firstName: 'Nadia',
      lastName: 'Aziz',
      username: helper.email.split('@')[0],
      email: helper.email,
      phone: `+97155${String(Date.now()).slice(-7)}`,
      gender: 'Female',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      languages: [{ label: 'English', value: 'en' }],
      categories: [{ label: 'Basic Tech Troubleshooting', value: 'basic-tech-troubleshooting' }],
      location: { latitude: 25.2048, longitude: 55.2708, address: 'Dubai' },
      acceptTerms: true,
      ...files,
    });
    expect(signUp.status).toBe(201);
    expect((await api().call('/auth/verifyotp', '', { email: helper.email, code: await codeSentTo(suite.product.url, helper.email) })).status).toBe(200);
    Object.assign(helper, await api().signIn('/auth/login/helper', helper.email, PASSWORD));
    // The sign-in itself is a notice: read, so the approval is the only unread one.
    await waitFor(async () => (await unread()) > 0 || (await notices()).length > 0);
    await api().call('/notifications/markAllRead', helper.token, {}, 'PUT');
  }, 120_000);

  const unread = async () => (await api().call<{ unread: number }>('/notifications/unreadCount', helper.token)).data.unread;
  const notices = async () => (await api().call<unknown[]>('/notifications/getAllNotifications?limit=100', helper.token)).data;

  async function waitFor(check: () => Promise<boolean>, what = 'the condition'): Promise<void> {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${what} never held`);
  }

  /** The helper's page, signed in (the token in storage, as after sign-in). */
  async function helperPage(path: string, options: VisitorOptions = {}): Promise<Page> {
    const page = await suite.visitor(options);
    await page.context().addInitScript((stored) => {
      if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
    }, helper.token);
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return page;
  }

  const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Notifications|الإشعارات)/ });
  const panelOf = (page: Page) => page.locator('.hw-bell__panel');
  const itemsOf = (page: Page) => page.locator('.hw-bell__list .hw-notice');
  const dotOf = (page: Page) => page.locator('.hw-bell__dot');
  const weight = (item: Locator) => item.locator('.hw-notice__title').evaluate((title) => getComputedStyle(title).fontWeight);

  /** The bell where a finger lands: on screen, and what is at its centre is the bell. */
  async function expectBellOnTop(page: Page): Promise<void> {
    const bell = bellOf(page);
    await expectReachable(page, bell);
    expect(await isOnTop(bell)).toBe(true);
  }

  it('a helper approved by the admin sees the red dot and the toast without reloading; the item opens its link and turns read (1366 px, en)', async () => {
    const page = await helperPage('/helper/dashboard');
    const bell = bellOf(page);
    await waitFor(async () => (await bell.getAttribute('aria-label')) === 'Notifications', 'the bell named without unread');
    await expectBellOnTop(page);
    expect(await dotOf(page).count()).toBe(0);
    expect(await bell.evaluate((element) => element.tagName)).toBe('BUTTON');

    // The admin approves: no reload, the toast and the dot come over the realtime channel.
    const admin = await api().signInAdmin('admin@helpwire.local', DEMO_PASSWORD);
    expect((await api().call('/admin/helpers/review', admin.token, { helper: helper.id, approve: true })).status).toBe(200);
    const toast = page.locator('.hw-toast', { hasText: 'New Notification Recieved' });
    await toast.waitFor({ timeout: 10_000 });
    await expectOnScreen(page, toast);
    await dotOf(page).waitFor();
    expect(await dotOf(page).evaluate((dot) => getComputedStyle(dot).backgroundColor)).toBe(RED);
    await waitFor(async () => (await bell.getAttribute('aria-label')) === 'Notifications, 1 unread', "the exact unread count in the bell's name");
    await screenshot(page, 'notifications/toast-and-dot-desktop-en', ON_SCREEN);

    // Open: a dropdown (not a page), the new notice bold with its marker.
    await bell.click();
    await expect(bell.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(new URL(page.url()).pathname).toBe('/helper/dashboard');
    const panel = panelOf(page);
    await expectOnScreen(page, panel);
    expect((await panel.boundingBox())!.height).toBeLessThanOrEqual(420);
    const first = itemsOf(page).first();
    await first.waitFor();
    expect(await first.innerText()).toMatch(/approved|verified/i);
    expect(Number(await weight(first))).toBeGreaterThanOrEqual(700);
    expect(await first.locator('.hw-notice__marker').evaluate((marker) => getComputedStyle(marker).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'notifications/bell-open-desktop-en', ON_SCREEN);

    // The toast goes after 5 s.
    await toast.waitFor({ state: 'detached', timeout: 7_000 });

    // A click: the link opens in the app (no reload), the notice is read and the dot goes.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await first.getByRole('button').click();
    await page.waitForURL('**/helper/profile-management');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await dotOf(page).waitFor({ state: 'detached' });
    await waitFor(async () => (await bell.getAttribute('aria-label')) === 'Notifications', 'the bell named without unread');
    await bell.click();
    expect(Number(await weight(itemsOf(page).first()))).toBeLessThan(600);
    expect(await unread()).toBe(0);

    // Keyboard: Escape closes and the focus is back on the bell.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await bell.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('scrolling the bell list to its end loads the second page (12 sign-ins make 12 more notices)', async () => {
    for (let i = 0; i < 12; i++) await api().signIn('/auth/login/helper', helper.email, PASSWORD);
    await waitFor(async () => (await unread()) >= 12, '12 sign-in notices');
    const page = await helperPage('/helper/dashboard');
    await dotOf(page).waitFor();
    await bellOf(page).click();
    const items = itemsOf(page);
    await items.nth(9).waitFor();
    expect(await items.count()).toBe(10);
    // Unread bold, read (the approval, opened before) normal.
    expect(Number(await weight(items.first()))).toBeGreaterThanOrEqual(700);

    const list = page.locator('.hw-bell__list');
    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await items.nth(10).waitFor();
    expect(await items.count()).toBeGreaterThan(10);
    expect(await page.getByText('Loading more...').count()).toBe(0);
    const weights = await items.evaluateAll((all) => all.map((item) => getComputedStyle(item.querySelector('.hw-notice__title')!).fontWeight));
    expect(weights).toContain('400');
    expect(weights).toContain('700');
  });

  it('the open bell fits the screen and sits under the bell, mirrored in Arabic (1366 and 390 px, en and ar)', async () => {
    // One visitor walks the four views: a resize between sizes, a reload between languages.
    const page = await helperPage('/helper/dashboard', { viewport: 'desktop', language: 'en' });
    for (const view of VIEW_WALK) {
      const [size, language] = view;
      await showView(page, view);
      await checkOpenBell(page, size, language);
      await page.keyboard.press('Escape');
      await panelOf(page).waitFor({ state: 'hidden' });
    }
  });

  async function checkOpenBell(page: Page, size: View[0], language: View[1]): Promise<void> {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectBellOnTop(page);
    await bellOf(page).click();
    const panel = panelOf(page);
    await itemsOf(page).first().waitFor();
    await expectOnScreen(page, panel);
    await expectNoSidewaysScroll(page);
    const bell = (await bellOf(page).boundingBox())!;
    const box = (await panel.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bell.y + bell.height);
    if (size === 'desktop') {
      // Aligned to the bell's end: its right edge in English, its left edge in Arabic.
      if (language === 'en') expect(Math.abs(box.x + box.width - (bell.x + bell.width))).toBeLessThanOrEqual(1);
      else expect(Math.abs(box.x - bell.x)).toBeLessThanOrEqual(1);
    }
    const title = itemsOf(page).first().locator('.hw-notice__title');
    const style = await title.evaluate((element) => ({ direction: getComputedStyle(element).direction, align: getComputedStyle(element).textAlign }));
    expect(style.direction).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // The text starts at the reading side: the marker before it, on the right in Arabic.
    const marker = (await itemsOf(page).first().locator('.hw-notice__marker').boundingBox())!;
    const text = (await title.boundingBox())!;
    if (language === 'ar') expect(marker.x).toBeGreaterThan(text.x + text.width - 1);
    else expect(marker.x + marker.width).toBeLessThan(text.x + 1);
    expect(await isOnTop(page.getByRole('link', { name: language === 'ar' ? 'عرض الكل' : 'View All' }))).toBe(true);
    await screenshot(page, `notifications/bell-open-${size}-${language}`, ON_SCREEN);
  }

  it('the notifications page: mark all read and the channel switches (1366 and 390 px, en and ar)', async () => {
    // One visitor opens the page in each view (the size, then the language, chosen before the load).
    const page = await helperPage('/helper/dashboard', { viewport: 'desktop', language: 'en' });
    for (const view of VIEW_WALK) {
      const [size, language] = view;
      const ar = language === 'ar';
      // Something unread to mark.
      await api().signIn('/auth/login/helper', helper.email, PASSWORD);
      await waitFor(async () => (await unread()) > 0, 'a new sign-in notice');
      await chooseView(page, view);
      await page.goto('/helper/notification');
      await page.getByRole('heading', { level: 1, name: ar ? 'الإشعارات' : 'Notifications' }).waitFor();
      const rows = page.locator('.hw-notices .hw-notice');
      await rows.first().waitFor();
      expect(await page.locator('.hw-notices .hw-notice--unread').count()).toBeGreaterThan(0);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `notifications/page-${size}-${language}`);

      const markAll = page.getByRole('button', { name: ar ? 'تعليم الكل كمقروء' : 'Mark all as read' });
      await expectReachable(page, markAll);
      await markAll.click();
      await page.locator('.hw-toast', { hasText: ar ? 'تم تعليم كل الإشعارات كمقروءة' : 'All notifications marked as read' }).waitFor();
      await page.locator('.hw-notices .hw-notice--unread').first().waitFor({ state: 'detached' });
      expect(Number(await weight(rows.first()))).toBeLessThan(600);
      expect(await unread()).toBe(0);

      // The push prompt is offered, never asked on load (the toast dismissed: it sits over the page's foot on a phone).
      await page.locator('.hw-toast').getByRole('button').click();
      await expectReachable(page, page.getByRole('button', { name: ar ? 'السماح بإشعارات المتصفح' : 'Allow browser notifications' }));

      // A switch: saved with the toast, the server keeps it.
      const email = page.getByRole('switch', { name: ar ? 'البريد الإلكتروني' : 'E-mail' });
      await expectReachable(page, email);
      const before = await email.getAttribute('aria-checked');
      await email.click();
      await page.locator('.hw-toast', { hasText: ar ? 'تم تحديث الإشعارات' : 'notifications updated' }).waitFor();
      await expect(email.getAttribute('aria-checked')).resolves.toBe(before === 'true' ? 'false' : 'true');
      const stored = (await api().call<{ email: boolean }>('/notifications/preference', helper.token)).data;
      expect(stored.email).toBe(before !== 'true');
      await expect(page.getByText(ar ? /تُرسل دائماً بالبريد الإلكتروني/ : /always e-mailed/).isVisible()).resolves.toBe(true);
      await screenshot(page, `notifications/page-preferences-${size}-${language}`, ON_SCREEN);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });

  it("the user's page at /notifications, and the service worker is served for the push prompt", async () => {
    const user = await api().signIn('/auth/login', 'user@helpwire.local', DEMO_PASSWORD);
    const page = await suite.visitor({ viewport: 'desktop', language: 'en' });
    await page.context().addInitScript((stored) => localStorage.setItem('_CCAA00', stored), user.token);
    await page.goto('/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByRole('switch', { name: 'Push notifications' }).waitFor();
    await bellOf(page).click();
    await expect(page.getByRole('link', { name: 'View All' }).getAttribute('href')).resolves.toBe('/notifications');
    const worker = await fetch(`${suite.product.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(await worker.text()).toMatch(/addEventListener\(["']push["']/);
  });
  const mailTo = (address: string, subject: string) => mailSentTo(suite.product.url, address, subject);

  it("a notice's e-mail lands in the dev mailbox and renders in English and, right to left, in Arabic (1366 and 390 px)", async () => {
    // English: the helper's approval (their account's language is en).
    const english = await mailTo(helper.email, 'Your helper account is verified');
    expect(english.text).toContain('An admin approved your documents');
    // Arabic: an account that signed up in Arabic is told of its sign-in (a security notice, always e-mailed).
    const email = `salma.${Date.now().toString(36)}@example.com`;
    const signUp = await fetch(`${suite.product.url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({
        firstName: 'Salma',
        lastName: 'Nasser',
        username: email.split('@')[0],
        email,
        gender: 'Female',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        languages: [{ label: 'العربية', value: 'ar' }],
        categories: [{ label: 'Education', value: 'education' }],
        location: { latitude: 25.2048, longitude: 55.2708, address: 'Dubai' },
        acceptTerms: true,
      }),
    });
    expect(signUp.status).toBe(201);
    expect((await api().call('/auth/verifyotp', '', { email, code: await codeSentTo(suite.product.url, email) })).status).toBe(200);
    await api().signIn('/auth/login', email, PASSWORD);
    const arabic = await mailTo(email, 'تسجيل دخول جديد إلى حسابك');

    for (const [mail, language, heading, button] of [
      [english, 'en', 'Your helper account is verified', 'View in Helpwire'],
      [arabic, 'ar', 'تسجيل دخول جديد إلى حسابك', 'عرض في Helpwire'],
    ] as const) {
      for (const viewport of ['desktop', 'mobile'] as const) {
        const page = await suite.visitor({ viewport, language: 'en' });
        await page.goto(`${suite.product.url}${mail.htmlUrl}`);
        await expect(page.evaluate(() => ({ lang: document.documentElement.lang, dir: getComputedStyle(document.body).direction }))).resolves.toEqual({
          lang: language,
          dir: language === 'ar' ? 'rtl' : 'ltr',
        });
        await expectOnScreen(page, page.getByText(heading, { exact: true }).first());
        const link = page.getByRole('link', { name: button });
        await expectOnScreen(page, link);
        expect(await link.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/(helper\/)?profile-management$/);
        await expectNoSidewaysScroll(page);
        if (language === 'ar') {
          // Right to left: the heading's text starts at the right edge of its box.
          expect(
            await page
              .getByText(heading, { exact: true })
              .first()
              .evaluate((el) => getComputedStyle(el).textAlign),
          ).toMatch(/right|start/);
        }
        await screenshot(page, `notifications/email-${language}-${viewport === 'desktop' ? 1366 : 390}`, ON_SCREEN);
        await page.close();
      }
    }
  });
});
