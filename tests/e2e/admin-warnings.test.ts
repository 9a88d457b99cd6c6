import type { Page } from 'playwright-core';
import { consolePage, withSession } from './admin-page';
import { loaded, screenshot, showView, VIEW_WALK, type View } from './browser';
import { browserSuite, mailSentTo } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';
import { seedChargedEndedCall } from './seeded-charged-call';

// One product (issue 24, items 3 and 5): an admin warns a user from a flag, the flag closes, the user is told and reads it.
jest.setTimeout(300_000);

const DEMO_PASSWORD = 'Dem0!pass-warnings';
const USER_EMAIL = 'user@helpwire.local';
const REASON = 'Shouting at a helper breaks our community rules. Please keep your calls respectful.';
const ON_SCREEN = { fullPage: false };

describe('A warning from a flag, in Chromium (issue 24, items 3 and 5)', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, JANUS_START: 'false' });
  const api = () => demoApi(suite.product.url);
  let admin = '';
  let user = { token: '', id: '' };
  let callId = '';

  beforeAll(async () => {
    admin = (await api().signInAdmin('admin@helpwire.local', DEMO_PASSWORD)).token;
    user = await api().signIn('/auth/login', USER_EMAIL, DEMO_PASSWORD);
    const helper = await api().signIn('/auth/login/helper', 'helper@helpwire.local', DEMO_PASSWORD);
    callId = await seedChargedEndedCall(suite.product.databaseUrl, { userId: user.id, helperId: helper.id }, 600n);
    expect((await api().call('/helpers/flag', helper.token, { callId, reason: 'The user shouted at me and hung up.' })).status).toBe(201);
  }, 180_000);

  /** The user's own profile page, signed in (the token in storage, as after sign-in). */
  async function profilePage(view: View): Promise<Page> {
    const page = await suite.visitor({ viewport: view[0], language: view[1] });
    await withSession(page, user.token);
    await page.goto('/profile-management');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return page;
  }

  it('an admin warns a user from a flag; the flag leaves the open list; the user is told, reads it on their profile in English and Arabic, and has the e-mail', async () => {
    // The user is on their profile before anything happens: no warnings, said calmly.
    const profile = await profilePage(['desktop', 'en']);
    const panel = profile.getByTestId('warnings-panel');
    await panel.getByText('You have no warnings.', { exact: false }).waitFor();

    // The admin's Flags page: the open flag in four views, its Warn button reachable.
    const page = await consolePage(suite, admin, '/admin/flags', ['desktop', 'en']);
    const card = page.locator(`[data-call="${callId}"]`);
    for (const view of VIEW_WALK) {
      await showView(page, view);
      await card.getByText('The user shouted at me and hung up.').waitFor();
      await expectReachable(page, card.getByRole('button', { name: view[1] === 'en' ? 'Warn the user' : 'تحذير المستخدم' }));
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await loaded(page);
      await screenshot(page, `admin-warnings/flags-open-${view.join('-')}`);
    }

    await showView(page, ['desktop', 'en']);
    await card.getByRole('button', { name: 'Warn the user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Warn the user' });
    await dialog.getByText('They get it in the app and by e-mail', { exact: false }).waitFor();
    await dialog.getByLabel('The warning the user will get').fill(REASON);
    await expectReachable(page, dialog.getByRole('button', { name: 'Send warning' }));
    await dialog.getByRole('button', { name: 'Send warning' }).click();
    const done = page.locator('.hw-toast', { hasText: 'The warning to the user is recorded.' });
    await done.waitFor();
    // The flag leaves the open list at once (it is closed, not waiting).
    await card.waitFor({ state: 'detached' });

    // The user hears of it without reloading: the toast, and the panel shows the warning.
    const toast = profile.locator('.hw-toast', { hasText: 'New Notification Recieved' });
    await toast.waitFor({ timeout: 15_000 });
    await expectOnScreen(profile, toast);
    await panel.getByRole('listitem').getByText(REASON).waitFor();

    // The closed flags, filtered to the warned ones: this one, with its outcome and the reason (the toast read and put away).
    await done.getByRole('button').click();
    await done.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Reviewed' }).click();
    await page.getByRole('group', { name: 'Outcome' }).getByRole('button', { name: 'Warned' }).click();
    await page.waitForURL((url) => url.searchParams.get('outcome') === 'WARNED');
    const closed = card.locator('[data-outcome="WARNED"]');
    for (const view of VIEW_WALK) {
      await showView(page, view);
      await closed.getByText(REASON).waitFor();
      expect(await closed.innerText()).toContain(view[1] === 'en' ? 'The user warned' : 'حُذِّر المستخدم');
      expect(await card.getByRole('button').count()).toBe(0);
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await loaded(page);
      await screenshot(page, `admin-warnings/flags-warned-${view.join('-')}`);
    }

    // The user's warnings panel in four views: the date and the reason, in English and in Arabic.
    for (const view of VIEW_WALK) {
      const en = view[1] === 'en';
      await showView(profile, view);
      await panel.getByRole('heading', { name: en ? 'Your warnings' : 'تحذيراتك' }).waitFor();
      const item = panel.getByRole('listitem');
      // The heading draws at once, the list once the warnings are read (a language switch may read them again).
      await item.getByText(REASON).waitFor();
      expect(await item.count()).toBe(1);
      const today = await profile.evaluate((code) => new Intl.DateTimeFormat(code, { dateStyle: 'long' }).format(new Date()), view[1]);
      expect(await item.locator('time').innerText()).toBe(today);
      await panel.getByText(en ? 'Our team added 1 warning to your account.' : 'أضاف فريقنا تحذيراً واحداً إلى حسابك.', { exact: false }).waitFor();
      expect(await profile.evaluate(() => document.documentElement.dir)).toBe(en ? 'ltr' : 'rtl');
      await item.scrollIntoViewIfNeeded();
      await expectOnScreen(profile, item);
      await expectNoSidewaysScroll(profile);
      await panel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await loaded(profile);
      await screenshot(profile, `admin-warnings/profile-warnings-${view.join('-')}`, ON_SCREEN);
    }

    // The e-mail, in the user's language (English), in the dev mailbox, once.
    const mail = await mailSentTo(suite.product.url, USER_EMAIL, 'You received a warning');
    expect(mail.text).toContain(REASON);
    expect(mail.text).toContain('It is always sent, whatever your notification settings say.');
    const { messages } = (await (await fetch(`${suite.product.url}/dev/messages?to=${encodeURIComponent(USER_EMAIL)}`)).json()) as {
      messages: { subject?: string }[];
    };
    expect(messages.filter((message) => message.subject === 'You received a warning')).toHaveLength(1);
  });
});
