import type { Locator, Page } from 'playwright-core';
import { chooseView, screenshot, seriousA11yViolations, VIEW_WALK, VIEWPORTS } from './browser';
import { browserSuite, type VisitorOptions } from './browser-suite';
import { expectReachable, expectNoSidewaysScroll } from './on-screen';

// Each test walks several dialogs; the screens test walks four views.
jest.setTimeout(180_000);

const DEMO_PASSWORD = 'Dem0!pass-cards';
/** Dialogs sit fixed over the page: photograph the screen as the person sees it. */
const ON_SCREEN = { fullPage: false };

interface Card {
  id: string;
  brand: string;
  last4: string;
  isDefault: boolean;
}

/** A dialog's title text (its glyphs, not its block) keeps clear of the close button. */
async function expectTitleClearOfClose(dialog: Locator, closeName: string): Promise<void> {
  const close = (await dialog.getByRole('button', { name: closeName }).boundingBox())!;
  const lines = await dialog.locator('h2').evaluate((title) => {
    const range = document.createRange();
    range.selectNodeContents(title);
    return [...range.getClientRects()].map((rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height }));
  });
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const overlap = line.x < close.x + close.width && close.x < line.x + line.width && line.y < close.y + close.height && close.y < line.y + line.height;
    expect(overlap).toBe(false);
  }
}

describe('Payment Methods in Chromium, on the sandbox provider', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD });
  let token = '';

  const api = async <T>(path: string, body?: unknown): Promise<{ status: number; data: T; message: string }> => {
    const response = await fetch(`${suite.product.url}/api/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { data: T; message: string };
    return { status: response.status, ...envelope };
  };
  const savedCards = async () => (await api<Card[]>('/payment/saved-cards')).data;
  const removeAllCards = async () => {
    for (const card of await savedCards()) expect((await api('/payment/detach-card', { cardId: card.id })).status).toBe(200);
  };
  /** A test card added through the sandbox routes, as the form would (for the screens test). */
  const addCard = async (cardNumber: string, makeDefault: boolean) => {
    const intent = (await api<{ setupIntentId: string; clientSecret: string }>('/payment/create-setup-intent', {})).data;
    const confirmed = await api<{ status: string }>('/payment/sandbox/confirm-setup', { ...intent, cardNumber, expMonth: 12, expYear: 2034, cvc: '123' });
    expect(confirmed.status).toBe(200);
    if (confirmed.data.status === 'requires_action') expect((await api('/payment/sandbox/authenticate', { ...intent, outcome: 'approve' })).status).toBe(200);
    if (makeDefault) expect((await api('/payment/new-card-set-default', { setupIntentId: intent.setupIntentId })).status).toBe(200);
  };

  /** A visitor signed in as the demo user (the token in storage, as after sign-in). */
  async function signedIn(options: VisitorOptions): Promise<Page> {
    const response = await fetch(`${suite.product.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'user@helpwire.local', password: DEMO_PASSWORD }),
    });
    token = ((await response.json()) as { data: { token: string } }).data.token;
    const page = await suite.visitor(options);
    await page.context().addInitScript((stored) => {
      if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
    }, token);
    return page;
  }

  const row = (page: Page, name: string) => page.getByRole('main').getByRole('listitem', { name });
  const defaultRow = (page: Page) => page.locator('.hw-pay-card[data-default]');

  it('adds a card, makes it default, adds a second with 3-D Secure, switches the default, removes one, and is told a declined card was declined (390 px)', async () => {
    const page = await signedIn({ viewport: 'mobile', language: 'en' });
    // The sandbox never loads Stripe's code: every script the page runs is checked for it.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await removeAllCards();
    await page.goto('/payment-methods');
    await page.getByRole('heading', { level: 1, name: 'Payment Methods' }).waitFor();
    await page.getByText('Please add a payment card to get instant help').waitFor();
    await expectNoSidewaysScroll(page);

    // The first card: the only next step is Add card; the card becomes the default.
    const add = page.getByRole('main').getByRole('button', { name: 'Add card' });
    await expectReachable(page, add);
    await add.click();
    let dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.waitFor();
    await dialog.getByText('Test mode', { exact: true }).waitFor();
    const makeDefault = dialog.getByRole('checkbox', { name: 'Make this my default card' });
    expect([await makeDefault.isChecked(), await makeDefault.isDisabled()]).toEqual([true, true]);
    await dialog.getByLabel('Card number').pressSequentially('4242424242424242');
    expect(await dialog.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry date').pressSequentially('1234');
    await dialog.getByLabel('Security code (CVC)').fill('123');
    await dialog.getByLabel('Name on card (optional)').fill('Dana Card');
    const save = dialog.getByRole('button', { name: 'Save card' });
    await expectReachable(page, save);
    await save.click();
    await page.getByText('Card added successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Visa ending in 4242').waitFor();
    await expect(
      defaultRow(page)
        .getAttribute('aria-labelledby')
        .then((id) => page.locator(`[id="${id}"]`).innerText()),
    ).resolves.toContain('4242');
    expect(await row(page, 'Visa ending in 4242').getByText('Default', { exact: true }).isVisible()).toBe(true);

    // The second card needs 3-D Secure; it stays a spare (the box is not ticked).
    await page.getByRole('main').getByRole('button', { name: 'Add card' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a card' });
    expect(await dialog.getByRole('checkbox', { name: 'Make this my default card' }).isChecked()).toBe(false);
    await dialog.getByLabel('Card number').pressSequentially('4000002500003155');
    await dialog.getByLabel('Expiry date').pressSequentially('1130');
    await dialog.getByLabel('Security code (CVC)').fill('321');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    const challenge = page.getByRole('dialog', { name: '3-D Secure authentication' });
    await challenge.waitFor();
    const complete = challenge.getByRole('button', { name: 'Complete authentication' });
    await expectReachable(page, complete);
    await expectReachable(page, challenge.getByRole('button', { name: 'Fail authentication' }));
    await complete.click();
    await row(page, 'Visa ending in 3155').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await row(page, 'Visa ending in 3155').getByText('Default', { exact: true }).count()).toBe(0);

    // Switch the default: the badge moves to the other card, which goes first.
    const setDefault = row(page, 'Visa ending in 3155').getByRole('button', { name: 'Set as default' });
    await expectReachable(page, setDefault);
    await setDefault.click();
    await page.getByText('Default card updated successfully').first().waitFor();
    await row(page, 'Visa ending in 3155').getByText('Default', { exact: true }).waitFor();
    expect(await row(page, 'Visa ending in 4242').getByText('Default', { exact: true }).count()).toBe(0);
    expect(await page.locator('.hw-pay-card').first().getAttribute('data-default')).toBe('true');
    await expect(defaultRow(page).count()).resolves.toBe(1);
    for (const control of await page.locator('.hw-pay-card button').all()) await expectReachable(page, control);

    // Remove the spare, after the confirmation.
    await row(page, 'Visa ending in 4242').getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this card?' });
    await confirm.getByText('Visa ending in 4242', { exact: true }).waitFor();
    await confirm.getByText('This card will be removed from your account.').waitFor();
    const removeCard = confirm.getByRole('button', { name: 'Remove card' });
    await expectReachable(page, removeCard);
    await removeCard.click();
    await page.getByText('Card removed successfully').first().waitFor();
    await row(page, 'Visa ending in 4242').waitFor({ state: 'detached' });
    expect(await page.locator('.hw-pay-card').count()).toBe(1);

    // A declined card is said so, in the form, which stays open.
    await page.getByRole('main').getByRole('button', { name: 'Add card' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.getByLabel('Card number').pressSequentially('4000000000000002');
    await dialog.getByLabel('Expiry date').pressSequentially('1234');
    await dialog.getByLabel('Security code (CVC)').fill('123');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    const declined = dialog.getByText('Your card was declined.');
    await declined.waitFor();
    await expectReachable(page, declined);

    const loaded = await Promise.all(scripts);
    expect(loaded.some((source) => source.includes('hw-pay-card'))).toBe(true);
    expect(loaded.filter((source) => source.includes('react-stripe-js') || source.includes('js.stripe.com'))).toEqual([]);

    // What the server holds is what the person saw.
    expect((await savedCards()).map((card) => [card.last4, card.isDefault])).toEqual([['3155', true]]);
    const violations = await seriousA11yViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('the list, the empty state, the add-card form, 3-D Secure and the remove confirmation at 1366 and 390 px, in English and Arabic', async () => {
    // One visitor walks the four views: a resize between sizes, the language applied by the next load.
    const page = await signedIn({ viewport: 'desktop', language: 'en' });
    for (const view of VIEW_WALK) {
      const [size, language] = view;
      await chooseView(page, view);
      const width = VIEWPORTS[size].width;
      const rtl = language === 'ar';
      const text = rtl
        ? {
            add: 'إضافة بطاقة',
            save: 'حفظ البطاقة',
            remove: 'إزالة',
            removeTitle: 'إزالة هذه البطاقة؟',
            challenge: 'التحقق \u20663\u2011D Secure\u2069',
            number: 'رقم البطاقة',
            expiry: 'تاريخ الانتهاء',
            cvc: 'رمز الأمان (CVC)',
            empty: 'يُرجى إضافة بطاقة دفع للحصول على مساعدة فورية',
          }
        : {
            add: 'Add card',
            save: 'Save card',
            remove: 'Remove',
            removeTitle: 'Remove this card?',
            challenge: '3-D Secure authentication',
            number: 'Card number',
            expiry: 'Expiry date',
            cvc: 'Security code (CVC)',
            empty: 'Please add a payment card to get instant help',
          };
      await removeAllCards();
      await addCard('4242424242424242', true);
      await addCard('4000002500003155', false);

      // Two cards, the default first with its badge.
      await page.goto('/payment-methods');
      await page.locator('.hw-pay-card').nth(1).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(rtl ? 'rtl' : 'ltr');
      expect(await page.locator('.hw-pay-page').evaluate((el) => getComputedStyle(el).direction)).toBe(rtl ? 'rtl' : 'ltr');
      await expectNoSidewaysScroll(page);
      const first = page.locator('.hw-pay-card').first();
      expect(await first.getAttribute('data-default')).toBe('true');
      // Mirrored: the brand mark leads the row (left in English, right in Arabic); the number reads left to right.
      const brand = (await first.locator('.hw-brand').boundingBox())!;
      const title = (await first.locator('.hw-pay-card__title').boundingBox())!;
      expect(rtl ? brand.x > title.x : brand.x < title.x).toBe(true);
      expect(await first.locator('.hw-pay-card__number').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      for (const control of await page.locator('.hw-pay-card button, .hw-pay-badge').all()) await expectReachable(page, control);
      await screenshot(page, `payment-methods-list-${size}-${language}`);

      // The add-card form (sandbox), labelled as test mode.
      await page.getByRole('main').getByRole('button', { name: text.add }).click();
      const form = page.locator('[role="dialog"]');
      await form.locator('form').waitFor();
      const dialogBox = (await form.boundingBox())!;
      expect(dialogBox.x).toBeGreaterThanOrEqual(0);
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(width);
      for (const control of await form.locator('input, button').all()) {
        const found = (await control.boundingBox())!;
        expect(found.x).toBeGreaterThanOrEqual(dialogBox.x);
        expect(found.x + found.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width + 0.5);
      }
      await form.getByLabel(text.number).pressSequentially('4000002500003155');
      await form.getByLabel(text.expiry).pressSequentially('1234');
      await form.getByLabel(text.cvc).fill('123');
      await screenshot(page, `payment-methods-add-${size}-${language}`, ON_SCREEN);

      // The 3-D Secure step.
      await form.getByRole('button', { name: text.save }).click();
      const challenge = page.getByRole('dialog', { name: text.challenge });
      await challenge.waitFor();
      for (const control of await challenge.locator('.hw-pay-dialog__actions button').all()) await expectReachable(page, control);
      await expectTitleClearOfClose(challenge, rtl ? 'إغلاق' : 'Close');
      await screenshot(page, `payment-methods-3ds-${size}-${language}`, ON_SCREEN);
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"] form').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // The remove confirmation of the default card.
      await first.getByRole('button', { name: text.remove }).click();
      const confirm = page.getByRole('dialog', { name: text.removeTitle });
      await confirm.waitFor();
      for (const control of await confirm.locator('.hw-pay-dialog__actions button').all()) await expectReachable(page, control);
      await screenshot(page, `payment-methods-remove-${size}-${language}`, ON_SCREEN);
      await page.keyboard.press('Escape');

      // No card: the spec's text and one next step.
      await removeAllCards();
      await page.reload();
      await page.getByText(text.empty).waitFor();
      const add = page.getByRole('main').getByRole('button', { name: text.add });
      expect(await add.count()).toBe(1);
      await expectReachable(page, add);
      // The button's icon is white on the call-to-action colour, like its text.
      expect(await add.locator('svg').evaluate((icon) => getComputedStyle(icon).color)).toBe('rgb(255, 255, 255)');
      await expectNoSidewaysScroll(page);
      await screenshot(page, `payment-methods-empty-${size}-${language}`);
    }
  });
});
