import type { BrowserContext, Locator, Page } from 'playwright-core';
import { chooseView, newVisitor, screenshot } from './browser';
import { browserSuite } from './browser-suite';
import { DEMO_CATEGORY, DUBAI } from './call-pair';
import { demoApi, type DemoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable, isOnTop } from './on-screen';

// Each view walks the category, the bank's step and a ring.
jest.setTimeout(240_000);

const DEMO_PASSWORD = 'Dem0!pass-3ds';
/** Stripe's test card that asks for 3-D Secure on every payment (the sandbox follows it). */
const ALWAYS_3DS = '4000002760003184';
/** The demo user's first name, as the helper's ring shows it. */
const CALLER = 'Demo';
const ON_SCREEN = { fullPage: false };

const TEXT = {
  en: {
    connect: 'Connect with a helper',
    confirmTitle: 'Confirm instant match',
    confirm: 'Confirm',
    lead: 'Your bank asks you to confirm this payment before we call a helper.',
    approve: 'Complete authentication',
    fail: 'Fail authentication',
    callingTitle: 'Calling helper',
    ringingOne: 'Ringing 1 helper…',
    cancel: 'Cancel call',
    failed: 'Your bank could not confirm the payment, so no helper was called. Please choose another card.',
    paymentMethods: 'Go to Payment Methods',
  },
  ar: {
    connect: 'تواصل مع مساعد',
    confirmTitle: 'تأكيد المطابقة الفورية',
    confirm: 'تأكيد',
    lead: 'يطلب مصرفك تأكيد هذه الدفعة قبل أن نتصل بمساعد.',
    approve: 'إكمال التحقق',
    fail: 'إفشال التحقق',
    callingTitle: 'جارٍ الاتصال بمساعد',
    ringingOne: 'جارٍ الاتصال بـ 1 مساعد…',
    cancel: 'إلغاء المكالمة',
    failed: 'تعذّر على مصرفك تأكيد الدفعة، لذا لم نتصل بأي مساعد. يُرجى اختيار بطاقة أخرى.',
    paymentMethods: 'الانتقال إلى طرق الدفع',
  },
} as const;

/**
 * Issue 13's last point (decision 0031): a user whose card always asks for 3-D Secure presses call,
 * sees the bank's step (the sandbox's challenge) before anything rings, approves it, and the
 * helper's own browser rings; a failed step ends with the way to another card and rings nobody.
 */
describe('3-D Secure before ringing, the user and the helper each in Chromium', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD });
  let api: DemoApi;
  let userToken = '';
  let helperContext: BrowserContext;
  let helperPage: Page;

  beforeAll(async () => {
    api = demoApi(suite.product.url);
    const user = await api.signIn('/auth/login', 'user@helpwire.local', DEMO_PASSWORD);
    const helper = await api.signIn('/auth/login/helper', 'helper@helpwire.local', DEMO_PASSWORD);
    userToken = user.token;
    // The 3184 card, saved as the Payment Methods page saves it (its setup's own step approved), is the default.
    const intent = (await api.call<{ setupIntentId: string; clientSecret: string }>('/payment/create-setup-intent', userToken, {})).data;
    const confirmed = await api.call<{ status: string }>('/payment/sandbox/confirm-setup', userToken, {
      ...intent,
      cardNumber: ALWAYS_3DS,
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(confirmed.data.status).toBe('requires_action');
    expect((await api.call('/payment/sandbox/authenticate', userToken, { ...intent, outcome: 'approve' })).status).toBe(200);
    expect((await api.call('/payment/new-card-set-default', userToken, { setupIntentId: intent.setupIntentId })).status).toBe(200);

    // The helper waits on their dashboard, in a browser of their own.
    expect((await api.call('/helpers/available', helper.token, { isAvailable: true }, 'PUT')).status).toBe(200);
    helperContext = await newVisitor(suite.browser, { baseURL: suite.product.url, language: 'en', viewport: 'desktop' });
    await helperContext.addInitScript((stored) => {
      if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
    }, helper.token);
    helperPage = await helperContext.newPage();
    await helperPage.goto('/helper/dashboard');
    const heading = helperPage.getByRole('main').getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    await heading.click();
    await api.waitUntilMatchable(userToken, helper.id, DEMO_CATEGORY, DUBAI);
  }, 180_000);

  afterAll(async () => {
    await helperContext?.close();
    await userContext?.close();
  });

  /**
   * The demo user's one visitor for every test (a resize between sizes, the language applied by
   * the next load): a fresh visitor per view would cost a cold start each.
   */
  let userContext: BrowserContext | undefined;
  let userTab: Page | undefined;
  async function userPage(): Promise<Page> {
    if (userTab) return userTab;
    userContext = await newVisitor(suite.browser, { baseURL: suite.product.url, language: 'en', viewport: 'desktop' });
    await userContext.grantPermissions(['geolocation']);
    await userContext.setGeolocation(DUBAI);
    await userContext.addInitScript((stored) => {
      if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
    }, userToken);
    userTab = await userContext.newPage();
    return userTab;
  }

  const ringOnHelper = () => helperPage.getByRole('alertdialog', { name: `Incoming call ${CALLER}` });

  /** The demo user, signed in, at the category, through Connect and Confirm: the bank's step comes up. */
  async function pressCall(size: 'desktop' | 'mobile', language: 'en' | 'ar'): Promise<{ page: Page; challenge: Locator }> {
    const text = TEXT[language];
    const page = await userPage();
    await chooseView(page, [size, language]);
    await page.goto(`/service-categories?category=${DEMO_CATEGORY}`);
    const connect = page.getByRole('button', { name: text.connect });
    await connect.waitFor();
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.hw-calls-connect')?.disabled);
    await connect.click();
    await page.getByRole('dialog', { name: text.confirmTitle }).getByRole('button', { name: text.confirm, exact: true }).click();
    const challenge = page.getByRole('dialog').filter({ has: page.getByTestId('authentication-challenge') });
    await challenge.waitFor({ timeout: 15_000 });
    return { page, challenge };
  }

  it.each([
    ['desktop', 'en'],
    ['mobile', 'en'],
    ['desktop', 'ar'],
    ['mobile', 'ar'],
  ] as const)('at %s in %s: the step shows before anything rings; approved, the helper’s browser rings', async (size, language) => {
    const text = TEXT[language];
    const { page, challenge } = await pressCall(size, language);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await expectOnScreen(page, challenge.getByText(text.lead, { exact: true }));
    const approve = challenge.getByRole('button', { name: text.approve });
    const fail = challenge.getByRole('button', { name: text.fail });
    await expectReachable(page, approve);
    await expectReachable(page, fail);
    // What is under a finger at the approve button's centre is the button itself.
    const box = (await approve.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toBe(text.approve);
    if (language === 'ar') {
      // Mirrored: the approve button sits at the end of the line, left in Arabic (right in English).
      expect((await approve.boundingBox())!.x).toBeLessThan((await fail.boundingBox())!.x);
    }
    await expectNoSidewaysScroll(page);
    await screenshot(page, `call-3ds-challenge-${size}-${language}`, ON_SCREEN);

    // Nothing rang while the user reads the bank's step.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await ringOnHelper().count()).toBe(0);

    await approve.click();
    const calling = page.getByRole('dialog', { name: text.callingTitle });
    await expectOnScreen(page, calling.getByText(text.ringingOne));
    const ring = ringOnHelper();
    await ring.waitFor({ timeout: 15_000 });
    await expectOnScreen(helperPage, ring.getByText('Basic Tech Troubleshooting'));
    expect(await isOnTop(ring.getByRole('button', { name: 'Accept' }))).toBe(true);

    // The user cancels: the helper's ring goes, ready for the next view.
    await calling.getByRole('button', { name: text.cancel }).click();
    await ring.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('a failed step rings nobody and ends with the way to another card', async () => {
    const text = TEXT.en;
    const { page, challenge } = await pressCall('desktop', 'en');
    await challenge.getByRole('button', { name: text.fail }).click();
    const ended = page.getByRole('dialog', { name: 'A payment card is needed' });
    await expectOnScreen(page, ended.getByText(text.failed, { exact: true }));
    const toCards = ended.getByRole('link', { name: text.paymentMethods });
    await expectReachable(page, toCards);
    await screenshot(page, 'call-3ds-failed-desktop-en', ON_SCREEN);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await ringOnHelper().count()).toBe(0);
    await toCards.click();
    await page.waitForURL('**/payment-methods');
  });
});
