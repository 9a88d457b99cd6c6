import type { Page } from 'playwright-core';
import type { Socket } from 'socket.io-client';
import { realtimeClient } from '../contract/realtime-clients';
import { withSession } from './admin-page';
import { chooseView, loaded, screenshot, VIEW_WALK, type View } from './browser';
import { browserSuite } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';

// One product: the console's People page (issue 24, item 6) in four views, then one user suspended and let back in.
jest.setTimeout(240_000);

const DEMO_PASSWORD = 'Dem0!pass-people';
const EMAIL = 'user@helpwire.local';
const ON_SCREEN = { fullPage: false };

describe("The admin's People page in Chromium (issue 24, item 6)", () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD });
  const api = () => demoApi(suite.product.url);
  let admin = '';
  let user = { token: '', id: '' };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    admin = (await api().signInAdmin('admin@helpwire.local', DEMO_PASSWORD)).token;
    user = await api().signIn('/auth/login', EMAIL, DEMO_PASSWORD);
  }, 120_000);

  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  /** A page with the admin's session in storage (as after the console's sign-in). */
  const signedIn = (page: Page) => withSession(page, admin);

  it('searches by e-mail and opens the account at 1366 and 390 px, in English and Arabic', async () => {
    const page = await suite.visitor({ viewport: 'desktop', language: 'en' });
    await signedIn(page);
    for (const view of VIEW_WALK) {
      const [size, language] = view;
      const en = language === 'en';
      await chooseView(page, view);
      await page.goto('/admin/people');
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: en ? 'People' : 'الأشخاص' }).waitFor();
      await main.getByRole('searchbox', { name: en ? 'Search accounts' : 'البحث في الحسابات' }).fill('user@helpwire');
      await main.getByRole('button', { name: en ? 'Search' : 'بحث', exact: true }).click();
      const row = main.getByRole('button', { name: new RegExp(EMAIL) });
      await row.waitFor();
      await main.getByText(en ? '1 account for “user@helpwire”' : /^حساب واحد لـ «\u2068user@helpwire\u2069»$/).waitFor();
      await expectOnScreen(page, row);
      await expectNoSidewaysScroll(page);
      await loaded(page);
      await screenshot(page, `admin-people/search-${view.join('-')}`, ON_SCREEN);

      await row.click();
      const detail = main.getByRole('article');
      await detail.getByRole('heading', { level: 2 }).waitFor();
      await detail.getByText(EMAIL).first().waitFor();
      expect(await detail.innerText()).toContain(en ? 'Calls as a user' : 'المكالمات كمستخدم');
      await expectReachable(page, detail.getByRole('button', { name: en ? 'Suspend' : 'إيقاف', exact: true }));
      await expectReachable(page, detail.getByRole('button', { name: en ? 'Export data' : 'تصدير البيانات' }));
      if (size === 'mobile') await expectReachable(page, detail.getByRole('button', { name: en ? 'All accounts' : 'كل الحسابات' }));
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-people/account-${view.join('-')}`);
    }
  });

  it('suspends the user with a reason: their next request is refused and their socket closed; the admin lifts it', async () => {
    const view: View = ['desktop', 'en'];
    const page = await suite.visitor({ viewport: view[0], language: view[1] });
    await signedIn(page);
    const socket = realtimeClient(suite.product.url, user.token);
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

    await page.goto('/admin/people');
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Search accounts' }).fill(EMAIL);
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await main.getByRole('button', { name: new RegExp(EMAIL) }).click();
    const detail = main.getByRole('article');
    await detail.getByRole('button', { name: 'Suspend', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Suspend / });
    await dialog.getByLabel('Reason for the suspension').fill('Threatened a helper in the chat');
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await detail.getByText('Reason: Threatened a helper in the chat').waitFor();
    await detail.locator('.hw-admin-helper__head').getByText('Suspended').waitFor();

    // Refused at the next request, and no new sign-in.
    expect((await api().call('/users/find', user.token)).status).toBe(401);
    expect((await api().call('/auth/login', '', { identifier: EMAIL, password: DEMO_PASSWORD })).status).toBe(403);
    const audit = await api().call<{ action: string; reason: string }[]>(`/admin/audit?objectId=${user.id}&action=account.suspend`, admin);
    expect(audit.data).toEqual([expect.objectContaining({ action: 'account.suspend', reason: 'Threatened a helper in the chat' })]);

    await detail.getByRole('button', { name: 'Lift suspension' }).click();
    await detail.getByText('In good standing: no suspension.').waitFor();
    expect((await api().call('/auth/login', '', { identifier: EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
    // The open socket was closed as the suspension committed (helpwire.auth.sessions_ended, decision 0079).
    await closed;
  }, 150_000);
});
