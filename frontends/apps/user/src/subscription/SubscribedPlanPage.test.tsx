/** @jest-environment jsdom */
import { renderWithProviders, resetBrowserState, setupAccountTexts } from '@helpwire/account/testing';
import { i18next, setRuntimeConfig, storeToken, useToasts } from '@helpwire/web-core';
import { Toaster } from '@helpwire/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { END, fakePlanServer, freePlan, invoice, onPlan, visa, type FakePlanServer } from './testing/fake-plan-server';

let SubscribedPlanPage: ComponentType;

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).userTextsReady;
  SubscribedPlanPage = (await import('./SubscribedPlanPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
  setRuntimeConfig({ payments: { provider: 'sandbox' } });
});

const toasts = () => useToasts.getState().toasts.map((t) => t.text);
const endDay = () => new Intl.DateTimeFormat(i18next.language, { dateStyle: 'long' }).format(new Date(END));
const changes = (server: FakePlanServer) => server.requests.filter((r) => r.route === 'POST /subscription/change').map((r) => r.input);

async function renderPage(route = '/subscribed-plan') {
  storeToken('token-1');
  await act(async () => {
    renderWithProviders(
      <>
        <Suspense fallback={<p>loading page</p>}>
          <SubscribedPlanPage />
        </Suspense>
        <Toaster />
      </>,
      { route },
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Subscribed Plan' });
  return screen.findByTestId('current-plan');
}

const choice = async (name: string) => (await screen.findAllByRole('listitem')).find((item) => item.getAttribute('data-plan') === name)!;

describe('Subscribed Plan', () => {
  it('shows the free plan with the storage used, then subscribes to Plus after the preview: due now, renewal date, one key', async () => {
    const server = fakePlanServer(freePlan());
    const user = userEvent.setup();
    const current = await renderPage();
    expect(within(current).getByRole('heading', { name: 'Free' })).toBeTruthy();
    await waitFor(() => expect(within(current).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('512 MB of 1 GB used'));
    // No sandbox clock on the free plan: nothing renews.
    expect(screen.queryByTestId('test-clock')).toBeNull();

    await user.click(within(await choice('plus')).getByRole('button', { name: 'Choose Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Plus' });
    await within(dialog).findByTestId('due-now');
    expect(within(dialog).getByTestId('due-now').textContent).toBe('Due now$4.99');
    expect(within(dialog).queryByTestId('proration-credit')).toBeNull();
    expect(within(dialog).getByTestId('next-renewal').textContent).toBe(`Then $4.99 a month, renewing on ${endDay()}. Cancel any time.`);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $4.99 and subscribe' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(screen.getByTestId('current-plan')).getByRole('heading', { name: 'Plus' })).toBeTruthy());
    expect(screen.getByTestId('plan-renewal').textContent).toBe(`Renews on ${endDay()} for $4.99.`);
    expect(toasts()).toContain(`You are on Plus. It renews on ${endDay()}.`);
    expect(changes(server)).toEqual([{ planId: 'plus', idempotencyKey: expect.stringMatching(/^plan-plus-/) }]);
    expect(await screen.findByRole('listitem', { name: 'HW-2026-000001' })).toBeTruthy();
    expect(screen.getByTestId('test-clock').textContent).toContain('advance the clock to the next renewal');
  });

  it('sends the same idempotency key again when the first answer was lost, so one choice is charged once', async () => {
    const server = fakePlanServer(freePlan());
    server.failNext['POST /subscription/change'] = [[503, { statusCode: 503, message: 'The service is temporarily unavailable.', code: 'UNAVAILABLE' }]];
    const user = userEvent.setup();
    await renderPage('/subscribed-plan?plan=plus');
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Plus' });
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $4.99 and subscribe' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('temporarily unavailable');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = changes(server) as Array<{ idempotencyKey: string }>;
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('shows an upgrade’s credit for the unused time and what is due now before confirming', async () => {
    fakePlanServer(onPlan('plus'), { invoices: [invoice()] });
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await choice('pro')).getByRole('button', { name: 'Choose Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change to Pro' });
    expect((await within(dialog).findByTestId('proration-credit')).textContent).toBe('Credit for unused time on Plus\u2212$2.50');
    expect(within(dialog).getByTestId('due-now').textContent).toBe('Due now$2.50');
    expect(within(dialog).getByRole('button', { name: 'Pay $2.50 and upgrade' })).toBeTruthy();
  });

  it('schedules a downgrade for the period’s end, shows its date, and undoes it', async () => {
    const server = fakePlanServer(onPlan('pro'));
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await choice('plus')).getByRole('button', { name: 'Choose Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change to Plus' });
    expect((await within(dialog).findByTestId('takes-effect')).textContent).toBe(`Takes effect on ${endDay()}Nothing to pay now`);
    await user.click(within(dialog).getByRole('button', { name: `Change on ${endDay()}` }));
    const ending = await screen.findByTestId('plan-ending');
    expect(ending.textContent).toContain(`Your plan changes to Plus on ${endDay()}.`);
    await user.click(within(ending).getByRole('button', { name: 'Keep Pro' }));
    await waitFor(() => expect(screen.queryByTestId('plan-ending')).toBeNull());
    expect(server.requests.map((r) => r.route)).toContain('POST /subscription/resume');
  });

  it('cancels after a confirmation: "Your plan ends on …" with Resume, which resumes', async () => {
    fakePlanServer(onPlan('plus'));
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Plus?' });
    expect(dialog.textContent).toContain(`You keep Plus until ${endDay()}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    const ending = await screen.findByTestId('plan-ending');
    expect(ending.textContent).toContain(`Your plan ends on ${endDay()}.`);
    expect(within(await choice('free')).getByText(`From ${endDay()}`)).toBeTruthy();
    await user.click(within(ending).getByRole('button', { name: 'Resume plan' }));
    await waitFor(() => expect(screen.queryByTestId('plan-ending')).toBeNull());
    expect(screen.getByTestId('plan-renewal').textContent).toBe(`Renews on ${endDay()} for $4.99.`);
  });

  it('without a card, says so and leads to Payment Methods with the way back to this plan', async () => {
    fakePlanServer(freePlan(), { cards: [] });
    await renderPage('/subscribed-plan?plan=pro');
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Pro' });
    expect(dialog.textContent).toContain('Add a card first');
    expect(within(dialog).getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe('/payment-methods?returnTo=%2Fsubscribed-plan%3Fplan%3Dpro');
    expect(within(screen.getByTestId('current-plan')).getByText('No card saved yet.')).toBeTruthy();
  });

  it('runs the bank’s 3-D Secure step when the change asks for it, then confirms the payment', async () => {
    const server = fakePlanServer(freePlan());
    server.askAuthentication = true;
    const user = userEvent.setup();
    await renderPage('/subscribed-plan?plan=plus');
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Pay $4.99 and subscribe' }));
    const challenge = await screen.findByTestId('authentication-challenge');
    expect(challenge.textContent).toContain('Your bank asks you to confirm this plan payment.');
    await user.click(within(challenge).getByRole('button', { name: /complete/i }));
    await waitFor(() => expect(screen.queryByTestId('authentication-challenge')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('plan-renewal').textContent).toBe(`Renews on ${endDay()} for $4.99.`));
    const routes = server.requests.map((r) => r.route);
    expect(routes.slice(routes.indexOf('POST /subscription/change'))).toContain('POST /subscription/confirm-payment');
    expect(server.requests.find((r) => r.route === 'POST /subscription/confirm-payment')!.input).toEqual({ invoiceId: 'inv-1' });
  });

  it('leaves the plan unchanged when the 3-D Secure step fails: nothing is confirmed, and the page says so', async () => {
    const server = fakePlanServer(freePlan());
    server.askAuthentication = true;
    const user = userEvent.setup();
    await renderPage('/subscribed-plan?plan=plus');
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Pay $4.99 and subscribe' }));
    const challenge = await screen.findByTestId('authentication-challenge');
    await user.click(within(challenge).getByRole('button', { name: 'Fail authentication' }));
    await waitFor(() => expect(screen.queryByTestId('authentication-challenge')).toBeNull());
    expect(toasts()).toContain('The payment was not confirmed, so your plan did not change. Nothing was charged.');
    expect(server.requests.map((r) => r.route)).not.toContain('POST /subscription/confirm-payment');
  });

  it('puts a failed renewal first: the next retry, the grace end and the way to another card', async () => {
    fakePlanServer(onPlan('plus', { status: 'PAST_DUE', nextRetryAt: '2027-01-08T10:00:00.000Z', graceEndsAt: '2027-01-14T10:00:00.000Z' }));
    await renderPage();
    const notice = await screen.findByTestId('past-due-notice');
    const day = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso));
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Your payment for Plus did not go through');
    expect(notice.textContent).toContain(`We will try your card again on ${day('2027-01-08T10:00:00.000Z')}.`);
    expect(notice.textContent).toContain(`If no payment succeeds by ${day('2027-01-14T10:00:00.000Z')}, your account moves to the Free plan.`);
    expect(within(notice).getByRole('link', { name: 'Change card' }).getAttribute('href')).toBe('/payment-methods');
    // No other paid plan can be chosen until the renewal is paid.
    expect(within(await choice('pro')).queryByRole('button')).toBeNull();
    expect((await choice('pro')).textContent).toContain('You can change to this plan once the renewal is paid.');
  });

  it('opens a receipt with its lines, the proration credit, the total, the card and what was refunded', async () => {
    const upgrade = invoice({
      id: 'inv-2',
      number: 'HW-2026-000002',
      reason: 'UPGRADE',
      planId: 'pro',
      planName: 'Pro',
      status: 'REFUNDED',
      totalCents: '250',
      refundedCents: '250',
      lines: [
        { description: 'Unused time on Plus', amountCents: '-250' },
        { description: 'Remaining time on Pro', amountCents: '500' },
      ],
    });
    fakePlanServer(onPlan('pro'), { invoices: [upgrade, invoice()] });
    const user = userEvent.setup();
    await renderPage();
    const row = await screen.findByRole('listitem', { name: 'HW-2026-000002' });
    expect(row.textContent).toContain('Pro: upgrade');
    expect(row.textContent).toContain('Refunded');
    await user.click(within(row).getByRole('button', { name: 'Receipt HW-2026-000002' }));
    const receipt = await screen.findByTestId('receipt');
    const lines = within(receipt)
      .getAllByRole('row')
      .map((tr) => tr.textContent);
    expect(lines).toEqual([
      'DescriptionAmount',
      'Unused time on Plus\u2212$2.50',
      'Remaining time on Pro$5.00',
      'Total$2.50',
      'Refunded to your card\u2212$2.50',
    ]);
    expect(receipt.textContent).toContain('Paid with \u2066Visa •••• 4242\u2069');
    expect(within(receipt).getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('in test mode advances the clock: the renewal invoice appears', async () => {
    const server = fakePlanServer(onPlan('plus'), { invoices: [invoice()] });
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await screen.findByTestId('test-clock')).getByRole('button', { name: 'Advance the clock' }));
    expect(await screen.findByRole('listitem', { name: 'HW-2026-000099' })).toBeTruthy();
    expect(toasts()).toContain('Renewal paid: HW-2026-000099, $4.99.');
    expect(server.requests.map((r) => r.route)).toContain('POST /subscription/sandbox/advance-clock');
  });

  it('shows no test clock with Stripe', async () => {
    setRuntimeConfig({ payments: { provider: 'stripe', publishableKey: 'pk_test_1' } });
    fakePlanServer(onPlan('plus'));
    await renderPage();
    await screen.findByRole('button', { name: 'Cancel plan' });
    expect(screen.queryByTestId('test-clock')).toBeNull();
  });

  it('reads in Arabic with the plural forms and the layout mirrored', async () => {
    await i18next.changeLanguage('ar');
    fakePlanServer(freePlan(), { cards: [visa] });
    storeToken('token-1');
    await act(async () => {
      renderWithProviders(
        <Suspense fallback={<p>loading page</p>}>
          <SubscribedPlanPage />
        </Suspense>,
      );
    });
    const plus = await choice('plus');
    expect(within(plus).getByRole('button', { name: 'اختيار Plus' })).toBeTruthy();
    expect(plus.textContent).toContain('تُحفظ التسجيلات 365 يومًا');
  });
});
