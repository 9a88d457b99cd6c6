import { seedReleasedEarnings } from '@helpwire/payment/testing';
import { withSession } from './admin-page';
import { chooseView, loaded, screenshot, VIEW_WALK, type View } from './browser';
import { browserSuite } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';

// One product: the console's withdrawals page (issue 24, item 4) in four views, then one withdrawal paid.
jest.setTimeout(240_000);

const DEMO_PASSWORD = 'Dem0!pass-payouts';
const ON_SCREEN = { fullPage: false };
const BANK = {
  title: 'Salary account',
  accountName: 'Sami Haddad',
  accountNumber: '0012345678901',
  bankName: 'Gulf Bank',
  branchName: 'Marina',
  routingNumber: '021000021',
  swiftCode: 'GULFAEADXXX',
  country: 'United Arab Emirates',
};

describe("The admin's withdrawals and payouts in Chromium (issue 24, item 4)", () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD });
  const api = () => demoApi(suite.product.url);
  let admin = '';
  let helper = { token: '', id: '' };
  let withdrawalId = '';
  let helperName = '';

  beforeAll(async () => {
    admin = (await api().signInAdmin('admin@helpwire.local', DEMO_PASSWORD)).token;
    helper = await api().signIn('/auth/login/helper', 'helper@helpwire.local', DEMO_PASSWORD);
    if ((await api().call('/helpers/account-details', helper.token)).data === null)
      expect((await api().call('/helpers/account-details/add', helper.token, BANK)).status).toBe(201);
    await seedReleasedEarnings(suite.product.databaseUrl, helper.id, 6_000n);
    const made = await api().call<{ id: string }>('/withdraw/helper/create', helper.token, {
      amount: '42.50',
      specialInstruction: 'Salary account, reference HW payout',
    });
    expect(made.status).toBe(201);
    withdrawalId = made.data.id;
    const queue = await api().call<{ id: string; helperName: string }[]>('/admin/withdrawals?limit=100', admin);
    helperName = queue.data.find((w) => w.id === withdrawalId)!.helperName;
    expect(helperName).not.toBe('');
  }, 120_000);

  /** A page with the admin's session in storage (as after the console's sign-in). */
  const signedIn = withSession;

  it('the queue and one withdrawal at 1366 and 390 px, in English and Arabic: name, amount, date, status; balance, masked bank details, payouts', async () => {
    const page = await suite.visitor({ viewport: 'desktop', language: 'en' });
    await signedIn(page, admin);
    for (const view of VIEW_WALK) {
      const [size, language] = view;
      const en = language === 'en';
      await chooseView(page, view);
      await page.goto('/admin/withdrawals');
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: en ? 'Withdrawals' : 'طلبات السحب' }).waitFor();
      const row = main.getByRole('button', { name: new RegExp(helperName) }).first();
      await row.waitFor();
      expect(await row.innerText()).toContain(en ? '$42.50' : '42.50');
      expect(await row.innerText()).toContain(en ? 'Pending' : 'قيد الانتظار');
      await expectOnScreen(page, row);
      await expectReachable(page, main.getByRole('button', { name: en ? 'Export CSV' : 'تصدير CSV' }));
      await expectNoSidewaysScroll(page);
      await loaded(page);
      await screenshot(page, `admin-withdrawals/queue-${view.join('-')}`, ON_SCREEN);

      await row.click();
      const detail = main.getByRole('article');
      await detail.getByRole('heading', { level: 2 }).waitFor();
      expect(await detail.getByRole('heading', { level: 2 }).innerText()).toContain(helperName);
      await detail.getByText('****8901').waitFor();
      expect(await detail.innerText()).not.toContain(BANK.accountNumber);
      await expectReachable(page, detail.getByRole('button', { name: en ? 'Approve for payment' : 'الموافقة للدفع' }));
      await expectReachable(page, detail.getByRole('button', { name: en ? 'Reveal' : 'كشف' }));
      if (size === 'mobile') await expectReachable(page, detail.getByRole('button', { name: en ? 'All withdrawals' : 'كل طلبات السحب' }));
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-withdrawals/detail-${view.join('-')}`);
    }
  });

  it('reveals the bank details with a reason (in the audit log), approves for payment, marks paid with the bank reference; the helper sees it paid', async () => {
    const view: View = ['desktop', 'en'];
    const page = await suite.visitor({ viewport: view[0], language: view[1] });
    await signedIn(page, admin);
    await page.goto(`/admin/withdrawals?withdrawal=${withdrawalId}`);
    const detail = page.getByRole('main').getByRole('article');
    await detail.getByText('****8901').waitFor();

    // Reveal: a reason first, then the full number, recorded with that reason.
    await detail.getByRole('button', { name: 'Reveal' }).click();
    const reveal = page.getByRole('dialog', { name: 'Reveal the full bank details' });
    await reveal.getByLabel('Why do you need the full details?').fill('Checking the account before the payment run');
    await reveal.getByRole('button', { name: 'Reveal bank details' }).click();
    await detail.getByText(BANK.accountNumber).waitFor();
    await detail.getByText('Revealed. Your reason is recorded in the audit log.').waitFor();
    const entries = await api().call<{ action: string; reason: string }[]>(
      `/admin/audit?objectId=${withdrawalId}&action=withdrawal.bank_details.reveal`,
      admin,
    );
    expect(entries.data).toEqual([
      expect.objectContaining({ action: 'withdrawal.bank_details.reveal', reason: 'Checking the account before the payment run' }),
    ]);

    // Approve for payment, then mark paid with the bank's reference.
    await detail.getByRole('button', { name: 'Approve for payment' }).click();
    await detail.locator('.hw-admin-helper__head').getByText('Approved for payment').waitFor();
    const markPaid = detail.getByRole('button', { name: 'Mark paid' });
    await expectReachable(page, markPaid);
    await markPaid.click();
    const paid = page.getByRole('dialog', { name: `Mark $42.50 to ${helperName} as paid` });
    await paid.getByLabel("Bank's reference of the transfer").fill('GULF-TX-2026-0042');
    await paid.getByRole('button', { name: 'Mark paid' }).click();
    await detail.locator('.hw-admin-helper__head').getByText('Paid').waitFor();
    await detail.getByText('GULF-TX-2026-0042').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'admin-withdrawals/paid-desktop-en');

    // The helper's withdrawals show it paid with the bank's reference.
    const helperPage = await suite.visitor({ viewport: 'desktop', language: 'en' });
    await signedIn(helperPage, helper.token);
    await helperPage.goto('/helper/withdrawal');
    const history = helperPage.getByTestId('withdrawal-history');
    await history.locator('[data-status="SUCCESS"]').first().waitFor();
    await helperPage.getByTestId('withdrawal-payouts').getByText('GULF-TX-2026-0042').waitFor();
  });
});
