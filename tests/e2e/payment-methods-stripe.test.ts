import { DOUBLE_TEST_CARDS, StripeDouble, type DoubleTestCard } from '@helpwire/payment/testing';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot } from './browser';
import { startProduct, type RunningProduct } from './product';

jest.setTimeout(120_000);

const DEMO_PASSWORD = 'Dem0!pass-stripe';
const PUBLISHABLE_KEY = 'pk_test_helpwireE2e0123456789';

/**
 * Stripe.js as the test provides it (window.Stripe, set before the app loads: loadStripe uses it and
 * fetches nothing). Its CardElement is a plain input; confirmCardSetup asks the test, which confirms
 * the SetupIntent at the local Stripe double the payment service talks to, as Stripe would.
 */
function installStripeDouble(): void {
  type Confirm = (clientSecret: string, cardNumber: string) => Promise<unknown>;
  const page = window as unknown as { helpwireStripeConfirm: Confirm; Stripe: unknown; stripeCalls: unknown[] };
  page.stripeCalls = [];
  let input: HTMLInputElement | undefined;
  const element = {
    mount(node: HTMLElement) {
      input = document.createElement('input');
      input.setAttribute('aria-label', 'Card number (Stripe double)');
      node.appendChild(input);
    },
    on() {},
    off() {},
    update() {},
    destroy() {},
  };
  const stripe = {
    elements: () => ({ create: () => element, getElement: () => element, update() {} }),
    createToken() {},
    createPaymentMethod() {},
    confirmCardPayment() {},
    async confirmCardSetup(clientSecret: string, data: { payment_method: { card: unknown; billing_details?: { name: string } } }) {
      page.stripeCalls.push({ clientSecret, withCardElement: data.payment_method.card === element, name: data.payment_method.billing_details?.name ?? null });
      return page.helpwireStripeConfirm(clientSecret, (input?.value ?? '').replace(/\s/g, ''));
    },
  };
  page.Stripe = Object.assign((key: string) => (page.stripeCalls.push({ key }), stripe), { version: 'endive' });
}

describe('Payment Methods with the Stripe provider in Chromium (Stripe.js and Stripe are doubles)', () => {
  const double = new StripeDouble();
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    const { baseUrl } = await double.start();
    // Each is kept as soon as it is up, so afterAll stops it even when the other failed to start.
    await Promise.all([
      startProduct({
        HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD,
        STRIPE_SECRET_KEY: 'sk_test_helpwireE2e0123456789',
        STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
        STRIPE_API_BASE_URL: baseUrl,
      }).then((started) => (product = started)),
      launchBrowser().then((started) => (browser = started)),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await double.stop();
  });

  async function signedIn(): Promise<{ page: Page; stripeRequests: string[] }> {
    const response = await fetch(`${product.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'user@helpwire.local', password: DEMO_PASSWORD }),
    });
    const { token } = ((await response.json()) as { data: { token: string } }).data;
    const context = await newVisitor(browser, { baseURL: product.url, viewport: 'desktop', language: 'en' });
    await context.addInitScript((stored) => localStorage.setItem('_CCAA00', stored), token);
    await context.addInitScript(installStripeDouble);
    // What Stripe.js would do at Stripe: confirm the SetupIntent with the card (its id leads the client secret).
    await context.exposeFunction('helpwireStripeConfirm', (clientSecret: string, cardNumber: string) => {
      const id = clientSecret.split('_secret_')[0]!;
      if (!(cardNumber in DOUBLE_TEST_CARDS)) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
      const intent = double.confirmSetupIntent(id, cardNumber as DoubleTestCard) as unknown as {
        status: string;
        last_setup_error?: { message: string } | null;
      };
      return intent.last_setup_error ? { error: intent.last_setup_error } : { setupIntent: { id, status: intent.status } };
    });
    const stripeRequests: string[] = [];
    context.on('request', (request) => {
      if (/stripe\.com/.test(request.url())) stripeRequests.push(request.url());
    });
    return { page: await context.newPage(), stripeRequests };
  }

  const addCard = async (page: Page, cardNumber: string, name?: string) => {
    await page.getByRole('main').getByRole('button', { name: 'Add card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.getByLabel('Card number (Stripe double)').fill(cardNumber);
    if (name) await dialog.getByLabel('Name on card (optional)').fill(name);
    await dialog.getByRole('button', { name: 'Save card' }).click();
    return dialog;
  };

  it('adds cards through Stripe Elements: the first becomes the default, a declined one says so, a spare is listed; nothing is fetched from Stripe', async () => {
    const { page, stripeRequests } = await signedIn();
    await page.goto('/payment-methods');
    await page.getByText('Please add a payment card to get instant help').waitFor();

    await page.getByRole('main').getByRole('button', { name: 'Add card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.getByLabel('Card number (Stripe double)').waitFor();
    // Stripe's form: no sandbox fields, no test-mode label; the card number goes to Stripe only.
    expect(await dialog.getByLabel('Card number', { exact: true }).count()).toBe(0);
    expect(await dialog.getByText('Test mode').count()).toBe(0);
    await screenshot(page, 'payment-methods-stripe-add-desktop-en', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addCard(page, '4242424242424242', 'Dana Card');
    await page.getByText('Card added successfully').first().waitFor();
    await page.getByRole('main').getByRole('listitem', { name: 'Visa ending in 4242' }).getByText('Default', { exact: true }).waitFor();

    const declined = await addCard(page, '4000000000000002');
    await declined.getByText('Your card was declined.').waitFor();
    await declined.getByRole('button', { name: 'Cancel' }).click();

    await addCard(page, '5555555555554444');
    await page.getByRole('main').getByRole('listitem', { name: 'Mastercard ending in 4444' }).waitFor();
    expect(await page.locator('.hw-pay-card[data-default]').count()).toBe(1);
    expect(await page.locator('.hw-pay-card').first().getAttribute('data-default')).toBe('true');

    const calls = (await page.evaluate(() => (window as unknown as { stripeCalls: unknown[] }).stripeCalls)) as {
      key?: string;
      clientSecret?: string;
      withCardElement?: boolean;
      name?: string | null;
    }[];
    expect(calls.filter((call) => call.key).map((call) => call.key)).toEqual([PUBLISHABLE_KEY]);
    const confirms = calls.filter((call) => call.clientSecret);
    expect(confirms).toHaveLength(3);
    expect(confirms.every((call) => call.withCardElement && /^seti_\w+_secret_\w+$/.test(call.clientSecret!))).toBe(true);
    expect(confirms[0]!.name).toBe('Dana Card');
    // The server set up the intents off-session for the account's one customer.
    const setups = double.requestsTo('POST', /^\/v1\/setup_intents$/);
    expect(setups).toHaveLength(3);
    expect(setups.every((request) => request.body.usage === 'off_session' && request.idempotencyKey)).toBe(true);
    expect(stripeRequests).toEqual([]);
  });
});
