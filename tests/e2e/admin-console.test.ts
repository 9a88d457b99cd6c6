import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { io } from 'socket.io-client';
import { REALTIME_PATH } from '@helpwire/contracts';
import { tinyPdf, upload } from '../contract/files';
import { chooseView, loaded, screenshot, showView, VIEW_WALK, type View } from './browser';
import { browserSuite, codeSentTo, mailSentTo } from './browser-suite';
import { auditLog, consolePage as openConsolePage, withSession } from './admin-page';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';

// One product for the console's first screens (issue 24): the admin's sign-in, helper vetting, the support inbox.
jest.setTimeout(300_000);

const DEMO_PASSWORD = 'Dem0!pass-console';
const PASSWORD = 'Str0ng!pass-console';
const ON_SCREEN = { fullPage: false };
const CATEGORY = 'basic-tech-troubleshooting';
const DUBAI_MARINA = { latitude: 25.2048, longitude: 55.2708 };

/** RFC 6238 (SHA-1, 6 digits, 30 s): the code an authenticator app shows for a base32 secret. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** An ID card photo the admin can read: a card with a name and a number, as a PNG. */
async function idCardPng(name: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" rx="24" fill="#e6f2f1"/><rect x="32" y="96" width="160" height="200" rx="12" fill="#9fb7c9"/>
    <text x="224" y="80" font-family="sans-serif" font-size="34" font-weight="700" fill="#0f3d3a">IDENTITY CARD</text>
    <text x="224" y="160" font-family="sans-serif" font-size="30" fill="#1f2937">${name}</text>
    <text x="224" y="220" font-family="sans-serif" font-size="24" fill="#374151">No. 784-1990-1234567-1</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('The admin console in Chromium (issue 24): sign-in, helper vetting, support inbox', () => {
  // The full Chromium (not its headless shell): it has the PDF viewer, so a document is seen as an admin sees it.
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD }, { systemNotifications: true });
  const api = () => demoApi(suite.product.url);
  /** The admin's session once signed in through the page (later views start with it, as after a sign-in). */
  let adminToken = '';
  let recoveryCodes: string[] = [];
  let secret = '';
  const helpers: { id: string; email: string; token: string; first: string; last: string }[] = [];

  /** A helper who signed up with an ID card (a photo) and a document (a PDF), verified and waiting in review. */
  async function helperInReview(first: string, last: string): Promise<void> {
    const email = `${first.toLowerCase()}.${Date.now().toString(36)}@example.com`;
    const card = await upload(suite.product.url, { content: await idCardPng(`${first} ${last}`), name: 'id-card.png', type: 'image/png', purpose: 'ID_CARD' });
    const licence = await upload(suite.product.url, { content: tinyPdf(), name: 'trade-licence.pdf', purpose: 'DOCUMENT' });
    expect([card.status, licence.status]).toEqual([201, 201]);
    const signUp = await api().call('/auth/signup/helper', '', {
      firstName: first,
      lastName: last,
      username: email.split('@')[0],
      email,
      phone: `+97155${String(Date.now()).slice(-7)}`,
      gender: 'Female',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      languages: [{ label: 'English', value: 'en' }],
      categories: [{ label: 'Basic Tech Troubleshooting', value: 'basic-tech-troubleshooting' }],
      location: { ...DUBAI_MARINA, address: 'Dubai Marina' },
      acceptTerms: true,
      idCard: card.body.data.id,
      documents: [licence.body.data.id],
    });
    expect(signUp.status).toBe(201);
    expect((await api().call('/auth/verifyotp', '', { email, code: await codeSentTo(suite.product.url, email) })).status).toBe(200);
    const { token, id } = await api().signIn('/auth/login/helper', email, PASSWORD);
    helpers.push({ id, email, token, first, last });
  }

  beforeAll(async () => {
    await helperInReview('Rania', 'Khalil');
    await helperInReview('Yusuf', 'Mansour');
    // A message to support, as the help centre's form sends it.
    const sent = await api().call('/contactus/create', '', {
      name: 'Maya Karam',
      email: 'maya.support@example.com',
      subject: 'The helper never joined',
      message: 'I waited five minutes and nobody came.\nCan I get my money back?',
    });
    expect(sent.status).toBe(201);
    // A reader of the newsletter, subscribed from the site's footer in Arabic.
    const subscribed = await fetch(`${suite.product.url}/api/v1/news/subscriber`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({ email: 'layla.reader@example.com' }),
    });
    expect(subscribed.status).toBe(200);
  }, 180_000);

  const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

  /** The console page, with the admin's session in storage (as after the sign-in below). */
  const consolePage = (path: string, view: View) => openConsolePage(suite, adminToken, path, view);

  it('an admin signs in: a visitor to /admin is asked to sign in, the password, then the second factor (enrolled from the QR code the first time, with the recovery codes once), then the overview', async () => {
    const page = await suite.visitor({ viewport: 'desktop', language: 'en' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in' && url.searchParams.get('returnTo') === '/admin');
    // The password step in every view (a reload in each language).
    for (const view of VIEW_WALK) {
      await showView(page, view);
      await heading(page).waitFor();
      expect(await heading(page).innerText()).toBe(view[1] === 'en' ? 'Sign in to the console' : 'تسجيل الدخول إلى لوحة التشغيل');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(view[1] === 'ar' ? 'rtl' : 'ltr');
      await expectReachable(page, page.getByRole('main').getByRole('button', { name: view[1] === 'en' ? 'Continue' : 'متابعة' }));
      await expectNoSidewaysScroll(page);
      await loaded(page);
      await screenshot(page, `admin-console/sign-in-password-${view.join('-')}`, ON_SCREEN);
    }
    // Nothing of the admin remote before the admin is signed in.
    expect(requested.filter((path) => path.startsWith('/mf/admin/'))).toEqual([]);

    await showView(page, ['desktop', 'en']);
    await page.getByLabel('Email', { exact: true }).fill('admin@helpwire.local');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
    const refused = page.getByRole('main').getByRole('alert');
    await expectOnScreen(page, refused);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();

    // The demo admin's first sign-in (decision 0064): the second factor is set up now.
    await page.getByRole('heading', { level: 1, name: 'Set up your second factor' }).waitFor();
    {
      // The QR code (dark modules drawn) and the key in groups, both on screen at each size.
      const qr = page.getByRole('img', { name: 'QR code that adds Helpwire to an authenticator app' });
      secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      for (const size of ['desktop', 'mobile'] as const) {
        await chooseView(page, [size, 'en']);
        await expectOnScreen(page, qr);
        await expectReachable(page, page.getByRole('button', { name: 'Turn on and continue' }));
        await expectNoSidewaysScroll(page);
        await screenshot(page, `admin-console/sign-in-enrol-${size}-en`);
      }
      await page.getByLabel('6-digit code').fill(totp(secret));
      await page.getByRole('button', { name: 'Turn on and continue' }).click();
      await page.getByRole('heading', { level: 1, name: 'Save your recovery codes' }).waitFor();
      recoveryCodes = await page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').allInnerTexts();
      expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
      const go = page.getByRole('button', { name: 'Continue to the console' });
      expect(await go.isDisabled()).toBe(true);
      await expectReachable(page, page.getByRole('button', { name: 'Download' }));
      await screenshot(page, 'admin-console/sign-in-recovery-codes-mobile-en');
      await chooseView(page, ['desktop', 'en']);
      await screenshot(page, 'admin-console/sign-in-recovery-codes-desktop-en');
      await page.getByLabel('I have saved these codes somewhere safe').check();
      await go.click();
    }
    await page.getByRole('heading', { level: 1, name: 'Operations overview' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    adminToken = (await page.evaluate(() => localStorage.getItem('_CCAA00'))) ?? '';
    expect(adminToken).not.toBe('');
    // The console's own sidebar, from the admin remote, now loaded.
    expect(requested.some((path) => path.startsWith('/mf/admin/'))).toBe(true);
    await page.locator('nav.hw-area-nav').getByRole('link', { name: 'Helper vetting' }).waitFor();
  });

  it('signs in again in Arabic on a phone: the code step, then a recovery code instead', async () => {
    const page = await suite.visitor({ viewport: 'mobile', language: 'ar' });
    await page.goto('/admin/sign-in');
    const main = page.getByRole('main');
    await main.getByLabel('البريد الإلكتروني').fill('admin@helpwire.local');
    await main.getByLabel('كلمة المرور').fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'متابعة' }).click();
    await page.getByRole('heading', { level: 1, name: 'أدخل الرمز' }).waitFor();
    await expectReachable(page, main.getByRole('button', { name: 'تسجيل الدخول' }));
    await screenshot(page, 'admin-console/sign-in-code-mobile-ar', ON_SCREEN);
    await chooseView(page, ['desktop', 'ar']);
    await screenshot(page, 'admin-console/sign-in-code-desktop-ar', ON_SCREEN);
    await main.getByRole('button', { name: 'فقدت هاتفك؟ استخدم رمز استرداد' }).click();
    await main.getByLabel('رمز الاسترداد').fill(recoveryCodes[0]!);
    await main.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.getByRole('heading', { level: 1, name: 'نظرة عامة على التشغيل' }).waitFor();
  });

  it("the overview shows right now, today's figures and every queue, and leads into each, in every view", async () => {
    const page = await consolePage('/admin', ['desktop', 'en']);
    for (const view of VIEW_WALK) {
      await showView(page, view);
      const en = view[1] === 'en';
      const queues = page.getByRole('region', { name: en ? 'Waiting for you' : 'بانتظارك' });
      const queue = (title: string) => queues.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
      const helpersQueue = queue(en ? 'Helpers waiting for review' : 'مساعدون بانتظار المراجعة');
      await helpersQueue.getByText(en ? '2 helpers waiting' : 'مساعدان بانتظار المراجعة').waitFor();
      await expectReachable(page, helpersQueue.getByRole('link', { name: en ? 'Review helpers' : 'مراجعة المساعدين' }));
      await queue(en ? 'New messages to support' : 'رسائل جديدة إلى الدعم')
        .getByText(en ? '1 new message' : 'رسالة جديدة واحدة')
        .waitFor();
      // Today's money in the reader's format: nothing charged yet on this product.
      const today = page.getByRole('region', { name: en ? 'Today' : 'اليوم' });
      await today
        .getByText(en ? '$0.00' : /0[.,٫]00/)
        .first()
        .waitFor();
      // Right now and Today side by side at 1366 px, one above the other on a phone.
      const now = await page.getByRole('region', { name: en ? 'Right now' : 'الآن' }).boundingBox();
      const todayBox = await today.boundingBox();
      if (view[0] === 'desktop') expect(Math.abs(now!.y - todayBox!.y)).toBeLessThan(2);
      else expect(todayBox!.y).toBeGreaterThan(now!.y + now!.height - 1);
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-console/overview-${view.join('-')}`);
    }
  });

  /** A helper's dashboard with their session in storage (as after their sign-in), the channel open. */
  async function helperDashboard(token: string): Promise<Page> {
    const page = await suite.visitor();
    await withSession(page, token);
    await page.goto('/helper/dashboard');
    await page.locator('[data-panel="state"]').waitFor();
    return page;
  }

  /**
   * The approval reaches the helper's open dashboard: the notice's toast, then the switch to go
   * online without a reload; once on, a user's instant match from where she works rings her page.
   */
  async function expectApprovedHelperRung(helperPage: Page, helperId: string): Promise<void> {
    await helperPage.locator('.hw-toast', { hasText: 'New Notification Recieved' }).waitFor({ timeout: 10_000 });
    const state = helperPage.locator('[data-panel="state"]');
    await state.getByText('Verified helper').waitFor();
    const online = state.getByRole('switch', { name: /Availability/ });
    await expectReachable(helperPage, online);
    await online.click();
    await state.locator('[role="switch"][aria-checked="true"]').waitFor();
    await screenshot(helperPage, 'admin-console/approved-helper-dashboard-desktop-en', ON_SCREEN);

    const user = await api().signIn('/auth/login', 'user@helpwire.local', DEMO_PASSWORD);
    await api().addDefaultCard(user.token);
    await api().waitUntilMatchable(user.token, helperId, CATEGORY, DUBAI_MARINA);
    const socket = io(suite.product.url, { path: REALTIME_PATH, transports: ['websocket'], auth: { token: user.token }, reconnection: false, forceNew: true });
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
      const ack = (await socket.timeout(10_000).emitWithAck('call-helper', { categoryId: CATEGORY, ...DUBAI_MARINA })) as { ok: boolean; ringing?: number };
      expect(ack).toMatchObject({ ok: true });
      const ring = helperPage.getByRole('alertdialog');
      await ring.getByText('Basic Tech Troubleshooting').waitFor({ timeout: 10_000 });
      await expectReachable(helperPage, ring.getByRole('button', { name: 'Accept' }));
      await screenshot(helperPage, 'admin-console/approved-helper-rung-desktop-en', ON_SCREEN);
      await socket.timeout(10_000).emitWithAck('cancel-calling-helper', {});
      await ring.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
    } finally {
      socket.disconnect();
    }
  }

  it("opens a helper's ID card and document in the page, approves one (their state changes) and rejects another with the reason they see", async () => {
    const [rania, yusuf] = helpers as [(typeof helpers)[number], (typeof helpers)[number]];
    const page = await consolePage('/admin/helpers', ['desktop', 'en']);
    const queue = page.locator('.hw-admin-queue__list');
    await queue.getByRole('button', { name: /Rania Khalil/ }).waitFor();
    // Oldest first.
    expect(await queue.locator('.hw-admin-queue__name').allInnerTexts()).toEqual(['Rania Khalil', 'Yusuf Mansour']);
    await queue.getByRole('button', { name: /Rania Khalil/ }).click();
    const detail = page.getByRole('article', { name: 'Rania Khalil' });
    // The ID card photo decoded in the page, the PDF in a frame with its download.
    const card = detail.getByRole('img', { name: 'ID card: id-card.png' });
    await card.waitFor();
    await expect(card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).resolves.toBe(640);
    await card.scrollIntoViewIfNeeded();
    await expectOnScreen(page, card);
    const pdf = detail.locator('iframe[title="Document 1: trade-licence.pdf"]');
    await pdf.waitFor();
    expect(await pdf.getAttribute('src')).toMatch(/^blob:/);
    // Shown by the browser's PDF viewer inside the frame, under the page's Content-Security-Policy (frame-src blob:).
    const viewer = () => page.frames().some((frame) => frame.url().startsWith('chrome-extension://'));
    for (let i = 0; i < 100 && !viewer(); i++) await page.waitForTimeout(100);
    expect(viewer()).toBe(true);
    await detail.getByRole('link', { name: 'PDF not showing? Download it to read it.' }).waitFor();
    for (const view of VIEW_WALK) {
      await showView(page, view);
      const shown = page.getByRole('article', { name: 'Rania Khalil' });
      await shown.getByRole('img').first().waitFor();
      await expectReachable(page, shown.getByRole('button', { name: view[1] === 'en' ? 'Approve' : 'قبول' }));
      await expectNoSidewaysScroll(page);
      await loaded(page);
      // From the top: the sticky header and sidebar where a reader sees them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-console/helper-${view.join('-')}`);
    }

    // Rania waits on her dashboard, in review; Yusuf on his.
    const raniaPage = await helperDashboard(rania.token);
    await raniaPage.getByText('In Review').waitFor();
    const yusufPage = await helperDashboard(yusuf.token);

    // Approve Rania: the queue has Yusuf only, and Rania is approved.
    await showView(page, ['desktop', 'en']);
    await page.getByRole('article', { name: 'Rania Khalil' }).getByRole('button', { name: 'Approve' }).click();
    await page.locator('.hw-toast', { hasText: 'Rania Khalil is approved and can now take calls.' }).waitFor();
    await page.getByRole('article').waitFor({ state: 'detached' });
    expect(await queue.locator('.hw-admin-queue__name').allInnerTexts()).toEqual(['Yusuf Mansour']);
    const approved = await api().call<{ verificationStatus: string }>('/users/find', rania.token);
    expect(approved.data.verificationStatus).toBe('APPROVED');
    await expectApprovedHelperRung(raniaPage, rania.id);

    // Reject Yusuf with a reason, on a phone (once the approval's toast has gone).
    await page.locator('.hw-toast').waitFor({ state: 'detached', timeout: 15_000 });
    await chooseView(page, ['mobile', 'en']);
    await queue.getByRole('button', { name: /Yusuf Mansour/ }).click();
    const reject = page.getByRole('article', { name: 'Yusuf Mansour' }).getByRole('button', { name: 'Reject' });
    await expectReachable(page, reject);
    await reject.click();
    const dialog = page.getByRole('dialog', { name: 'Reject Yusuf Mansour' });
    await dialog.getByRole('button', { name: 'Reject helper' }).click();
    await dialog.getByText('Write the reason the helper will see.').waitFor();
    await dialog.getByLabel('Reason Yusuf Mansour will see').fill('The ID card photo is blurred: please upload a sharper one.');
    await expectReachable(page, dialog.getByRole('button', { name: 'Reject helper' }));
    await screenshot(page, 'admin-console/reject-dialog-mobile-en', ON_SCREEN);
    await dialog.getByRole('button', { name: 'Reject helper' }).click();
    await page.locator('.hw-toast', { hasText: 'Yusuf Mansour was rejected. They will see your reason.' }).waitFor();
    const rejected = await api().call<{ verificationStatus: string; rejectionReason: string }>('/users/find', yusuf.token);
    expect(rejected.data).toMatchObject({ verificationStatus: 'REJECTED', rejectionReason: 'The ID card photo is blurred: please upload a sharper one.' });
    await page.getByText('No helpers are waiting for review.').waitFor();
    // Yusuf's dashboard turns to the reason without a reload, with where to send new documents.
    const refused = yusufPage.locator('[data-panel="state"]');
    await refused.getByText('Reason: The ID card photo is blurred: please upload a sharper one.').waitFor();
    await expectReachable(yusufPage, refused.getByRole('link', { name: 'Send new documents' }));
    await screenshot(yusufPage, 'admin-console/rejected-helper-dashboard-desktop-en', ON_SCREEN);

    // The decisions in the approved and rejected lists.
    await page.getByRole('button', { name: 'Rejected', exact: true }).click();
    await page
      .locator('.hw-admin-queue__list')
      .getByRole('button', { name: /Yusuf Mansour/ })
      .click();
    await page.getByText('Reason given: The ID card photo is blurred: please upload a sharper one.').waitFor();
    await page.getByRole('button', { name: 'All helpers' }).click();
    await page.getByRole('button', { name: 'Approved', exact: true }).click();
    await page
      .locator('.hw-admin-queue__list')
      .getByRole('button', { name: /Rania Khalil/ })
      .waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'admin-console/approved-list-mobile-en');
  });

  it('answers a message to support in the page: the writer gets the answer by e-mail, the message moves to Answered, then is closed', async () => {
    const page = await consolePage('/admin/support', ['desktop', 'en']);
    const message = page.locator('.hw-admin-message', { hasText: 'The helper never joined' });
    for (const view of VIEW_WALK) {
      await showView(page, view);
      await message.getByText('I waited five minutes and nobody came.').waitFor();
      await expectReachable(page, message.getByRole('button', { name: view[1] === 'en' ? 'Answer' : 'رد', exact: true }));
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-console/support-${view.join('-')}`);
    }
    // On a phone in English: write the answer and send it.
    await showView(page, ['mobile', 'en']);
    await message.getByRole('button', { name: 'Answer', exact: true }).click();
    const answer = message.getByLabel('Your answer to Maya Karam');
    await answer.fill('Hello Maya,\nwe are sorry: the call is refunded in full. It reaches your card in 5 to 10 days.');
    const send = message.getByRole('button', { name: 'Send answer' });
    await expectReachable(page, send);
    await screenshot(page, 'admin-console/support-answer-mobile-en', ON_SCREEN);
    await send.click();
    await page.locator('.hw-toast', { hasText: 'Answer sent to maya.support@example.com.' }).waitFor();
    // It leaves the new messages; under Answered, with the answer under it.
    await page.getByText('No new messages. Everyone has an answer.').waitFor();
    const mail = await mailSentTo(suite.product.url, 'maya.support@example.com', 'Re: The helper never joined');
    expect(mail.text).toContain('the call is refunded in full');
    await page.getByRole('button', { name: 'Answered', exact: true }).click();
    await message.getByText('we are sorry: the call is refunded in full.', { exact: false }).waitFor();
    await showView(page, ['desktop', 'ar']);
    await message.getByText('تم الرد', { exact: true }).first().waitFor();
    await screenshot(page, 'admin-console/support-answered-desktop-ar', ON_SCREEN);
    await message.getByRole('button', { name: 'إغلاق' }).click();
    await page.getByText('لا رسائل تم الرد عليها بعد.').waitFor();
  });

  it("lists the newsletter's subscribers and exports them as CSV with a reason, in every view", async () => {
    const page = await consolePage('/admin/newsletter', ['desktop', 'en']);
    for (const view of VIEW_WALK) {
      await showView(page, view);
      const row = page.getByRole('listitem').filter({ hasText: 'layla.reader@example.com' });
      await row.waitFor();
      await expectReachable(page, row.getByRole('button', { name: view[1] === 'en' ? 'Unsubscribe' : 'إلغاء الاشتراك' }));
      await expectReachable(page, page.getByRole('button', { name: view[1] === 'en' ? 'Export CSV' : 'تصدير CSV' }));
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-console/newsletter-${view.join('-')}`);
    }
    await showView(page, ['desktop', 'en']);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export the subscribers' });
    await dialog.getByLabel('Why are you exporting the list?').fill('December mailing');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^helpwire-newsletter-\d{8}-\d{4}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toBe('email,language,subscribed_at');
    expect(lines.some((line) => line.startsWith('layla.reader@example.com,ar,'))).toBe(true);
  });

  it('finds every one of those decisions in the audit log, with the admin, the helper or message and the reason', async () => {
    const [rania, yusuf] = helpers as [(typeof helpers)[number], (typeof helpers)[number]];
    const page = await consolePage('/admin/audit', ['desktop', 'en']);
    const { find, row } = auditLog(page);
    const approval = await find('helper.approve');
    expect(await approval.innerText()).toContain(rania.id);
    // Who decided: the signed-in admin's account (the session token's subject).
    const adminId = (JSON.parse(Buffer.from(adminToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    expect(await approval.innerText()).toContain(adminId);
    const rejection = await find('helper.reject');
    expect(await rejection.innerText()).toContain(yusuf.id);
    expect(await rejection.innerText()).toContain('Reason: The ID card photo is blurred: please upload a sharper one.');
    expect(await row(await find('contact.reply'), 'Status').innerText()).toMatch(/New\s+Answered/);
    expect(await row(await find('contact.close'), 'Status').innerText()).toMatch(/Answered\s+Closed/);
    const exported = await find('newsletter.export');
    expect(await exported.innerText()).toContain('Reason: December mailing');
    expect(await row(exported, 'Addresses').innerText()).toMatch(/\s1\s*$/);
  });

  it('a user signed in who opens /admin goes home, without the admin remote', async () => {
    const user = await api().signIn('/auth/login', 'user@helpwire.local', DEMO_PASSWORD);
    const page = await suite.visitor({ viewport: 'desktop', language: 'en' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.context().addInitScript((stored) => localStorage.setItem('_CCAA00', stored), user.token);
    await page.goto('/admin/helpers');
    await page.waitForURL((url) => url.pathname === '/');
    expect(requested.filter((path) => path.startsWith('/mf/admin/'))).toEqual([]);
  });
});
