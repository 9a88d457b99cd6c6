import type { Page } from 'playwright-core';
import { Client } from 'pg';
import { screenshot, seriousA11yViolations } from './browser';
import { browserSuite, codeSentTo, mailSentTo } from './browser-suite';
import { demoApi } from './demo-api';
import { expectReachable } from './on-screen';

const DEMO_PASSWORD = 'Dem0!pass-e2e';
const DUBAI = { latitude: 25.2048, longitude: 55.2708 };

/** A one-page PDF and a PNG, as a person would pick them from disk. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** The messages to support with this subject, as the content service stored them. */
async function storedContactMessages(databaseUrl: string, subject: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('select email, message, language from content.contact_messages where subject = $1', [subject])).rows;
  } finally {
    await client.end();
  }
}

describe('accounts in Chromium: helper documents and approval, profile, role switch, Arabic', () => {
  // The demo accounts of the all-in-one start, with a known password.
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD });
  const api = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const response = await fetch(`${suite.product.url}/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; data: any } };
  };
  const firstCategory = async () => ((await api('/category/getNonSubCategories')).body.data as { name: string }[])[0]!.name;

  async function signIn(page: Page, area: 'user' | 'helper', email: string) {
    await page.goto(`/${area}/sign-in`);
    await page.getByLabel('Email or phone').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === (area === 'helper' ? '/helper/dashboard' : '/dashboard'));
  }

  it('a helper signs up with PDF documents, waits In Review, an admin approves, and the helper goes available', async () => {
    const page = await suite.visitor({ geolocation: DUBAI });
    const id = Date.now().toString(36);
    const email = `omar.${id}@example.com`;
    await page.goto('/helper/sign-up');

    // Step 1 of 4: the account.
    await page.getByLabel('First name').fill('Omar');
    await page.getByLabel('Last name').fill('Saleh');
    await page.getByLabel('Username').fill(`omar.${id}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone number').fill(`+97150${String(Date.now()).slice(-7)}`);
    await page.getByLabel('Gender').selectOption('Male');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Confirm password').fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: skills and place.
    await page.getByRole('heading', { name: /Step 2 of 4/ }).waitFor();
    await page.getByRole('checkbox', { name: 'English' }).check();
    await page
      .locator('main')
      .getByRole('checkbox', { name: await firstCategory() })
      .check();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.locator('main').getByLabel('Address', { exact: true }).fill('Dubai Marina');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: the ID card and the documents, checked by content on the server.
    await page.getByRole('heading', { name: /Step 3 of 4: ID card and documents/ }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('ID card is required').first().waitFor();
    await page.getByLabel('Required documents').setInputFiles({ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: PNG });
    await page.getByText('Only PDF files are allowed').first().waitFor();
    await page.getByRole('button', { name: 'Dismiss diploma.pdf' }).click();
    await page.getByLabel('ID card', { exact: true }).setInputFiles(pdf('id-card.pdf'));
    await page.getByLabel('Required documents').setInputFiles([pdf('diploma.pdf'), pdf('licence.pdf')]);
    await page.getByRole('button', { name: 'Remove licence.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Remove diploma.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: review and terms.
    await page.getByRole('heading', { name: /Step 4 of 4/ }).waitFor();
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.insertText(await codeSentTo(suite.product.url, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/helper\/dashboard$/);

    // Their home says where the admin's check stands, and shows nothing they cannot use yet.
    await page.locator('main h1', { hasText: 'Welcome back, Omar' }).waitFor();
    await page.locator('main').getByTestId('verification-banner').getByText('In Review').waitFor();
    await expect(page.locator('main [role="switch"]').count()).resolves.toBe(0);
    await expect(page.locator('[data-panel="today"], [data-panel="recent"]').count()).resolves.toBe(0);
    // The documents they sent, each to open: the ID card first, then the documents (uploaded side by
    // side, so in the order their uploads finished).
    const sent = await page.locator('[data-panel="documents"] li a').allTextContents();
    expect([sent[0], sent.slice(1).sort()]).toEqual(['id-card.pdf', ['diploma.pdf', 'licence.pdf']]);
    await screenshot(page, 'helper-home-in-review-desktop-en');

    // In review: the banner says so and there is no availability switch yet.
    await page.goto('/helper/profile-management');
    await page.getByRole('heading', { name: 'Profile Management' }).waitFor();
    await page.getByTestId('verification-banner').getByText('In Review').waitFor();
    await expect(page.getByRole('switch', { name: 'Availability' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'diploma.pdf' }).count()).resolves.toBe(1);

    // The admin (seeded by the all-in-one start) finds the helper with both documents and approves.
    const admin = await demoApi(suite.product.url).signInAdmin('admin@helpwire.local', DEMO_PASSWORD);
    const inReview = await api('/admin/helpers?status=IN_REVIEW', { token: admin.token });
    const helper = (inReview.body.data as { email: string; documents: { name: string }[] }[]).find((h) => h.email === email);
    expect(helper?.documents.map((d) => d.name).sort()).toEqual(['diploma.pdf', 'licence.pdf']);
    expect((await api('/admin/helpers/review', { method: 'POST', token: admin.token, body: { helper: email, approve: true } })).status).toBe(200);

    await page.reload();
    const availability = page.locator('main').getByRole('switch', { name: 'Availability' });
    await availability.waitFor();
    await page.getByTestId('verification-banner').getByText('Verified helper').waitFor();
    expect(await availability.getAttribute('aria-checked')).toBe('false');
    await availability.click();
    await page.getByText('Availability updated successfully').first().waitFor();
    await page.waitForFunction(() => document.querySelector('main [role="switch"]')?.getAttribute('aria-checked') === 'true');
    const token = await page.evaluate(() => localStorage.getItem('_CCAA00'));
    expect((await api('/users/find', { token: token! })).body.data.isAvailable).toBe(true);

    // The header carries the same switch: beside the bell on large screens, in the avatar menu on small ones.
    await expect(page.getByRole('banner').getByRole('switch', { name: 'Availability' }).getAttribute('aria-checked')).resolves.toBe('true');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Account menu' }).click();
    const inMenu = page.getByRole('menu').getByRole('switch', { name: 'Availability' });
    await inMenu.waitFor();
    await inMenu.click();
    await page.waitForFunction(() => document.querySelector('[role="menu"] [role="switch"]')?.getAttribute('aria-checked') === 'false');
    expect((await api('/users/find', { token: token! })).body.data.isAvailable).toBe(false);
  }, 120_000);

  it('a user edits the profile, adds the helper role, and switches between the roles both ways', async () => {
    const page = await suite.visitor({ geolocation: DUBAI });
    await signIn(page, 'user', 'user@helpwire.local');
    // Without a picture of their own, people get the default one, and it loads.
    await page.waitForFunction(() => {
      const avatar = document.querySelector<HTMLImageElement>('header img.hw-avatar');
      return avatar?.complete === true && avatar.naturalWidth > 0 && avatar.src.endsWith('/default-avatar.svg');
    });

    await page.goto('/profile-management');
    await page.getByRole('heading', { name: 'Profile Management' }).waitFor();
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Bio').fill('I fix my own bike, mostly.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await page.reload();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Dana');
    await expect(page.getByLabel('Bio').inputValue()).resolves.toBe('I fix my own bike, mostly.');

    // The user has no helper role yet: the switcher opens the helper form, which adds it.
    await page.getByRole('button', { name: 'Switch role: Switch to Helper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Helper sign up' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: await firstCategory() }).check();
    await dialog.getByLabel('ID card', { exact: true }).setInputFiles(pdf('id.pdf'));
    await dialog.getByLabel('Required documents').setInputFiles(pdf('certificate.pdf'));
    await dialog.getByRole('button', { name: 'Remove certificate.pdf' }).waitFor();
    await dialog.getByRole('button', { name: 'Add helper account' }).click();
    await page.waitForURL(/\/helper\/dashboard$/);
    await page.getByText('Helper login successfully').first().waitFor();

    // And back: the account now holds both roles.
    await page.getByRole('button', { name: 'Switch role: Switch to User' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('User login successfully').first().waitFor();
    await page.getByRole('button', { name: 'Switch role: Switch to Helper' }).click();
    await page.waitForURL(/\/helper\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('_CCAA00'));
    const me = (await api('/users/find', { token: token! })).body.data;
    expect(me).toMatchObject({ role: { name: 'HELPER' }, roleId: 2, firstName: 'Dana', verificationStatus: 'IN_REVIEW' });
    expect([...me.roles].sort()).toEqual(['HELPER', 'USER']);
  }, 120_000);

  it('the help centre: the search finds an article in English and in Arabic; a message to support is stored', async () => {
    const page = await suite.visitor();
    await signIn(page, 'user', 'user@helpwire.local');
    await page.getByRole('link', { name: 'Help', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor();
    const search = page.getByRole('searchbox', { name: /Search the help centre|ابحث في مركز المساعدة/ });
    await search.fill('tab fees');
    const articles = page.locator('[data-article]');
    await expect(articles.evaluateAll((all) => all.map((a) => a.getAttribute('data-article')))).resolves.toEqual(['billing']);
    await expect(page.locator('[data-article="billing"]').getAttribute('open')).resolves.toBe('');
    await page
      .locator('[data-article="billing"]')
      .getByText(/once the tab reaches \$10\.00 or after 7 days/)
      .waitFor();
    await screenshot(page, 'help-search-desktop-en', { fullPage: true });

    // The same article found by its Arabic words, right to left, at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await search.fill('الحساب المؤجل');
    await expect(articles.evaluateAll((all) => all.map((a) => a.getAttribute('data-article')))).resolves.toEqual(['billing']);
    await page.locator('[data-article="billing"] summary', { hasText: 'الدفع مقابل المكالمات والحساب المؤجل' }).waitFor();
    await screenshot(page, 'help-search-mobile-ar', { fullPage: true });

    // "Still need help?": filled in with the account, stored where support reads it.
    await search.fill('');
    const contact = page.locator('[data-panel="contact"]');
    await expect(contact.getByLabel('بريدك الإلكتروني').inputValue()).resolves.toBe('user@helpwire.local');
    const subject = `Refund ${Date.now().toString(36)}`;
    await contact.getByLabel('الموضوع').fill(subject);
    await contact.getByLabel('كيف يمكننا مساعدتك؟').fill('My call dropped after a minute.');
    const send = contact.getByRole('button', { name: 'أرسل الرسالة' });
    await expectReachable(page, send);
    await send.click();
    await contact.getByRole('status').getByText('user@helpwire.local').waitFor();
    const stored = await storedContactMessages(suite.product.databaseUrl, subject);
    expect(stored).toEqual([{ email: 'user@helpwire.local', message: 'My call dropped after a minute.', language: 'ar' }]);
    // Confirmed by e-mail, in the language it was written in, with a reference and none of the typed words.
    const confirmation = await mailSentTo(suite.product.url, 'user@helpwire.local', 'وصلتنا رسالتك');
    expect(confirmation.text).toMatch(/رقمك المرجعي: [0-9A-F]{8}/);
    expect(confirmation.text).not.toContain('My call dropped');
    await screenshot(page, 'help-contact-sent-mobile-ar');
  });

  it('the auth modal in Arabic is right-to-left, in Arabic, with no serious accessibility issue', async () => {
    const page = await suite.visitor({ language: 'ar' });
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await dialog.textContent()).toMatch(/[\u0600-\u06FF]/);
    const violations = await seriousA11yViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await screenshot(page, 'auth-modal-sign-in-ar-desktop');
  });
});
