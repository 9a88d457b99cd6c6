import { auditLog, consolePage as openConsolePage } from './admin-page';
import { loaded, screenshot, showView, VIEW_WALK, type View } from './browser';
import { browserSuite } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectReachable } from './on-screen';
import { seedChargedEndedCall } from './seeded-charged-call';

// One product for three console pages (issue 24): categories and rates (item 7), flags (item 5), the audit log.
jest.setTimeout(300_000);

const DEMO_PASSWORD = 'Dem0!pass-content';
/** Dialogs sit fixed over the page: photograph the screen as the person sees it. */
const ON_SCREEN = { fullPage: false };
const SLUG = 'basic-tech-troubleshooting';
const EDIT = {
  rate: '0.60',
  nameEn: 'Tech Troubleshooting',
  nameAr: 'استكشاف الأعطال التقنية وحلها',
  descriptionEn: 'Laptops, phones, printers and Wi-Fi: a patient tech helper fixes it with you, step by step.',
  descriptionAr: 'الحواسيب والهواتف والطابعات والواي فاي: مساعد تقني صبور يصلح المشكلة معك خطوة بخطوة.',
};

describe('The console in Chromium (issue 24): categories and rates, flags, the audit log', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, JANUS_START: 'false' });
  const api = () => demoApi(suite.product.url);
  let adminToken = '';
  let user = { token: '', id: '' };
  /** Call A: the user flagged the helper (dismissed); call B: the helper flagged the user (warned); call C: again (banned). A warn or ban closes its flag (decision 0082). */
  const calls = { dismissed: '', sanctioned: '', banned: '' };

  beforeAll(async () => {
    adminToken = (await api().signInAdmin('admin@helpwire.local', DEMO_PASSWORD)).token;
    user = await api().signIn('/auth/login', 'user@helpwire.local', DEMO_PASSWORD);
    const helper = await api().signIn('/auth/login/helper', 'helper@helpwire.local', DEMO_PASSWORD);
    calls.dismissed = await seedChargedEndedCall(suite.product.databaseUrl, { userId: user.id, helperId: helper.id }, 900n);
    calls.sanctioned = await seedChargedEndedCall(suite.product.databaseUrl, { userId: user.id, helperId: helper.id }, 600n);
    calls.banned = await seedChargedEndedCall(suite.product.databaseUrl, { userId: user.id, helperId: helper.id }, 600n);
    expect((await api().call('/users/flag', user.token, { callId: calls.dismissed, reason: 'The helper did not share the screen.' })).status).toBe(201);
    expect((await api().call('/helpers/flag', helper.token, { callId: calls.sanctioned, reason: 'The user shouted insults at me.' })).status).toBe(201);
    expect((await api().call('/helpers/flag', helper.token, { callId: calls.banned, reason: 'The user insulted me again.' })).status).toBe(201);
  }, 180_000);

  /** The console page, with the admin's session in storage (as after the sign-in). */
  const consolePage = (path: string, view: View) => openConsolePage(suite, adminToken, path, view);

  /** The category's card on /services, as a visitor in this language sees it after the edit. */
  async function publicCard(language: 'en' | 'ar') {
    const page = await suite.visitor({ viewport: 'desktop', language });
    await page.goto('/services');
    const card = page.getByTestId(`category-card-${SLUG}`);
    await card.waitFor();
    const price = await page.evaluate((code) => new Intl.NumberFormat(code, { style: 'currency', currency: 'USD' }).format(0.6), language);
    return { page, card, price };
  }

  it("edits a category's rate and its English and Arabic name and description; the public site shows them at once in both languages", async () => {
    // The public page before (the catalogue read and kept by the content service).
    const before = await publicCard('en');
    expect(await before.card.innerText()).toContain('Basic Tech Troubleshooting');

    const page = await consolePage(`/admin/content`, ['desktop', 'en']);
    await page.locator('nav.hw-area-nav').getByRole('link', { name: 'Content' }).waitFor();
    const list = page.getByRole('region', { name: 'Categories and specialties' });
    await list
      .getByRole('button', { name: /Basic Tech Troubleshooting/ })
      .first()
      .click();
    const editor = page.getByRole('article', { name: 'Basic Tech Troubleshooting' });
    await editor.getByLabel('Rate per minute (US$)').waitFor();
    expect(await editor.getByLabel('Rate per minute (US$)').inputValue()).toBe('0.45');
    for (const view of VIEW_WALK) {
      await showView(page, view);
      const shown = page.getByRole('article');
      await shown.getByRole('heading', { level: 2 }).waitFor();
      await expectReachable(page, shown.getByRole('button', { name: view[1] === 'en' ? 'Review and save' : 'مراجعة وحفظ' }));
      await expectNoSidewaysScroll(page);
      await loaded(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-content/category-${view.join('-')}`);
    }

    // A rate that is not money is refused with what to write.
    await showView(page, ['desktop', 'en']);
    const rate = editor.getByLabel('Rate per minute (US$)');
    await rate.fill('0.456');
    await editor.getByRole('button', { name: 'Review and save' }).click();
    await editor.getByText('Write the rate in dollars with up to two decimals, from 0 to 100.00 (for example 0.45).').waitFor();

    const english = editor.getByRole('group', { name: 'English' });
    const arabic = editor.getByRole('group', { name: 'Arabic (العربية)' });
    await rate.fill(EDIT.rate);
    await english.getByLabel('Name').fill(EDIT.nameEn);
    await english.getByLabel('Description').fill(EDIT.descriptionEn);
    await arabic.getByLabel('Name').fill(EDIT.nameAr);
    await arabic.getByLabel('Description').fill(EDIT.descriptionAr);
    await editor.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the changes to Basic Tech Troubleshooting?' });
    await dialog.getByText('These 5 changes go live on the public site as soon as you save:').waitFor();
    await dialog.getByText('Applies to calls that start after you save.', { exact: false }).waitFor();
    expect(await dialog.locator('[data-field="rate"] dd').innerText()).toMatch(/\$0\.45 \/ min[\s\S]*\$0\.60 \/ min/);
    await expectReachable(page, dialog.getByRole('button', { name: 'Save changes' }));
    await dialog.getByLabel('Reason (kept in the audit log)').fill('A clearer name, and printers are asked about often.');
    await screenshot(page, 'admin-content/category-confirm-desktop-en', ON_SCREEN);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('.hw-toast', { hasText: 'Basic Tech Troubleshooting is saved. The public site shows the change now.' }).waitFor();
    // The list shows the new name and rate in the same tab.
    await list.getByRole('button', { name: new RegExp(`${EDIT.nameEn}.*\\$0\\.60 / min`) }).waitFor();

    // The public site, with no redeploy: a visitor in English and one in Arabic.
    const en = await publicCard('en');
    await en.card.getByText(EDIT.nameEn).waitFor();
    await en.card.getByText(EDIT.descriptionEn).waitFor();
    expect(await en.card.locator('.hwp-rate').innerText()).toContain(en.price);
    await screenshot(en.page, 'admin-content/public-services-desktop-en');
    const ar = await publicCard('ar');
    await ar.card.getByText(EDIT.nameAr).waitFor();
    await ar.card.getByText(EDIT.descriptionAr).waitFor();
    expect((await ar.card.locator('.hwp-rate').innerText()).replace(/[\u2066-\u2069]/g, '')).toContain(ar.price);
    await screenshot(ar.page, 'admin-content/public-services-desktop-ar');
    // The visitor who had the page open before sees it on their next load.
    await before.page.reload();
    await before.card.getByText(EDIT.nameEn).waitFor();
  });

  it('dismisses one flag with a note, warns and bans from another (the user is refused after)', async () => {
    const page = await consolePage('/admin/flags', ['desktop', 'en']);
    const flag = (callId: string) => page.locator(`[data-call="${callId}"]`);
    await flag(calls.dismissed).waitFor();
    await flag(calls.sanctioned).getByText('The user shouted insults at me.').waitFor();
    expect(await flag(calls.dismissed).getByRole('heading', { level: 2 }).innerText()).toBe('A user flagged their helper');
    expect(await flag(calls.dismissed).innerText()).toContain('20 min 00 s');
    for (const view of VIEW_WALK) {
      await showView(page, view);
      const card = flag(calls.sanctioned);
      await card.waitFor();
      await expectReachable(page, card.getByRole('button', { name: view[1] === 'en' ? 'Ban the user' : 'حظر المستخدم' }));
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-content/flags-${view.join('-')}`);
    }

    await showView(page, ['desktop', 'en']);
    await flag(calls.dismissed).getByRole('button', { name: 'Dismiss' }).click();
    const dismiss = page.getByRole('dialog', { name: 'Dismiss this flag' });
    await dismiss.getByLabel('Why it needs nothing').fill('The recording shows the screen was shared.');
    await dismiss.getByRole('button', { name: 'Dismiss flag' }).click();
    await page.locator('.hw-toast', { hasText: 'The flag is dismissed.' }).waitFor();
    await flag(calls.dismissed).waitFor({ state: 'detached' });

    await flag(calls.sanctioned).getByRole('button', { name: 'Warn the user' }).click();
    const warn = page.getByRole('dialog', { name: 'Warn the user' });
    await warn.getByLabel('The warning the user will get').fill('Insulting a helper breaks our rules. Next time the account is banned.');
    await warn.getByRole('button', { name: 'Send warning' }).click();
    await page.locator('.hw-toast', { hasText: 'The warning to the user is recorded.' }).waitFor();
    await flag(calls.sanctioned).waitFor({ state: 'detached' });

    // The ban, on a phone in Arabic: the dialog says what a ban does before it is confirmed.
    await showView(page, ['mobile', 'ar']);
    await flag(calls.banned).getByRole('button', { name: 'حظر المستخدم' }).click();
    const ban = page.getByRole('dialog', { name: 'حظر المستخدم؟' });
    await ban.getByText('يؤدي الحظر إلى تسجيل خروج المستخدم من كل الأجهزة فورًا', { exact: false }).waitFor();
    await ban.getByLabel('سبب الحظر').fill('إهانة المساعدين بعد تحذير سابق.');
    await expectReachable(page, ban.getByRole('button', { name: 'حظر المستخدم' }));
    await screenshot(page, 'admin-content/flags-ban-mobile-ar', ON_SCREEN);
    await ban.getByRole('button', { name: 'حظر المستخدم' }).click();
    await page.locator('.hw-toast', { hasText: 'تم حظر المستخدم وتسجيل خروجه من كل الأجهزة.' }).waitFor();
    // Their session is over and they cannot sign in again.
    expect((await api().call('/users/find', user.token)).status).toBe(401);
    expect((await api().call('/auth/login', '', { identifier: 'user@helpwire.local', password: DEMO_PASSWORD })).status).toBe(403);
    // The dismissed flag in the reviewed list, with its note.
    await page.getByRole('button', { name: 'تمت مراجعتها' }).click();
    await flag(calls.dismissed).getByText('The recording shows the screen was shared.').waitFor();
  });

  it('the audit log finds each of those actions by action, with who, the reason and before/after', async () => {
    const page = await consolePage('/admin/audit', ['desktop', 'en']);
    const { search, find, row } = auditLog(page);
    const entries = page.locator('.hw-admin-entry');

    const edit = await find('category.update');
    expect(await row(edit, 'Rate per minute').innerText()).toMatch(/\$0\.45\s+\$0\.60/);
    expect(await row(edit, 'Name (Arabic)').innerText()).toContain(EDIT.nameAr);
    expect(await row(edit, 'Name (English)').innerText()).toContain(EDIT.nameEn);

    const dismissal = await find('flag.dismiss');
    expect(await dismissal.innerText()).toContain('Reason: The recording shows the screen was shared.');
    expect(await dismissal.innerText()).toContain(`${calls.dismissed}:USER`);
    expect(await row(dismissal, 'Reviewed').innerText()).toMatch(/No\s+Yes/);

    const warning = await find('account.warn');
    expect(await warning.innerText()).toContain('Insulting a helper breaks our rules.');
    expect(await warning.innerText()).toContain(user.id);

    const ban = await find('account.suspend');
    expect(await ban.innerText()).toContain('Reason: إهانة المساعدين بعد تحذير سابق.');
    expect(await row(ban, 'Banned').innerText()).toMatch(/No\s+Yes/);
    expect(await page.getByRole('button', { name: /edit|delete/i }).count()).toBe(0);

    // The category edit again, in every view.
    await search.getByLabel('Action').selectOption('category.update');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    for (const view of VIEW_WALK) {
      await showView(page, view);
      await entries.first().locator('table').waitFor();
      await expectReachable(page, page.getByRole('search').getByRole('button', { name: view[1] === 'en' ? 'Search' : 'بحث', exact: true }));
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-content/audit-${view.join('-')}`);
    }
  });
});
