/** @jest-environment jsdom */
import { renderWithProviders, resetBrowserState, setupAccountTexts } from '@helpwire/account/testing';
import { PaymentTexts } from '@helpwire/contracts';
import { applyDocumentLanguage, i18next, setRuntimeConfig, storeToken, useToasts } from '@helpwire/web-core';
import { Toaster } from '@helpwire/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import en from '../locales/en.json';
import { fakePaymentServer, mastercard, visa, type FakePaymentServer } from './testing/fake-payment-server';

// Stripe's code must never load in sandbox mode: this records it if it does.
const mockStripeModuleLoads = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => {
  mockStripeModuleLoads();
  return jest.requireActual('@stripe/stripe-js/pure');
});

const toasts = () => useToasts.getState().toasts.map((t) => [t.kind, t.text]);
const row = (name: string) => screen.getByRole('listitem', { name });
/** The cards as a screen reader names them, top to bottom. */
const rowNames = () =>
  screen.queryAllByRole('listitem').map((item) => {
    const label = document.getElementById(item.getAttribute('aria-labelledby') ?? '')!.cloneNode(true) as HTMLElement;
    label.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return label.textContent!.replace(/\s+/g, ' ').trim();
  });
const defaultRows = () => screen.queryAllByRole('listitem').filter((item) => within(item).queryByText('Default'));

async function renderPage() {
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
  await screen.findByRole('heading', { level: 1 });
}

async function openAddCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add card' }));
  return screen.findByRole('dialog', { name: 'Add a card' });
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  { number, expiry = '1234', cvc = '123' }: { number: string; expiry?: string; cvc?: string },
) {
  const inDialog = within(dialog);
  if (number) await user.type(inDialog.getByLabelText('Card number'), number);
  if (expiry) await user.type(inDialog.getByLabelText('Expiry date'), expiry);
  if (cvc) await user.type(inDialog.getByLabelText('Security code (CVC)'), cvc);
}

let server: FakePaymentServer;
let PaymentMethodsPage: ComponentType;

beforeAll(async () => {
  await setupAccountTexts();
  // The remote registers its texts when it loads, as the shell loads it: after i18n is set up.
  await (await import('../texts')).userTextsReady;
  PaymentMethodsPage = (await import('./PaymentMethodsPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
  setRuntimeConfig({ payments: { provider: 'sandbox' } });
});

describe('Payment Methods: the saved cards', () => {
  it('lists each card with brand, last 4 and expiry, default first, and the Default badge on the default card only', async () => {
    server = fakePaymentServer([mastercard(), visa()]);
    await renderPage();
    await screen.findByRole('list');
    expect(rowNames()).toEqual(['Visa ending in 4242', 'Mastercard ending in 4444']);
    expect(within(row('Visa ending in 4242')).getByText('Expires').textContent).toBe('Expires 12/30');
    expect(within(row('Mastercard ending in 4444')).getByText('Expires').textContent).toBe('Expires 03/31');
    expect(defaultRows()).toEqual([row('Visa ending in 4242')]);
    // The default card cannot be made default again; the other one can.
    expect(within(row('Visa ending in 4242')).queryByRole('button', { name: 'Set as default' })).toBeNull();
    expect(within(row('Mastercard ending in 4444')).getByRole('button', { name: 'Set as default' })).toBeTruthy();
    expect(server.routes()).toEqual(['GET /payment/saved-cards']);
  });

  it('marks an expired card and asks for a default when the cards have none', async () => {
    fakePaymentServer([visa({ isDefault: false, expYear: 2020 })]);
    await renderPage();
    await screen.findByRole('list');
    expect(within(row('Visa ending in 4242')).getByText('Expired').textContent).toBe('Expired 12/20');
    expect(screen.getByText(PaymentTexts.selectDefaultCard)).toBeTruthy();
  });

  it('with no card shows the spec text and one next step, Add card, whose form makes the first card the default', async () => {
    fakePaymentServer([]);
    const user = userEvent.setup();
    await renderPage();
    const empty = await screen.findByRole('status');
    expect(empty.textContent).toContain('Please add a payment card to get instant help');
    expect(screen.getAllByRole('button', { name: 'Add card' })).toHaveLength(1);
    const dialog = await openAddCard(user);
    const makeDefault = within(dialog).getByRole('checkbox', { name: 'Make this my default card' }) as HTMLInputElement;
    expect([makeDefault.checked, makeDefault.disabled]).toEqual([true, true]);
    const testMode = within(dialog).getByRole('note');
    expect(testMode.textContent).toMatch(/^Test mode — use one of these test cards/);
    expect(
      within(testMode)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4242 4242 4242 4242 is saved', '4000 0025 0000 3155 asks for 3-D Secure', '4000 0000 0000 0002 is declined']);
  });

  it('shows skeletons while loading, then an error that says what to do, and Retry loads the cards', async () => {
    let answer: () => [number, unknown] = () => [
      503,
      { statusCode: 503, message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'UNAVAILABLE' },
    ];
    server = fakePaymentServer([visa()], { 'GET /api/v1/payment/saved-cards': () => answer() });
    const user = userEvent.setup();
    await renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your cards could not be loaded.');
    expect(alert.textContent).toContain('The service is temporarily unavailable. Please try again in a moment.');
    answer = () => [200, { statusCode: 200, message: 'Success', data: [visa()] }];
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('listitem', { name: 'Visa ending in 4242' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a loading status before the cards arrive', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server = fakePaymentServer([visa()]);
    const answered = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (...args: unknown[]) => {
      await gate;
      return answered(...args);
    });
    await renderPage();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    release();
    await screen.findByRole('list');
    expect(screen.queryByRole('status', { name: 'Loading...' })).toBeNull();
  });
});

describe('Payment Methods: adding a sandbox card', () => {
  it('groups the number and the expiry as typed, saves the first card as the default and shows it with the badge', async () => {
    server = fakePaymentServer([]);
    const user = userEvent.setup();
    await renderPage();
    const dialog = await openAddCard(user);
    await fillCard(user, dialog, { number: '4242424242424242' });
    await user.type(within(dialog).getByLabelText('Name on card (optional)'), 'Maya Karam');
    expect((within(dialog).getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((within(dialog).getByLabelText('Expiry date') as HTMLInputElement).value).toBe('12 / 34');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(defaultRows()).toEqual([row('Visa ending in 4242')]);
    expect(server.routes()).toEqual([
      'GET /payment/saved-cards',
      'POST /payment/create-setup-intent',
      'POST /payment/sandbox/confirm-setup',
      'POST /payment/new-card-set-default',
    ]);
    expect(server.bodyOf('POST /payment/sandbox/confirm-setup')).toEqual({
      setupIntentId: 'seti_1',
      clientSecret: 'seti_1_secret_x',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      name: 'Maya Karam',
    });
    expect(server.bodyOf('POST /payment/new-card-set-default')).toEqual({ setupIntentId: 'seti_1' });
    expect(toasts()).toEqual([['success', 'Card added successfully']]);
    expect(mockStripeModuleLoads).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="stripe.com"]')).toBeNull();
  });

  it('a digit typed in the middle of the number is regrouped with the caret kept after it', async () => {
    fakePaymentServer([]);
    const user = userEvent.setup();
    await renderPage();
    const dialog = await openAddCard(user);
    const number = within(dialog).getByLabelText('Card number') as HTMLInputElement;
    await user.type(number, '42424242');
    await user.type(number, '9', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(number.value).toBe('4242 9424 2');
    expect(number.selectionStart).toBe(6);
  });

  it('a further card stays a spare unless "Make this my default card" is ticked (the list is read again instead)', async () => {
    server = fakePaymentServer([mastercard({ isDefault: true })]);
    const user = userEvent.setup();
    await renderPage();
    let dialog = await openAddCard(user);
    const makeDefault = within(dialog).getByRole('checkbox', { name: 'Make this my default card' }) as HTMLInputElement;
    expect([makeDefault.checked, makeDefault.disabled]).toEqual([false, false]);
    await fillCard(user, dialog, { number: '4242424242424242' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await screen.findByRole('listitem', { name: 'Visa ending in 4242' });
    expect(server.routes().slice(1)).toEqual(['POST /payment/create-setup-intent', 'POST /payment/sandbox/confirm-setup', 'GET /payment/saved-cards']);
    expect(defaultRows()).toEqual([row('Mastercard ending in 4444')]);
    expect(toasts()).toEqual([['success', 'Card added successfully']]);

    dialog = await openAddCard(user);
    await fillCard(user, dialog, { number: '4242424242424242' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.routes().at(-1)).toBe('POST /payment/new-card-set-default');
    expect(defaultRows().map((item) => item.textContent)).toEqual([expect.stringContaining('Visa')]);
    expect(rowNames()[0]).toBe('Visa ending in 4242');
  });

  it('a declined card says "Your card was declined." in the form, which stays open, and nothing is saved', async () => {
    server = fakePaymentServer([]);
    const user = userEvent.setup();
    await renderPage();
    const dialog = await openAddCard(user);
    await fillCard(user, dialog, { number: '4000000000000002' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await within(dialog).findByText('Your card was declined.');
    expect(screen.getByRole('dialog', { name: 'Add a card' })).toBe(dialog);
    expect(server.routes()).not.toContain('POST /payment/new-card-set-default');
    expect(server.cards).toEqual([]);
  });

  it('a number the sandbox refuses is explained under the number field (by its code)', async () => {
    server = fakePaymentServer([]);
    const user = userEvent.setup();
    await renderPage();
    const dialog = await openAddCard(user);
    // Passes the Luhn check, but is not one of the test cards.
    await fillCard(user, dialog, { number: '5105105105105100' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    const number = within(dialog).getByLabelText('Card number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(number.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(PaymentTexts.notTestCard);
  });

  it('checks the fields before sending anything, with clear texts', async () => {
    server = fakePaymentServer([]);
    const user = userEvent.setup();
    await renderPage();
    const dialog = await openAddCard(user);
    const errorOf = (label: string) => {
      const input = within(dialog).getByLabelText(label);
      return input.getAttribute('aria-invalid') === 'true' ? document.getElementById(`${input.id}-error`)?.textContent : undefined;
    };
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(errorOf('Card number')).toBe('Card number is required'));
    expect(errorOf('Expiry date')).toBe('Expiry date is required');
    expect(errorOf('Security code (CVC)')).toBe('Security code is required');

    await fillCard(user, dialog, { number: '4242424242424241', expiry: '0120', cvc: '12' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(errorOf('Card number')).toBe('Your card number is incorrect.'));
    expect(errorOf('Expiry date')).toBe('Your card has expired.');
    expect(errorOf('Security code (CVC)')).toBe('Security code must be 3 or 4 digits');

    await user.clear(within(dialog).getByLabelText('Card number'));
    await user.clear(within(dialog).getByLabelText('Expiry date'));
    await user.clear(within(dialog).getByLabelText('Security code (CVC)'));
    await fillCard(user, dialog, { number: '424242', expiry: '1334', cvc: '1234' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(errorOf('Card number')).toBe('Card number must be 12 to 19 digits'));
    expect(errorOf('Expiry date')).toBe('Expiry month must be from 1 to 12');

    // A Visa's code is 3 digits (American Express: 4).
    await user.clear(within(dialog).getByLabelText('Card number'));
    await user.clear(within(dialog).getByLabelText('Expiry date'));
    await fillCard(user, dialog, { number: '4242424242424242', expiry: '1234', cvc: '' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(errorOf('Security code (CVC)')).toBe("Your card's security code is incorrect."));
    expect(errorOf('Card number')).toBeUndefined();
    expect(server.routes()).toEqual(['GET /payment/saved-cards']);
  });

  it('4000 0025 0000 3155 asks for 3-D Secure in a dialog; "Complete authentication" saves the card', async () => {
    server = fakePaymentServer([]);
    const user = userEvent.setup();
    await renderPage();
    const form = await openAddCard(user);
    await fillCard(user, form, { number: '4000002500003155' });
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    const challenge = await screen.findByRole('dialog', { name: '3-D Secure authentication' });
    expect(screen.getAllByRole('dialog')).toEqual([challenge]);
    expect(challenge.textContent).toContain(PaymentTexts.authenticationRequired);
    expect(within(challenge).getByRole('note').textContent).toMatch(/^Test mode/);
    expect(document.activeElement).toBe(challenge);
    await user.click(within(challenge).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.routes().slice(1)).toEqual([
      'POST /payment/create-setup-intent',
      'POST /payment/sandbox/confirm-setup',
      'POST /payment/sandbox/authenticate',
      'POST /payment/new-card-set-default',
    ]);
    expect(server.bodyOf('POST /payment/sandbox/authenticate')).toEqual({ setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x', outcome: 'approve' });
    expect(defaultRows()).toEqual([row('Visa ending in 3155')]);
  });

  it('"Fail authentication" goes back to the form with the server\'s text and the typed card kept; nothing is saved', async () => {
    server = fakePaymentServer([]);
    const user = userEvent.setup();
    await renderPage();
    const form = await openAddCard(user);
    await fillCard(user, form, { number: '4000002500003155' });
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    const challenge = await screen.findByRole('dialog', { name: '3-D Secure authentication' });
    await user.click(within(challenge).getByRole('button', { name: 'Fail authentication' }));
    const again = await screen.findByRole('dialog', { name: 'Add a card' });
    expect(within(again).getByText(PaymentTexts.authenticationFailed)).toBeTruthy();
    expect((within(again).getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0025 0000 3155');
    expect(server.bodyOf('POST /payment/sandbox/authenticate')).toMatchObject({ outcome: 'fail' });
    expect(server.cards).toEqual([]);
    expect(server.routes()).not.toContain('POST /payment/new-card-set-default');
  });
});

describe('Payment Methods: default and removal', () => {
  it('"Set as default" moves the Default badge and toasts the server\'s text', async () => {
    server = fakePaymentServer([visa(), mastercard()]);
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await screen.findByRole('listitem', { name: 'Mastercard ending in 4444' })).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(defaultRows()).toEqual([row('Mastercard ending in 4444')]));
    expect(rowNames()).toEqual(['Mastercard ending in 4444', 'Visa ending in 4242']);
    expect(server.bodyOf('POST /payment/set-default-payment-method')).toEqual({ cardId: 'card-mc' });
    expect(toasts()).toEqual([['success', 'Default card updated successfully']]);
  });

  it('a card gone meanwhile says "Payment Card Not Found." and the list is read again', async () => {
    server = fakePaymentServer([visa(), mastercard()]);
    const user = userEvent.setup();
    await renderPage();
    const mc = await screen.findByRole('listitem', { name: 'Mastercard ending in 4444' });
    server.cards.splice(1, 1);
    await user.click(within(mc).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(toasts()).toEqual([['error', 'Payment Card Not Found.']]));
    await waitFor(() => expect(rowNames()).toEqual(['Visa ending in 4242']));
  });

  it('Remove asks first: Cancel keeps the card; Remove card removes it with the "Card removed successfully" toast', async () => {
    server = fakePaymentServer([visa(), mastercard()]);
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await screen.findByRole('listitem', { name: 'Mastercard ending in 4444' })).getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(within(dialog).getByText('Mastercard ending in 4444')).toBeTruthy();
    expect(dialog.textContent).toContain('This card will be removed from your account.');
    expect(dialog.textContent).not.toContain('This is your default card.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.routes()).not.toContain('POST /payment/detach-card');

    await user.click(within(row('Mastercard ending in 4444')).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.bodyOf('POST /payment/detach-card')).toEqual({ cardId: 'card-mc' });
    expect(rowNames()).toEqual(['Visa ending in 4242']);
    expect(toasts()).toEqual([['success', 'Card removed successfully']]);
    // The Remove button went with its card: focus lands on the page title, not on nothing.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('removing the default card warns first, then asks to choose another default', async () => {
    server = fakePaymentServer([visa(), mastercard()]);
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await screen.findByRole('listitem', { name: 'Visa ending in 4242' })).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog.textContent).toContain('This is your default card. After removing it, choose another default card to keep getting instant help.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await screen.findByText(PaymentTexts.selectDefaultCard);
    expect(rowNames()).toEqual(['Mastercard ending in 4444']);
    expect(defaultRows()).toEqual([]);
  });
});

describe('Payment Methods in Arabic', () => {
  afterEach(() => applyDocumentLanguage('en'));

  it('reads right to left in Arabic, while card numbers, expiry dates and card inputs stay left to right', async () => {
    server = fakePaymentServer([visa(), mastercard()]);
    const user = userEvent.setup();
    await act(async () => {
      await i18next.changeLanguage('ar');
      applyDocumentLanguage('ar');
    });
    await renderPage();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('طرق الدفع');
    const first = await screen.findByRole('listitem', { name: 'Visa تنتهي بـ 4242' });
    expect(within(first).getByText('افتراضية')).toBeTruthy();
    expect([...first.querySelectorAll('bdi')].map((bdi) => [bdi.getAttribute('dir'), bdi.textContent])).toEqual([
      ['ltr', '•••• 4242'],
      ['ltr', '12/30'],
    ]);
    await user.click(screen.getByRole('button', { name: 'إضافة بطاقة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة بطاقة' });
    expect(within(dialog).getByLabelText('رقم البطاقة').getAttribute('dir')).toBe('ltr');
    // The server answers in English; the page shows the Arabic text of its code.
    await user.type(within(dialog).getByLabelText('رقم البطاقة'), '4000000000000002');
    await user.type(within(dialog).getByLabelText('تاريخ الانتهاء'), '1234');
    await user.type(within(dialog).getByLabelText('رمز الأمان (CVC)'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ البطاقة' }));
    await within(dialog).findByText('تم رفض بطاقتك.');
  });
});

describe("Payment Methods in Arabic: the server's English texts are shown in Arabic", () => {
  afterEach(() => applyDocumentLanguage('en'));

  it('the "Card removed successfully" and "Default card updated successfully" toasts', async () => {
    server = fakePaymentServer([visa(), mastercard()]);
    const user = userEvent.setup();
    await act(async () => {
      await i18next.changeLanguage('ar');
      applyDocumentLanguage('ar');
    });
    await renderPage();
    await user.click(within(await screen.findByRole('listitem', { name: 'Mastercard تنتهي بـ 4444' })).getByRole('button', { name: 'تعيين كافتراضية' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'تم تحديث البطاقة الافتراضية بنجاح']]));
    await user.click(within(row('Visa تنتهي بـ 4242')).getByRole('button', { name: 'إزالة' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'إزالة هذه البطاقة؟' })).getByRole('button', { name: 'إزالة البطاقة' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'تمت إزالة البطاقة بنجاح']]));
  });
});

describe('the payment texts', () => {
  it('the English bundle says exactly what the contracts say', () => {
    expect(en.payment.texts).toEqual(PaymentTexts);
  });
});
