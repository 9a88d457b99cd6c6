/** @jest-environment jsdom */
import { ok, renderWithProviders, resetBrowserState, setupAccountTexts } from '@helpwire/account/testing';
import { setRuntimeConfig, storeToken, useToasts } from '@helpwire/web-core';
import { Toaster } from '@helpwire/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { fakePaymentServer, mastercard, type FakePaymentServer } from './testing/fake-payment-server';

/**
 * Stripe mode with a Stripe.js double the test provides as window.Stripe (loadStripe uses it and
 * fetches nothing): the CardElement it mounts and confirmCardSetup, which the test answers.
 */
type Handler = (event: unknown) => void;
const handlers = new Map<string, Handler>();
const cardElement = {
  mount: jest.fn((node: HTMLElement) => {
    const frame = document.createElement('input');
    frame.setAttribute('aria-label', 'Stripe card field');
    node.appendChild(frame);
  }),
  on: jest.fn((event: string, handler: Handler) => handlers.set(event, handler)),
  off: jest.fn(),
  update: jest.fn(),
  destroy: jest.fn(),
};
const elements = {
  create: jest.fn(() => cardElement),
  getElement: jest.fn((component: { __elementType?: string }) => (component.__elementType === 'card' ? cardElement : null)),
  update: jest.fn(),
};
const stripe = {
  elements: jest.fn(() => elements),
  createToken: jest.fn(),
  createPaymentMethod: jest.fn(),
  confirmCardPayment: jest.fn(),
  confirmCardSetup: jest.fn(),
};
const StripeConstructor = Object.assign(
  jest.fn(() => stripe),
  // The release train this @stripe/stripe-js expects (it warns about any other).
  { version: 'endive' },
);

const PUBLISHABLE_KEY = 'pk_test_helpwire_double';
const toasts = () => useToasts.getState().toasts.map((t) => [t.kind, t.text]);
let server: FakePaymentServer;
let PaymentMethodsPage: ComponentType;

/** The server mirrors the card Stripe saved (new-card-set-default) or lists it (saved-cards). */
function stripeServer(initial = [mastercard({ isDefault: true })]) {
  const mirrored = { id: 'card-stripe', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2032, isDefault: false };
  server = fakePaymentServer(initial, {
    'POST /api/v1/payment/create-setup-intent': () => ok({ provider: 'stripe', setupIntentId: 'seti_stripe_1', clientSecret: 'seti_stripe_1_secret_abc' }),
    'POST /api/v1/payment/new-card-set-default': () => {
      server.cards.forEach((card) => (card.isDefault = false));
      server.cards.unshift({ ...mirrored, isDefault: true });
      return ok({ card: server.cards[0], cards: [...server.cards] }, 'Card added successfully');
    },
  });
  return { mirror: () => server.cards.push({ ...mirrored }) };
}

async function openStripeForm(user: ReturnType<typeof userEvent.setup>) {
  storeToken('token-1');
  await act(async () => {
    renderWithProviders(
      <>
        <Suspense fallback={<p>loading page</p>}>
          <PaymentMethodsPage />
        </Suspense>
        <Toaster />
      </>,
    );
  });
  await user.click(await screen.findByRole('button', { name: 'Add card' }));
  // Stripe's card field is mounted into the form once the Stripe chunk loads and Stripe.js resolves.
  const field = await screen.findByRole('textbox', { name: 'Stripe card field' }, { timeout: 10_000 });
  const dialog = screen.getByRole('dialog', { name: 'Add a card' });
  expect(dialog.contains(field)).toBe(true);
  return dialog;
}

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).userTextsReady;
  PaymentMethodsPage = (await import('./PaymentMethodsPage')).default;
  (window as unknown as { Stripe: unknown }).Stripe = StripeConstructor;
});

beforeEach(async () => {
  await resetBrowserState();
  handlers.clear();
  stripe.confirmCardSetup.mockReset();
  setRuntimeConfig({ payments: { provider: 'stripe', publishableKey: PUBLISHABLE_KEY } });
});

describe('adding a card with Stripe Elements (runtime config provider: stripe)', () => {
  it('confirms the setup with the client secret and the card element, then makes the card the default', async () => {
    stripeServer();
    stripe.confirmCardSetup.mockResolvedValue({ setupIntent: { id: 'seti_stripe_1', status: 'succeeded', payment_method: 'pm_1' } });
    const user = userEvent.setup();
    const dialog = await openStripeForm(user);
    expect(StripeConstructor).toHaveBeenCalledWith(PUBLISHABLE_KEY);
    expect(elements.create).toHaveBeenCalledWith('card', expect.anything());
    // No sandbox fields: the card number goes to Stripe only.
    expect(within(dialog).queryByLabelText('Card number')).toBeNull();
    expect(within(dialog).queryByRole('note')).toBeNull();

    await user.type(within(dialog).getByLabelText('Name on card (optional)'), 'Maya Karam');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stripe.confirmCardSetup).toHaveBeenCalledTimes(1);
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_stripe_1_secret_abc', {
      payment_method: { card: cardElement, billing_details: { name: 'Maya Karam' } },
    });
    // The default is set only after Stripe confirmed the setup.
    expect(server.routes()).toEqual(['GET /payment/saved-cards', 'POST /payment/create-setup-intent', 'POST /payment/new-card-set-default']);
    expect(server.bodyOf('POST /payment/new-card-set-default')).toEqual({ setupIntentId: 'seti_stripe_1' });
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Default')).toBeTruthy();
    expect(first.textContent).toContain('4242');
    expect(toasts()).toEqual([['success', 'Card added successfully']]);
    // Stripe.js came from window.Stripe: no script was added to fetch it.
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  });

  it("shows Stripe's own error text and stops: nothing is saved or made default", async () => {
    stripeServer();
    stripe.confirmCardSetup.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    const user = userEvent.setup();
    const dialog = await openStripeForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await within(dialog).findByText('Your card was declined.');
    expect(server.routes()).toEqual(['GET /payment/saved-cards', 'POST /payment/create-setup-intent']);
    expect(screen.getByRole('dialog', { name: 'Add a card' })).toBe(dialog);
  });

  it("shows the card field's live error under it", async () => {
    stripeServer();
    const user = userEvent.setup();
    const dialog = await openStripeForm(user);
    act(() =>
      handlers.get('change')?.({
        elementType: 'card',
        complete: false,
        empty: false,
        error: { type: 'validation_error', message: 'Your card number is invalid.' },
      }),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Your card number is invalid.');
    act(() => handlers.get('change')?.({ elementType: 'card', complete: true, empty: false }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a spare card (box unticked) is not made default: the list is read again and shows it', async () => {
    const { mirror } = stripeServer();
    stripe.confirmCardSetup.mockImplementation(async () => {
      mirror();
      return { setupIntent: { id: 'seti_stripe_1', status: 'succeeded' } };
    });
    const user = userEvent.setup();
    const dialog = await openStripeForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await screen.findByRole('listitem', { name: 'Visa ending in 4242' });
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_stripe_1_secret_abc', { payment_method: { card: cardElement } });
    expect(server.routes()).toEqual(['GET /payment/saved-cards', 'POST /payment/create-setup-intent', 'GET /payment/saved-cards']);
  });
});
