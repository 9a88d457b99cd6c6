import { totpCode, totpStep } from '@helpwire/auth/testing';
import { consolePage } from './admin-page';
import { chooseView, loaded, screenshot, VIEW_WALK } from './browser';
import { browserSuite, codeSentTo } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';

// One product: the console's Admins page (decision 0083) in four views, an admin invited from it, and the invitee's first sign-in.
jest.setTimeout(240_000);

const DEMO_PASSWORD = 'Dem0!pass-admins';
const PASSWORD = 'Str0ng!pass-invited';
const INVITED = 'noor.haddad@example.com';
const ON_SCREEN = { fullPage: false };

describe("The console's Admins page in Chromium (decision 0083)", () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD });
  let admin = '';

  beforeAll(async () => {
    // The demo admin is the first admin: they hold admins.manage.
    admin = (await demoApi(suite.product.url).signInAdmin('admin@helpwire.local', DEMO_PASSWORD)).token;
  }, 120_000);

  it('lists the admins at 1366 and 390 px in English and Arabic, and invites one by e-mail with a reason', async () => {
    const page = await consolePage(suite, admin, '/admin/admins', ['desktop', 'en']);
    const main = page.getByRole('main');
    for (const view of VIEW_WALK) {
      const en = view[1] === 'en';
      await chooseView(page, view);
      await page.goto('/admin/admins');
      await main.getByRole('heading', { level: 1, name: en ? 'Admins' : 'المشرفون' }).waitFor();
      const own = main.getByRole('listitem').filter({ hasText: 'admin@helpwire.local' });
      await own.getByText(en ? 'Manages admins' : 'يدير المشرفين').waitFor();
      await expectOnScreen(page, own);
      await expectReachable(page, main.getByRole('button', { name: en ? 'Invite an admin' : 'دعوة مشرف' }));
      // No action on one's own row.
      expect(await own.getByRole('button').count()).toBe(0);
      await expectNoSidewaysScroll(page);
      await loaded(page);
      await screenshot(page, `admin-admins/list-${view.join('-')}`, ON_SCREEN);
    }

    await chooseView(page, ['desktop', 'en']);
    await page.goto('/admin/admins');
    await main.getByRole('button', { name: 'Invite an admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite an admin' });
    await dialog.getByLabel('Email').fill(INVITED);
    await dialog.getByLabel('First name').fill('Noor');
    await dialog.getByLabel('Last name').fill('Haddad');
    await dialog.getByLabel('Reason').fill('Joins the support team');
    await expectReachable(page, dialog.getByRole('button', { name: 'Send invitation' }));
    await screenshot(page, 'admin-admins/invite-desktop-en', ON_SCREEN);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${INVITED}.`).waitFor();
    const row = main.getByRole('listitem').filter({ hasText: INVITED });
    await row.getByText('Invitation pending').waitFor();
    await row.getByText('Never signed in').waitFor();
    await expectReachable(page, row.getByRole('button', { name: 'Deactivate' }));
    await screenshot(page, 'admin-admins/invited-desktop-en', ON_SCREEN);
  });

  it('the invitee accepts through the e-mail, enrols TOTP, sees their recovery codes and lands on the console without the Admins page', async () => {
    const code = await codeSentTo(suite.product.url, INVITED);
    const inbox = (await (await fetch(`${suite.product.url}/dev/messages?to=${encodeURIComponent(INVITED)}`)).json()) as {
      messages: { subject?: string; text: string }[];
    };
    expect(inbox.messages[0]).toMatchObject({ subject: 'You are invited to the Helpwire console', text: expect.stringContaining('/admin/invitation') });
    const page = await suite.visitor({ viewport: 'desktop', language: 'en' });
    // The invitation page in each view before anything is typed.
    for (const view of VIEW_WALK) {
      const en = view[1] === 'en';
      await chooseView(page, view);
      await page.goto('/admin/invitation');
      await page.getByRole('heading', { level: 1, name: en ? 'Accept your invitation' : 'اقبل دعوتك' }).waitFor();
      await expectReachable(page, page.getByRole('main').getByRole('button', { name: en ? 'Continue' : 'متابعة' }));
      await expectNoSidewaysScroll(page);
      await loaded(page);
      await screenshot(page, `admin-admins/invitation-${view.join('-')}`, ON_SCREEN);
    }

    await chooseView(page, ['mobile', 'en']);
    await page.goto('/admin/invitation');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(INVITED);
    await main.getByLabel('Invitation code').fill(code);
    await main.getByLabel('New password').fill(PASSWORD);
    await main.getByLabel('Confirm password').fill(`${PASSWORD}x`);
    await main.getByRole('button', { name: 'Continue' }).click();
    await expectOnScreen(page, main.getByRole('alert').filter({ hasText: 'The passwords do not match.' }));
    await main.getByLabel('Confirm password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { level: 1, name: 'Set up your second factor' }).waitFor();
    await expectOnScreen(page, page.getByRole('img', { name: 'QR code that adds Helpwire to an authenticator app' }));
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    await screenshot(page, 'admin-admins/invitation-enrol-mobile-en');
    await page.getByLabel('6-digit code').fill(totpCode(secret, totpStep(Date.now())));
    await page.getByRole('button', { name: 'Turn on and continue' }).click();

    await page.getByRole('heading', { level: 1, name: 'Save your recovery codes' }).waitFor();
    const codes = await page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    await expectOnScreen(page, page.getByRole('list', { name: 'Your recovery codes' }));
    await screenshot(page, 'admin-admins/invitation-recovery-codes-mobile-en');
    await page.getByLabel('I have saved these codes somewhere safe').check();
    await page.getByRole('button', { name: 'Continue to the console' }).click();

    await page.getByRole('heading', { level: 1, name: 'Operations overview' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await chooseView(page, ['desktop', 'en']);
    const sidebar = page.locator('nav.hw-area-nav');
    await sidebar.getByRole('link', { name: 'Audit log' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Admins' }).count()).toBe(0);
    await screenshot(page, 'admin-admins/invitee-console-desktop-en', ON_SCREEN);
    // The page itself is not theirs either.
    await page.goto('/admin/admins');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 1, name: 'Admins' }).count()).toBe(0);

    // The admin who invited them sees the invitation accepted and the app set up.
    const inviter = await consolePage(suite, admin, '/admin/admins', ['desktop', 'en']);
    const row = inviter.getByRole('main').getByRole('listitem').filter({ hasText: INVITED });
    await row.getByText('Authenticator app set up').waitFor();
    expect(await row.getByText('Invitation pending').count()).toBe(0);
  });
});
