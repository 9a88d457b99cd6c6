import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser';
import { browserSuite } from './browser-suite';
import { demoApi } from './demo-api';
import { expectOnScreen, isOnTop } from './on-screen';

jest.setTimeout(180_000);

const DEMO_PASSWORD = 'Dem0!pass-banner';
const SIZES = [
  ['1366x768', { width: 1366, height: 768 }],
  ['390x844', { width: 390, height: 844 }],
] as const;
const LANGUAGES = ['en', 'ar'] as const;
const TEXT = {
  en: {
    banner: 'Your language and cookies',
    add: 'Add card',
    dialog: 'Add a card',
    save: 'Save card',
    cancel: 'Cancel',
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code (CVC)',
  },
  ar: {
    banner: 'لغتك وملفات تعريف الارتباط',
    add: 'إضافة بطاقة',
    dialog: 'إضافة بطاقة',
    save: 'حفظ البطاقة',
    cancel: 'إلغاء',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvc: 'رمز الأمان (CVC)',
  },
} as const;

/** Whether two boxes share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/**
 * Issue 21 item 13: a first-time visitor (no language cookie yet, so the language and cookie banner
 * shows) opens "Add a card" on /payment-methods. The dialog is above the banner: "Save card" and
 * "Cancel" are the topmost elements where a finger lands, inside the viewport without scrolling the
 * page, while the card form scrolls inside its dialog. 1366×768 and 390×844, en and ar.
 */
describe('dialogs above the language and cookie banner', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, JANUS_START: 'false' });

  /** The demo user, signed in, on a first visit: the language in local storage only, no cookie (the banner shows). */
  async function firstVisit(language: 'en' | 'ar', viewport: { width: number; height: number }): Promise<Page> {
    const { token } = await demoApi(suite.product.url).signIn('/auth/login', 'user@helpwire.local', DEMO_PASSWORD);
    const page = await suite.visitor({ language: null });
    await page.setViewportSize(viewport);
    await page.context().addInitScript(
      ([stored, code]) => {
        if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
        if (!localStorage.getItem('language')) localStorage.setItem('language', code);
      },
      [token, language] as const,
    );
    return page;
  }

  for (const language of LANGUAGES) {
    it(`"Save card" is on top of the banner and on screen at 1366x768 and 390x844 in ${language}`, async () => {
      // One first-time visitor at both sizes (a resize, then the page opened again: the banner is
      // still unanswered).
      const page = await firstVisit(language, SIZES[0][1]);
      for (const [size, viewport] of SIZES) {
        const text = TEXT[language];
        await page.setViewportSize(viewport);
        await page.goto('/payment-methods');
        const banner = page.getByRole('region', { name: text.banner });
        await banner.waitFor({ timeout: 10_000 });
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');

        await page.getByRole('main').getByRole('button', { name: text.add }).click();
        const dialog = page.getByRole('dialog', { name: text.dialog });
        await dialog.locator('form').waitFor();
        await dialog.getByLabel(text.number).pressSequentially('4242424242424242');
        await dialog.getByLabel(text.expiry).pressSequentially('1234');
        await dialog.getByLabel(text.cvc).fill('123');

        // The banner is still showing, under the dialog, where its buttons are.
        expect(await banner.isVisible()).toBe(true);
        const save = dialog.getByRole('button', { name: text.save });
        const cancel = dialog.getByRole('button', { name: text.cancel });
        expect(await overlap(banner, dialog)).toBe(true);
        // On screen without scrolling anything, and what a click at their centre reaches.
        for (const action of [save, cancel]) {
          await expectOnScreen(page, action);
          expect(await isOnTop(action)).toBe(true);
        }
        // The dialog fits the screen; the form scrolls inside it, not the page.
        const box = (await dialog.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        await screenshot(page, `dialog-over-banner-add-card-${size}-${language}`, { fullPage: false });
        // Scrolled to its end inside the dialog, the actions are still on screen and on top.
        await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
        await expectOnScreen(page, save);
        expect(await isOnTop(save)).toBe(true);

        await save.click();
        await dialog.waitFor({ state: 'detached' });
        await page.locator('.hw-pay-card').first().waitFor();
        // With the dialog gone, the banner is on top again and can be answered.
        expect(await isOnTop(banner.getByRole('button').first())).toBe(true);
      }
    });
  }
});
