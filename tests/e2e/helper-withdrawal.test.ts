import { seedReleasedEarnings } from '@helpwire/payment/testing';
import type { Locator, Page } from 'playwright-core';
import { chooseView, screenshot, seriousA11yViolations, VIEW_WALK, VIEWPORTS } from './browser';
import { browserSuite, type VisitorOptions } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectReachable } from './on-screen';

// The flow walks two pages and two dialogs; each view test walks them again.
jest.setTimeout(180_000);

const DEMO_PASSWORD = 'Dem0!pass-withdraw';
const EVERY_VIEW = (['desktop', 'mobile'] as const).flatMap((size) => (['en', 'ar'] as const).map((language) => [size, language] as const));
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

interface Withdrawal {
  id: string;
  status: string;
  transactionId: string | null;
}

/** The error text under a form field (its aria-describedby). */
async function fieldError(field: Locator): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby');
  return id ? field.page().locator(`[id="${id}"]`).innerText() : null;
}

describe('Helper bank details and withdrawals in Chromium', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD });
  const api = () => demoApi(suite.product.url);
  let helper = { token: '', id: '' };

  /** The demo helper, signed in (the token in storage, as after sign-in). */
  async function signedIn(options: VisitorOptions): Promise<Page> {
    helper = await api().signIn('/auth/login/helper', 'helper@helpwire.local', DEMO_PASSWORD);
    const page = await suite.visitor(options);
    await page.context().addInitScript((stored) => {
      if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
    }, helper.token);
    return page;
  }
  const withdrawals = async () => (await api().call<Withdrawal[]>('/withdraw/helper/get-all?limit=100', helper.token)).data;
  const wallet = async () => (await api().call<{ availableCents: number; inWithdrawalCents: number }>('/withdraw/helper/wallet', helper.token)).data;

  it('adds bank details (each rule says what is wrong), requests a withdrawal that shows PENDING, and shows SUCCESS once an admin approves it (1366 px, en)', async () => {
    const page = await signedIn({ viewport: 'desktop', language: 'en' });

    // Payment information: nothing yet, one next step.
    await page.goto('/helper/payment-information');
    await page.getByRole('heading', { level: 1, name: 'Payment Information' }).waitFor();
    await page.getByText('No payment information yet').waitFor();
    const add = page.getByRole('main').getByRole('button', { name: 'Add payment information' });
    await expectReachable(page, add);
    await add.click();

    // Every required field says so; then each format rule.
    const field = (label: string) => page.getByRole('main').getByLabel(label, { exact: true });
    const save = page.getByRole('main').getByRole('button', { name: 'Save payment information' });
    await expectReachable(page, save);
    await save.click();
    const required: [string, string][] = [
      ['Title', 'Title is required'],
      ['Account number', 'Account number is required'],
      ['Bank name', 'Bank name is required'],
      ['Branch name', 'Branch name is required'],
      ['Routing number', 'Routing number is required'],
      ['SWIFT code', 'Swift code is required'],
      ['Country', 'Country is required'],
    ];
    for (const [label, message] of required) expect([label, await fieldError(field(label))]).toEqual([label, message]);
    expect(await fieldError(field('Account holder name (optional)'))).toBeNull();
    // The first wrong field has the focus.
    expect(await field('Title').evaluate((input) => input === document.activeElement)).toBe(true);
    await screenshot(page, 'helper-withdrawal/payment-information-required-desktop-en');

    for (const [label, value] of Object.entries({
      Title: BANK.title,
      'Account holder name (optional)': BANK.accountName,
      'Bank name': BANK.bankName,
      'Branch name': BANK.branchName,
      Country: BANK.country,
    }))
      await field(label).fill(value);
    await field('Account number').fill('1234567');
    await field('Routing number').fill('12345678');
    await field('SWIFT code').fill('GULF-AE');
    await save.click();
    expect(await fieldError(field('Account number'))).toBe('Account number must be 8 to 16 digits');
    expect(await fieldError(field('Routing number'))).toBe('Routing number must be exactly 9 digits');
    expect(await fieldError(field('SWIFT code'))).toBe('Invalid SWIFT Code format');
    // The message is red and sits under its field, inside the viewport.
    const swiftError = page.getByText('Invalid SWIFT Code format');
    await expectReachable(page, swiftError);
    expect(await swiftError.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(185, 28, 28)');
    const swiftBox = (await field('SWIFT code').boundingBox())!;
    expect((await swiftError.boundingBox())!.y).toBeGreaterThan(swiftBox.y + swiftBox.height - 1);
    await screenshot(page, 'helper-withdrawal/payment-information-formats-desktop-en');

    await field('Account number').fill(BANK.accountNumber);
    await field('Routing number').fill(BANK.routingNumber);
    await field('SWIFT code').fill(BANK.swiftCode);
    await save.click();
    await page.getByText('Payment information added successfully').first().waitFor();
    const saved = page.getByTestId('bank-details-saved');
    await saved.waitFor();
    await saved.getByText('****8901').waitFor();
    expect(await saved.innerText()).not.toContain(BANK.accountNumber);
    await expectReachable(page, page.getByRole('main').getByRole('button', { name: 'Edit' }));
    await screenshot(page, 'helper-withdrawal/payment-information-saved-desktop-en');

    // Nothing available yet: "Request withdrawal" is off, and the page says why (issue 21, item 23).
    await page.goto('/helper/withdrawal');
    await page.locator('[data-balance="available"] dd').getByText('$0.00').waitFor();
    await expect(page.getByRole('main').getByRole('button', { name: 'Request withdrawal' }).isDisabled()).resolves.toBe(true);
    await expectReachable(
      page,
      page.getByTestId('nothing-to-withdraw').getByText("Nothing to withdraw yet: a call's earnings become available 72 hours after the call."),
    );
    for (const [size, language] of EVERY_VIEW) {
      await page.setViewportSize(VIEWPORTS[size]);
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      await page.reload();
      const note = page
        .getByTestId('nothing-to-withdraw')
        .getByText(language === 'ar' ? 'لا يوجد ما يمكن سحبه بعد' : 'Nothing to withdraw yet', { exact: false });
      await expectReachable(page, note);
      await screenshot(page, `helper-withdrawal/nothing-to-withdraw-${size}-${language}`, ON_SCREEN);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await seedReleasedEarnings(suite.product.databaseUrl, helper.id, 5_000n);

    // Withdrawals: the wallet from the ledger, the 72-hour line, both lists empty with the spec's texts.
    await page.goto('/helper/withdrawal');
    await page.getByRole('heading', { level: 1, name: 'Withdrawals' }).waitFor();
    const available = page.locator('[data-balance="available"] dd');
    await available.getByText('$50.00').waitFor();
    await page.getByText('Calls made in the past 72 hours cannot be withdrawn', { exact: false }).waitFor();
    await expect(page.getByTestId('nothing-to-withdraw').count()).resolves.toBe(0);
    await page.getByTestId('withdrawal-history').getByText('Withdraw Request Not found.').waitFor();
    await page.getByTestId('withdrawal-payouts').getByText('Payout History Not found').waitFor();
    await expectNoSidewaysScroll(page);

    // The withdraw form: each rule, then a request of $12.50.
    const request = page.getByRole('main').getByRole('button', { name: 'Request withdrawal' });
    await expectReachable(page, request);
    await request.click();
    const dialog = page.getByRole('dialog', { name: 'Request a withdrawal' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Request withdrawal' });
    await expectReachable(page, submit);
    await submit.click();
    expect(await fieldError(dialog.getByLabel('Amount (USD)'))).toBe('Amount is required');
    expect(await fieldError(dialog.getByLabel('Special instruction'))).toBe('Special instruction is required');
    await dialog.getByLabel('Amount (USD)').fill('0.50');
    await dialog.getByLabel('Special instruction').fill('Reference: HW payout');
    await submit.click();
    expect(await fieldError(dialog.getByLabel('Amount (USD)'))).toBe('Amount must be at least 1');
    await dialog.getByLabel('Amount (USD)').fill('50.01');
    await submit.click();
    expect(await fieldError(dialog.getByLabel('Amount (USD)'))).toBe('The amount is more than your available balance.');
    await dialog.getByLabel('Amount (USD)').fill('12.50');
    await screenshot(page, 'helper-withdrawal/withdraw-form-desktop-en', ON_SCREEN);
    await submit.click();
    await page.getByText('Withdraw request created successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const history = page.getByTestId('withdrawal-history');
    const pill = history.locator('[data-status]').first();
    await pill.waitFor();
    expect([await pill.getAttribute('data-status'), await pill.innerText()]).toEqual(['PENDING', 'Pending']);
    // Amber for a request still waiting (DESIGN.md).
    expect(await pill.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(254, 243, 199)');
    await available.getByText('$37.50').waitFor();
    await page.locator('[data-balance="inWithdrawal"] dd').getByText('$12.50').waitFor();
    expect(await wallet()).toEqual({ availableCents: 3_750, pendingCents: 0, inWithdrawalCents: 1_250 });
    const [created] = await withdrawals();
    expect(created).toMatchObject({ status: 'PENDING', transactionId: null });

    // The withdraw detail.
    const view = history.getByRole('button', { name: 'View withdrawal of $12.50' });
    await expectReachable(page, view);
    await view.click();
    const detail = page.getByRole('dialog', { name: 'Withdrawal details' });
    const facts = detail.getByTestId('withdraw-detail');
    await facts.locator('[data-field="previous"] dd').getByText('$50.00').waitFor();
    expect(await facts.locator('[data-field="instruction"] dd').innerText()).toBe('Reference: HW payout');
    expect(await facts.locator('[data-field="status"] [data-status]').getAttribute('data-status')).toBe('PENDING');
    await screenshot(page, 'helper-withdrawal/withdraw-detail-pending-desktop-en', ON_SCREEN);
    await detail.getByRole('button', { name: 'Close' }).click();

    // An admin approves through the API with the bank transfer's id; the page shows SUCCESS.
    const admin = await api().signInAdmin('admin@helpwire.local', DEMO_PASSWORD);
    const approved = await api().call<Withdrawal>('/admin/withdrawals/approve', admin.token, { id: created!.id, transactionId: 'BANK-TX-2026-001' });
    expect(approved).toMatchObject({ status: 200, data: { status: 'SUCCESS', transactionId: 'BANK-TX-2026-001' } });
    await page.reload();
    const success = history.locator('[data-status]').first();
    await success.waitFor();
    expect([await success.getAttribute('data-status'), await success.innerText()]).toEqual(['SUCCESS', 'Success']);
    expect(await success.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(220, 252, 231)');
    const payout = page.getByTestId('withdrawal-payouts').locator('li');
    await payout.getByText('BANK-TX-2026-001').waitFor();
    await page.locator('[data-balance="inWithdrawal"] dd').getByText('$0.00').waitFor();
    await history.getByRole('button', { name: 'View withdrawal of $12.50' }).click();
    await detail.locator('[data-field="transactionId"] dd').getByText('BANK-TX-2026-001').waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();
    await screenshot(page, 'helper-withdrawal/withdrawal-approved-desktop-en');

    const violations = await seriousA11yViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('payment information, the wallet, the history and both modals at 1366 and 390 px, in English and Arabic', async () => {
    // One visitor walks the four views: a resize between sizes, the language applied by the next load.
    const page = await signedIn({ viewport: 'desktop', language: 'en' });
    for (const view of VIEW_WALK) {
      const [size, language] = view;
      await chooseView(page, view);
      const rtl = language === 'ar';
      const width = VIEWPORTS[size].width;
      const text = rtl
        ? {
            payInfo: 'معلومات الدفع',
            edit: 'تعديل',
            save: 'حفظ معلومات الدفع',
            accountNumber: 'رقم الحساب',
            required: 'رقم الحساب مطلوب',
            page: 'السحوبات',
            request: 'طلب سحب',
            formTitle: 'طلب سحب',
            detailTitle: 'تفاصيل السحب',
            close: 'إغلاق',
            note: 'لا يمكن سحب أرباح المكالمات',
          }
        : {
            payInfo: 'Payment Information',
            edit: 'Edit',
            save: 'Save payment information',
            accountNumber: 'Account number',
            required: 'Account number is required',
            page: 'Withdrawals',
            request: 'Request withdrawal',
            formTitle: 'Request a withdrawal',
            detailTitle: 'Withdrawal details',
            close: 'Close',
            note: 'Calls made in the past 72 hours cannot be withdrawn',
          };
      // Bank details and one pending request, made through the API as the pages make them.
      if ((await api().call('/helpers/account-details', helper.token)).data === null)
        expect((await api().call('/helpers/account-details/add', helper.token, BANK)).status).toBe(201);
      await seedReleasedEarnings(suite.product.databaseUrl, helper.id, 2_000n);
      expect((await api().call('/withdraw/helper/create', helper.token, { amount: '5', specialInstruction: `View ${size} ${language}` })).status).toBe(201);

      await page.goto('/helper/payment-information');
      await page.getByRole('heading', { level: 1, name: text.payInfo }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(rtl ? 'rtl' : 'ltr');
      expect(await page.locator('.hw-wd-page').evaluate((el) => getComputedStyle(el).direction)).toBe(rtl ? 'rtl' : 'ltr');
      const saved = page.getByTestId('bank-details-saved');
      await saved.getByText('****8901').waitFor();
      await expectNoSidewaysScroll(page);
      // Mirrored: the bank icon leads the saved card's heading (left in English, right in Arabic).
      const icon = (await saved.locator('.hw-wd-saved__icon').boundingBox())!;
      const heading = (await saved.locator('h2').boundingBox())!;
      expect(rtl ? icon.x > heading.x : icon.x < heading.x).toBe(true);
      // The masked number reads left to right yet lines up with its label: at the right edge of its cell in Arabic.
      const masked = saved.locator('bdi', { hasText: '****8901' });
      const number = (await masked.boundingBox())!;
      const cell = (await masked.locator('xpath=ancestor::div[1]').boundingBox())!;
      expect(Math.abs(rtl ? number.x + number.width - (cell.x + cell.width) : number.x - cell.x)).toBeLessThan(2);
      await screenshot(page, `helper-withdrawal/payment-information-${size}-${language}`);

      // Editing asks for the account number again, and says so in the reader's language.
      await page.getByRole('main').getByRole('button', { name: text.edit }).click();
      const save = page.getByRole('main').getByRole('button', { name: text.save });
      await expectReachable(page, save);
      await save.click();
      const accountNumber = page.getByRole('main').getByLabel(text.accountNumber, { exact: true });
      expect(await fieldError(accountNumber)).toBe(text.required);
      expect(await accountNumber.getAttribute('dir')).toBe('ltr');
      const box = (await accountNumber.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
      await screenshot(page, `helper-withdrawal/payment-information-edit-${size}-${language}`);

      await page.goto('/helper/withdrawal');
      await page.getByRole('heading', { level: 1, name: text.page }).waitFor();
      await page.getByText(text.note, { exact: false }).waitFor();
      const history = page.getByTestId('withdrawal-history');
      await history.locator('[data-status="PENDING"]').first().waitFor();
      await expectNoSidewaysScroll(page);
      // The available balance leads the wallet: first in reading order, so left in English and right in Arabic on a wide screen, on top on a phone.
      const availableBox = (await page.locator('[data-balance="available"]').boundingBox())!;
      const pendingBox = (await page.locator('[data-balance="pending"]').boundingBox())!;
      if (size === 'desktop') expect(rtl ? availableBox.x > pendingBox.x : availableBox.x < pendingBox.x).toBe(true);
      else expect(availableBox.y).toBeLessThan(pendingBox.y);
      for (const control of await history.getByRole('button').all()) await expectReachable(page, control);
      await screenshot(page, `helper-withdrawal/withdrawal-${size}-${language}`);

      const request = page.getByRole('main').getByRole('button', { name: text.request });
      await expectReachable(page, request);
      await request.click();
      const form = page.getByRole('dialog', { name: text.formTitle });
      await form.waitFor();
      for (const control of await form.getByRole('button').all()) await expectReachable(page, control);
      expect(await form.evaluate((el) => getComputedStyle(el).direction)).toBe(rtl ? 'rtl' : 'ltr');
      await screenshot(page, `helper-withdrawal/withdraw-form-${size}-${language}`, ON_SCREEN);
      await form.getByRole('button', { name: text.close }).click();

      await history.getByRole('button').first().click();
      const detail = page.getByRole('dialog', { name: text.detailTitle });
      await detail.getByTestId('withdraw-detail').waitFor();
      await expectReachable(page, detail.getByRole('button', { name: text.close }));
      // Each fact's label leads and its value ends the row: mirrored in Arabic.
      const row = detail.locator('[data-field="amount"]');
      const label = (await row.locator('dt').boundingBox())!;
      const value = (await row.locator('dd').boundingBox())!;
      expect(rtl ? label.x > value.x : label.x < value.x).toBe(true);
      await screenshot(page, `helper-withdrawal/withdraw-detail-${size}-${language}`, ON_SCREEN);
    }
  });
});
