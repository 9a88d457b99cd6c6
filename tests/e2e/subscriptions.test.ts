import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { Client } from 'pg';
import { seedReadyRecording } from '../contract/seeded-recording';
import { chooseView, screenshot, seriousA11yViolations, showView, type View } from './browser';
import { browserSuite, codeSentTo, type VisitorOptions } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';

// The journey signs up, adds a card and walks every step of a plan; the views test walks four views.
jest.setTimeout(300_000);

const DEMO_PASSWORD = 'Dem0!pass-plans';
const PASSWORD = 'Str0ng!pass';
const DUBAI = { latitude: 25.2048, longitude: 55.2708 };
/** Dialogs sit fixed over the page: photograph the screen as the person sees it. */
const ON_SCREEN = { fullPage: false };
const CARDS = { succeeds: '4242424242424242', chargeDeclined: '4000000000000341', alwaysAuthenticate: '4000002760003184' } as const;

interface Subscription {
  plan: { id: string; name: string };
  status: string;
  currentPeriodEnd: string | null;
  nextRetryAt: string | null;
  graceEndsAt: string | null;
}

/**
 * Storage subscriptions (decision 0085) as people meet them: a visitor chooses Plus on the pricing
 * page, signs up, adds a card and subscribes; upgrades with the proration shown first; cancels and
 * resumes; the sandbox's clock renews it with a receipt; and a declined card goes through the
 * dunning notices to the free plan. On the sandbox provider, at 1366 and 390 px, in en and ar.
 */
describe('storage subscriptions in Chromium, on the sandbox provider', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, JANUS_START: 'false' });
  const api = () => demoApi(suite.product.url);
  const day = (language: string, iso: string | null) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso!));
  const current = async (token: string) => (await api().call<Subscription>('/subscription/current', token)).data;

  /** A verified user signed up through the API (as the sign-up form does), with its token. */
  async function freshUser(first: string): Promise<string> {
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `${first.toLowerCase()}.${id}@example.com`;
    const created = await api().call('/auth/signup', '', {
      firstName: first,
      lastName: 'Saleh',
      username: `${first.toLowerCase()}.${id}`,
      email,
      gender: 'Female',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      languages: [{ label: 'English', value: 'en' }],
      categories: [{ label: 'Basic Tech Troubleshooting', value: 'basic-tech-troubleshooting' }],
      location: { ...DUBAI, address: 'Dubai Marina' },
      acceptTerms: true,
    });
    expect(created.status).toBe(201);
    const verified = await api().call<{ token: string }>('/auth/verifyotp', '', { email, code: await codeSentTo(suite.product.url, email) });
    expect(verified.status).toBe(200);
    return verified.data.token;
  }

  /** A sandbox test card added as the Payment Methods form adds one. */
  async function addCard(token: string, cardNumber: string): Promise<string> {
    const intent = (await api().call<{ setupIntentId: string; clientSecret: string }>('/payment/create-setup-intent', token, {})).data;
    const confirmed = await api().call<{ status: string }>('/payment/sandbox/confirm-setup', token, {
      ...intent,
      cardNumber,
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(confirmed.status).toBe(200);
    if (confirmed.data.status === 'requires_action')
      expect((await api().call('/payment/sandbox/authenticate', token, { ...intent, outcome: 'approve' })).status).toBe(200);
    const made = await api().call<{ card: { id: string } }>('/payment/new-card-set-default', token, { setupIntentId: intent.setupIntentId });
    expect(made.status).toBe(200);
    return made.data.card.id;
  }

  async function subscribe(token: string, planId: string): Promise<void> {
    const changed = await api().call('/subscription/change', token, { planId, idempotencyKey: `e2e-${planId}-${Date.now()}` });
    expect(changed.status).toBe(200);
  }

  async function signedIn(token: string, options: VisitorOptions): Promise<Page> {
    const page = await suite.visitor(options);
    await page.context().addInitScript((stored) => {
      if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
    }, token);
    return page;
  }

  /** One query on the product's database (what a flow would take long to make, or what only the ledger shows). */
  async function sql<Row>(text: string, values: unknown[]): Promise<Row[]> {
    const client = new Client({ connectionString: suite.product.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  /** The ledger transfer an invoice posted, with the kinds of the accounts it moved money between. */
  const ledgerTransferOf = async (invoiceNumber: string) =>
    (
      await sql<{ kind: string; amount: string; debit: string; credit: string }>(
        `select t.kind, t.amount_minor::text as amount, d.kind as debit, c.kind as credit
           from payment.subscription_invoices i
           join payment.ledger_transfers t on t.id = i.transfer_id
           join payment.ledger_accounts d on d.id = t.debit_account_id
           join payment.ledger_accounts c on c.id = t.credit_account_id
          where i.number = $1`,
        [invoiceNumber],
      )
    )[0];
  const main = (page: Page) => page.getByRole('main');
  const planCard = (page: Page) => page.getByTestId('current-plan');
  const choice = (page: Page, id: string) => main(page).locator(`.hw-plan-choice[data-plan="${id}"]`);

  it('a visitor chooses Plus on /subscription, signs up, adds the sandbox card, subscribes, sees Plus and its quota on /recording, upgrades to Pro after the proration, cancels and resumes, and the clock renews it with a receipt (1366 px, en)', async () => {
    const page = await suite.visitor({ language: 'en', viewport: 'desktop', geolocation: DUBAI });
    const plans = (await api().call<{ id: string; name: string; storageBytes: string; priceCents: string }[]>('/subscription/plans', '')).data;
    const price = (id: string) => `$${(Number(plans.find((p) => p.id === id)!.priceCents) / 100).toFixed(2)}`;
    const plusQuota = `${Math.round(Number(plans.find((p) => p.id === 'plus')!.storageBytes) / 1024 ** 3)} GB`;

    // The pricing page: each paid plan has its one next step.
    await page.goto('/subscription');
    const choosePlus = page.locator('[data-plan="plus"]').getByRole('button', { name: 'Choose Plus' });
    await expectReachable(page, choosePlus);
    expect(await page.locator('[data-plan="free"]').getByRole('button').count()).toBe(0);
    await screenshot(page, 'subscriptions-pricing-desktop-en');
    await choosePlus.click();
    await page
      .getByRole('dialog', { name: 'Create your account' })
      .getByRole('link', { name: /User sign up/ })
      .click();
    await page.getByRole('heading', { name: 'Create your user account' }).waitFor();
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/subscribed-plan?plan=plus');

    const id = Date.now().toString(36);
    const email = `nadia.${id}@example.com`;
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Karam');
    await page.getByLabel('Username').fill(`nadia.${id}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'English' }).check();
    const categories = (await api().call<{ name: string }[]>('/category/getNonSubCategories', '')).data;
    await main(page).getByRole('checkbox', { name: categories[0]!.name }).check();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await main(page).getByLabel('Address', { exact: true }).fill('Dubai Marina');
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.insertText(await codeSentTo(suite.product.url, email));
    await page.getByRole('button', { name: 'Verify' }).click();

    // Back on the plan page with Plus chosen: no card yet, so the one next step is adding one.
    await page.waitForURL((url) => url.pathname === '/subscribed-plan');
    expect(new URL(page.url()).searchParams.get('plan')).toBe('plus');
    let dialog = page.getByRole('dialog', { name: 'Subscribe to Plus' });
    await dialog.getByText('Add a card first').waitFor();
    const addCardLink = dialog.getByRole('link', { name: 'Add a card' });
    await expectReachable(page, addCardLink);
    await addCardLink.click();
    await page.waitForURL((url) => url.pathname === '/payment-methods');
    await main(page).getByRole('button', { name: 'Add card' }).click();
    const cardForm = page.getByRole('dialog', { name: 'Add a card' });
    await cardForm.getByLabel('Card number').pressSequentially(CARDS.succeeds);
    await cardForm.getByLabel('Expiry date').pressSequentially('1234');
    await cardForm.getByLabel('Security code (CVC)').fill('123');
    await cardForm.getByRole('button', { name: 'Save card' }).click();

    // Saved, the card form sends the person back to the plan they chose: the price before paying.
    await page.waitForURL((url) => url.pathname === '/subscribed-plan' && url.searchParams.get('plan') === 'plus');
    dialog = page.getByRole('dialog', { name: 'Subscribe to Plus' });
    await dialog.getByTestId('due-now').waitFor();
    expect(await dialog.getByTestId('due-now').innerText()).toMatch(new RegExp(`Due now\\s*\\${price('plus')}`));
    expect(await dialog.getByTestId('proration-credit').count()).toBe(0);
    const pay = dialog.getByRole('button', { name: `Pay ${price('plus')} and subscribe` });
    await expectReachable(page, pay);
    await screenshot(page, 'subscriptions-preview-subscribe-desktop-en', ON_SCREEN);
    await pay.click();
    await dialog.waitFor({ state: 'detached' });
    await planCard(page).getByRole('heading', { name: 'Plus' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('_CCAA00')!);
    let subscription = await current(token);
    expect([subscription.plan.id, subscription.status]).toEqual(['plus', 'ACTIVE']);
    expect(await page.getByTestId('plan-renewal').innerText()).toBe(`Renews on ${day('en', subscription.currentPeriodEnd)} for ${price('plus')}.`);
    expect(await planCard(page).innerText()).toContain('Renews on \u2066Visa •••• 4242\u2069');
    await main(page).getByRole('listitem', { name: /^HW-/ }).first().waitFor();
    expect(await main(page).getByTestId('invoice').first().innerText()).toContain('Plus: subscription');

    // The recordings page counts against Plus's storage now.
    await page.goto('/recording');
    const storage = page.getByRole('progressbar', { name: 'Storage used' });
    for (let attempt = 0; !((await storage.getAttribute('aria-valuetext')) ?? '').includes(plusQuota) && attempt < 20; attempt++) {
      await page.waitForTimeout(500);
      await page.reload();
      await storage.waitFor();
    }
    // (The figures are left-to-right isolates inside the sentence.)
    expect((await storage.getAttribute('aria-valuetext'))!.replace(/[\u2066\u2069]/g, '')).toMatch(new RegExp(` of ${plusQuota}$`));

    // Upgrade to Pro: the unused time on Plus is credited and what is due now is shown before paying.
    await page.goto('/subscribed-plan');
    const choosePro = choice(page, 'pro').getByRole('button', { name: 'Choose Pro' });
    await expectReachable(page, choosePro);
    await choosePro.click();
    dialog = page.getByRole('dialog', { name: 'Change to Pro' });
    await dialog.getByTestId('due-now').waitFor();
    const credit = await dialog.getByTestId('proration-credit').innerText();
    expect(credit).toMatch(/^Credit for unused time on Plus\s*\u2212\$\d+\.\d\d$/);
    const due = /\$(\d+\.\d\d)/.exec(await dialog.getByTestId('due-now').innerText())![1]!;
    expect(Number(due)).toBeGreaterThan(0);
    expect(`$${due}`).not.toBe(price('pro'));
    expect(Number(due)).toBeLessThan(Number(price('pro').slice(1)));
    await screenshot(page, 'subscriptions-preview-upgrade-desktop-en', ON_SCREEN);
    await dialog.getByRole('button', { name: `Pay $${due} and upgrade` }).click();
    await dialog.waitFor({ state: 'detached' });
    await planCard(page).getByRole('heading', { name: 'Pro' }).waitFor();
    await main(page).getByTestId('invoice').filter({ hasText: 'Pro: upgrade' }).waitFor();

    // Cancel (after the confirmation): the plan stays until the period's end, with Resume.
    await planCard(page).getByRole('button', { name: 'Cancel plan' }).click();
    const confirmCancel = page.getByRole('dialog', { name: 'Cancel Pro?' });
    await confirmCancel.getByRole('button', { name: 'Cancel plan' }).click();
    await confirmCancel.waitFor({ state: 'detached' });
    subscription = await current(token);
    const ending = page.getByTestId('plan-ending');
    await ending.getByText(`Your plan ends on ${day('en', subscription.currentPeriodEnd)}.`).waitFor();
    const resume = ending.getByRole('button', { name: 'Resume plan' });
    await expectReachable(page, resume);
    await screenshot(page, 'subscriptions-cancelled-desktop-en');
    await resume.click();
    await ending.waitFor({ state: 'detached' });
    expect(await page.getByTestId('plan-renewal').innerText()).toBe(`Renews on ${day('en', subscription.currentPeriodEnd)} for ${price('pro')}.`);

    // Test mode: the clock moves to the renewal; its invoice and receipt appear.
    const advance = page.getByTestId('test-clock').getByRole('button', { name: 'Advance the clock' });
    await expectReachable(page, advance);
    await advance.click();
    const renewal = main(page).getByTestId('invoice').filter({ hasText: 'Pro: renewal' });
    await renewal.waitFor();
    expect(await renewal.innerText()).toContain(price('pro'));
    expect(await renewal.innerText()).toContain('Paid');
    // The renewal paid is one SUBSCRIPTION transfer on the ledger: the card's clearing → platform revenue, its price to the cent.
    const renewalNumber = (await renewal.getAttribute('aria-label'))!;
    expect(await ledgerTransferOf(renewalNumber)).toEqual({
      kind: 'SUBSCRIPTION',
      amount: plans.find((p) => p.id === 'pro')!.priceCents,
      debit: 'USER_CARD_CLEARING',
      credit: 'PLATFORM_REVENUE',
    });
    await renewal.getByRole('button', { name: /^Receipt HW-/ }).click();
    const receipt = page.getByTestId('receipt');
    await receipt.waitFor();
    expect(await receipt.getByTestId('receipt-total').innerText()).toBe(price('pro'));
    expect(await receipt.innerText()).toContain('Paid with \u2066Visa •••• 4242\u2069');
    await expectReachable(page, receipt.getByRole('button', { name: 'Print' }));
    await screenshot(page, 'subscriptions-receipt-desktop-en', ON_SCREEN);
    // Printed, the receipt is all there is: the page behind it and the dialog's buttons are left out.
    await page.emulateMedia({ media: 'print' });
    expect(await receipt.getByTestId('receipt-total').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    expect(await receipt.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(page, 'subscriptions-receipt-print-desktop-en', ON_SCREEN);
    await page.emulateMedia({ media: 'screen' });
  });

  it('reads well at 390 px and in Arabic: the plan, the preview of an upgrade, the receipt and the pricing page', async () => {
    const token = await freshUser('Huda');
    await addCard(token, CARDS.succeeds);
    await subscribe(token, 'plus');
    const subscription = await current(token);
    const page = await signedIn(token, { viewport: 'mobile', language: 'en' });
    const views: View[] = [
      ['mobile', 'en'],
      ['mobile', 'ar'],
      ['desktop', 'ar'],
    ];
    for (const view of views) {
      const [size, language] = view;
      await chooseView(page, view);
      await page.goto('/subscribed-plan');
      await planCard(page).waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, language === 'ar' ? 'rtl' : 'ltr']);
      const heading = planCard(page).getByRole('heading', { level: 2 });
      await expectOnScreen(page, heading);
      expect(await heading.innerText()).toMatch(/Plus|بلس/);
      expect(await page.getByTestId('plan-renewal').innerText()).toContain(day(language, subscription.currentPeriodEnd));
      await expectNoSidewaysScroll(page);
      await expectReachable(page, planCard(page).getByRole('button', { name: language === 'ar' ? 'إلغاء الخطة' : 'Cancel plan' }));
      await main(page).getByTestId('invoice').first().waitFor();
      await screenshot(page, `subscriptions-plan-${size}-${language}`);

      // The upgrade's preview: the credit and the amount due, and the confirm button within reach.
      const choosePro = choice(page, 'pro').getByRole('button');
      await expectReachable(page, choosePro);
      await choosePro.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('due-now').waitFor();
      await dialog.getByTestId('proration-credit').waitFor();
      await expectOnScreen(page, dialog.getByTestId('due-now'));
      const confirm = dialog.getByRole('button', { name: language === 'ar' ? /^ادفع/ : /^Pay/ });
      await expectReachable(page, confirm);
      if (language === 'ar') {
        // Right to left: the amount sits at the dialog's left, its label at the right.
        const label = (await dialog.getByTestId('due-now').locator('dt').boundingBox())!;
        const amount = (await dialog.getByTestId('due-now').locator('dd').boundingBox())!;
        expect(amount.x).toBeLessThan(label.x);
      }
      await screenshot(page, `subscriptions-preview-upgrade-${size}-${language}`, ON_SCREEN);
      await dialog.getByRole('button', { name: language === 'ar' ? 'رجوع' : 'Back' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The receipt of the subscription.
      await main(page).getByTestId('invoice').first().getByRole('button').click();
      const receipt = page.getByTestId('receipt');
      await receipt.getByTestId('receipt-total').waitFor();
      await expectReachable(page, receipt.getByRole('button', { name: language === 'ar' ? 'طباعة' : 'Print' }));
      await screenshot(page, `subscriptions-receipt-${size}-${language}`, ON_SCREEN);
      await page.keyboard.press('Escape');
      await receipt.waitFor({ state: 'detached' });
      if (language === 'ar' && size === 'desktop') expect(await seriousA11yViolations(page)).toEqual([]);

      // The pricing page's "Choose" leads a signed-in user straight to the plan's preview.
      await page.goto('/subscription');
      const choosePlusLink = page.locator('[data-plan="pro"]').getByRole('link');
      await expectReachable(page, choosePlusLink);
      expect(await choosePlusLink.getAttribute('href')).toBe('/subscribed-plan?plan=pro');
      await expectNoSidewaysScroll(page);
      await screenshot(page, `subscriptions-pricing-${size}-${language}`);
    }
  });

  it('a bank that asks for 3-D Secure (…3184): failing the step changes nothing, completing it subscribes (390 px, en)', async () => {
    const token = await freshUser('Rana');
    await addCard(token, CARDS.alwaysAuthenticate);
    const page = await signedIn(token, { viewport: 'mobile', language: 'en' });
    await page.goto('/subscribed-plan?plan=plus');
    const subscribeOnce = async () => {
      const dialog = page.getByRole('dialog', { name: 'Subscribe to Plus' });
      const pay = dialog.getByRole('button', { name: /^Pay \$\d+\.\d\d and subscribe$/ });
      await expectReachable(page, pay);
      await pay.click();
      const challenge = page.getByRole('dialog', { name: '3-D Secure authentication' });
      await challenge.getByText('Your bank asks you to confirm this plan payment.').waitFor();
      return challenge;
    };
    let challenge = await subscribeOnce();
    await expectReachable(page, challenge.getByRole('button', { name: 'Fail authentication' }));
    await screenshot(page, 'subscriptions-3ds-mobile-en', ON_SCREEN);
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    await page.getByText('The payment was not confirmed, so your plan did not change. Nothing was charged.').first().waitFor();
    expect((await current(token)).status).not.toBe('ACTIVE');

    // Chosen again and completed: the plan is in effect.
    await choice(page, 'plus').getByRole('button', { name: 'Choose Plus' }).click();
    challenge = await subscribeOnce();
    const complete = challenge.getByRole('button', { name: 'Complete authentication' });
    await expectReachable(page, complete);
    await complete.click();
    await challenge.waitFor({ state: 'detached' });
    await planCard(page).getByRole('heading', { name: 'Plus' }).waitFor();
    expect((await current(token)).status).toBe('ACTIVE');
    await main(page).getByTestId('invoice').filter({ hasText: 'Plus: subscription' }).filter({ hasText: 'Paid' }).waitFor();
  });

  it('a renewal declined by the card (…0341) shows the dunning notice with the next retry and the grace end, then the free plan (390 px, en)', async () => {
    const token = await freshUser('Salma');
    const good = await addCard(token, CARDS.succeeds);
    await subscribe(token, 'plus');
    // On Plus she keeps a recording of 1.5 GB (more than the free plan's 1 GB).
    const me = (await api().call<{ id: string }>('/users/find', token)).data;
    const helper = await api().signIn('/auth/login/helper', 'helper@helpwire.local', DEMO_PASSWORD);
    const kept = await seedReadyRecording(suite.product.databaseUrl, join(suite.product.dataDir, 'files'), { userId: me.id, helperId: helper.id });
    await sql('update call.recordings set size_bytes = $2 where id = $1', [kept.id, Math.round(1.5 * 1024 ** 3)]);
    // The card that declines every charge becomes the only one: the renewal is charged to it.
    await addCard(token, CARDS.chargeDeclined);
    expect((await api().call('/payment/detach-card', token, { cardId: good })).status).toBe(200);
    const page = await signedIn(token, { viewport: 'mobile', language: 'en' });
    await page.goto('/subscribed-plan');
    await planCard(page).getByRole('heading', { name: 'Plus' }).waitFor();

    const advance = page.getByTestId('test-clock').getByRole('button', { name: 'Advance the clock' });
    await expectReachable(page, advance);
    await advance.click();
    const notice = page.getByTestId('past-due-notice');
    await notice.waitFor();
    let subscription = await current(token);
    expect(subscription.status).toBe('PAST_DUE');
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(await notice.innerText()).toContain('Your payment for Plus did not go through');
    expect(await notice.innerText()).toContain(`We will try your card again on ${day('en', subscription.nextRetryAt)}.`);
    expect(await notice.innerText()).toContain(`If no payment succeeds by ${day('en', subscription.graceEndsAt)}, your account moves to the Free plan.`);
    // The one next step: another card; the notice comes first on the page.
    const changeCard = notice.getByRole('link', { name: 'Change card' });
    await expectReachable(page, changeCard);
    expect(await changeCard.getAttribute('href')).toBe('/payment-methods');
    const [noticeBox, planBox] = [await notice.boundingBox(), await planCard(page).boundingBox()];
    expect(noticeBox!.y).toBeLessThan(planBox!.y);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'subscriptions-past-due-mobile-en');
    // In Arabic at 1366 px: the same notice first, right to left, its button within reach.
    await showView(page, ['desktop', 'ar']);
    await notice.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await notice.innerText()).toContain(`سنحاول الخصم من بطاقتك مجددًا في ${day('ar', subscription.nextRetryAt)}.`);
    await expectReachable(page, notice.getByRole('link', { name: 'تغيير البطاقة' }));
    const [noticeRight, iconRight] = [(await notice.boundingBox())!, (await notice.locator('svg').first().boundingBox())!];
    expect(iconRight.x).toBeGreaterThan(noticeRight.x + noticeRight.width / 2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'subscriptions-past-due-desktop-ar');
    await showView(page, ['mobile', 'en']);
    await notice.waitFor();
    const graceEndsAt = subscription.graceEndsAt;

    // Each retry fails the same way; the notice names the next one, until the grace period ends.
    for (let step = 0; step < 6 && subscription.status === 'PAST_DUE'; step++) {
      await Promise.all([page.waitForResponse((response) => response.url().endsWith('/subscription/sandbox/advance-clock')), advance.click()]);
      // The page has the answer once the button is not busy any more (or gone: the free plan has no clock).
      await page.waitForFunction(() => !document.querySelector('[data-testid="test-clock"] button[aria-busy="true"]'));
      subscription = await current(token);
      if (subscription.status === 'PAST_DUE') {
        // After the last retry, only the grace period's end is left.
        await notice
          .getByText(
            subscription.nextRetryAt ? `We will try your card again on ${day('en', subscription.nextRetryAt)}.` : 'No more automatic retries are scheduled.',
          )
          .waitFor();
        expect(subscription.graceEndsAt).toBe(graceEndsAt);
      }
    }
    expect(subscription.status).toBe('FREE');
    await planCard(page).getByRole('heading', { name: 'Free' }).waitFor();
    await notice.waitFor({ state: 'detached' });
    expect(await main(page).getByTestId('invoice').filter({ hasText: 'Plus: renewal' }).first().innerText()).toContain('Cancelled');
    await screenshot(page, 'subscriptions-ended-mobile-en');
    // Back on the free plan her recording is kept, read-only: listed with play, download and delete, and the page says why.
    // (The call service hears of the free plan by the payment service's event: the page is opened again until it has.)
    const overQuota = main(page).getByRole('status').filter({ hasText: 'Your recordings are over your storage quota' });
    for (const deadline = Date.now() + 15_000; ; ) {
      await page.goto('/recording');
      await page.locator('.hw-rec-storage').waitFor();
      if ((await overQuota.count()) > 0 || Date.now() > deadline) break;
      await page.waitForTimeout(500);
    }
    expect(await overQuota.innerText()).toContain('read-only until you are back under your quota or choose a bigger plan');
    expect(await page.locator('.hw-rec-storage').innerText()).toContain('Plan: Free');
    const row = main(page).locator('.hw-rec-row').filter({ hasText: kept.callId });
    expect(await row.getByRole('button').count()).toBe(3);
    for (const control of await row.getByRole('button').all()) await expectReachable(page, control);
    await screenshot(page, 'subscriptions-ended-recordings-mobile-en');
  });
});
