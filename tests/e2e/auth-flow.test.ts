import type { Page } from 'playwright-core';
import { PASSWORD, signUpBody } from '../contract/accounts';
import { screenshot, seriousA11yViolations, showView, VIEW_WALK } from './browser';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';
import { browserSuite, codeSentTo as mailedCode } from './browser-suite';

/** What the auth modal's views say in each language (its title; the header button that opens it). */
const MODAL_TEXTS = {
  en: { signIn: /^(Sign In|Log In)$/, login: 'Welcome back', forgot: 'Forgot your password?', code: 'Enter your code', reset: 'Choose a new password' },
  ar: { signIn: /^(تسجيل الدخول|دخول)$/, login: 'مرحبًا بعودتك', forgot: 'نسيت كلمة المرور؟', code: 'أدخل الرمز', reset: 'اختر كلمة مرور جديدة' },
} as const;

/** The open dialog's title, as its label reads. */
const dialogTitle = (page: Page) => page.getByRole('dialog').locator('h2').first().textContent();

/** The name of the focused control (what a keyboard or screen-reader user is on). */
const focusedName = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.getAttribute('aria-label'));

/** A phone no other account of this run has, in E.164, and as a person types it (a space after the country code). */
function freshPhone(): { e164: string; typed: string } {
  const e164 = `+9715${String(Date.now()).slice(-8)}`;
  return { e164, typed: `${e164.slice(0, 4)} ${e164.slice(4)}` };
}

describe('identity in Chromium: sign up, verify with the mailed code, sign out', () => {
  const suite = browserSuite();
  const visitor = (language = 'en') => suite.visitor({ language, geolocation: { latitude: 25.2048, longitude: 55.2708 } });
  const codeSentTo = (email: string) => mailedCode(suite.product.url, email);

  it('a visitor signs up as a user, verifies with the code from the mailbox, lands on the dashboard and logs out', async () => {
    const page = await visitor();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    const id = Date.now().toString(36);
    const email = `maya.${id}@example.com`;
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /User sign up/ })
      .click();
    await page.getByRole('heading', { name: 'Create your user account' }).waitFor();

    // Empty submit: the rules speak first.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('You must accept terms and conditions').first().waitFor();

    await page.getByLabel('First name').fill('Maya');
    await page.getByLabel('Last name').fill('Karam');
    await page.getByLabel('Username').fill(`maya.${id}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Confirm password').fill('Str0ng!pass');
    await page.getByRole('checkbox', { name: 'English' }).check();
    const categories = (await (await fetch(`${suite.product.url}/api/v1/category/getNonSubCategories`)).json()) as { data: { name: string }[] };
    await page.locator('main').getByRole('checkbox', { name: categories.data[0]!.name }).check();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.locator('main').getByLabel('Address', { exact: true }).fill('Dubai Marina');
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    const code = await codeSentTo(email);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.insertText(code);
    await expect(page.getByLabel('Digit 6 of 6').inputValue()).resolves.toBe(code[5]);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    // The user area (its own remote) loads inside the shell once signed in.
    await page
      .locator('main h1', { hasText: 'Welcome back, Maya' })
      .waitFor({ timeout: 8000 })
      .catch(() => {
        throw new Error(`dashboard did not render: ${pageErrors.join('\n')}`);
      });
    await expect(page.getByTestId('remote-fallback').count()).resolves.toBe(0);
    // A new account's home: the three steps to a first call, adding a card the one strong action,
    // on screen and on top at each size and language.
    const cardStep = page.locator('[data-step="card"]').getByRole('link');
    for (const view of VIEW_WALK) {
      await showView(page, view);
      await page.locator('[data-panel="start"]').waitFor();
      await page.locator('[data-panel="get-help"] .hw-home-category').first().waitFor();
      await expectReachable(page, cardStep);
      expect(await cardStep.evaluate((link) => link.className)).toContain('hw-button--cta');
      await expectNoSidewaysScroll(page);
      await screenshot(page, `home-new-user-${view[0]}-${view[1]}`);
    }
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect(cardStep.textContent()).resolves.toBe('أضف بطاقة');
    await showView(page, ['desktop', 'en']);
    // A reload keeps the session and the page.
    await page.locator('main h1', { hasText: 'Welcome back, Maya' }).waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('_CCAA00'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(/\/$/);
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('_CCAA00'))).toBeNull();
    // The old token no longer works.
    const me = await fetch(`${suite.product.url}/api/v1/users/find`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  }, 90_000);

  it('a wrong password says "Invalid email or password"', async () => {
    const page = await visitor();
    await page.goto('/user/sign-in');
    await page.getByRole('heading', { name: 'Sign in as a user' }).waitFor();
    await page.getByLabel('Email or phone').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wr0ng!pass');
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid email or password').first().waitFor();
  });

  it('the sign-up page in Arabic is right-to-left with no serious accessibility issue', async () => {
    const page = await visitor('ar');
    await page.goto('/helper/sign-up');
    await page.locator('main h1').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.waitForLoadState('networkidle');
    const violations = await seriousA11yViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await screenshot(page, 'auth-helper-sign-up-ar-desktop');
  });

  it('a visitor signs up by phone, verifies with the code texted to the dev mailbox, and signs in with phone and password', async () => {
    const page = await visitor();
    const id = Date.now().toString(36);
    const phone = freshPhone();
    await page.goto('/user/sign-up');
    await page.getByRole('heading', { name: 'Create your user account' }).waitFor();
    await page.getByLabel('First name').fill('Omar');
    await page.getByLabel('Last name').fill('Saleh');
    await page.getByLabel('Username').fill(`omar.${id}`);
    await page.getByLabel('Email', { exact: true }).fill(`typed.before.${id}@example.com`);
    const bySms = page.getByRole('radio', { name: 'By text message (SMS)' });
    await expectReachable(page, bySms);
    await bySms.check();
    // By SMS there is no e-mail to give; the phone's hint says the code goes there.
    await expect(page.getByLabel('Email', { exact: true }).count()).resolves.toBe(0);
    await expectOnScreen(page, page.getByText('We text your 6-digit code to this number.', { exact: false }));
    await page.getByLabel('Gender').selectOption('Male');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Confirm password').fill('Str0ng!pass');
    await page.getByRole('checkbox', { name: 'English' }).check();
    const categories = (await (await fetch(`${suite.product.url}/api/v1/category/getNonSubCategories`)).json()) as { data: { name: string }[] };
    await page.locator('main').getByRole('checkbox', { name: categories.data[0]!.name }).check();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.locator('main').getByLabel('Address', { exact: true }).fill('Dubai Marina');
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    // A phone missing: its own clear error, nothing else lost.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectOnScreen(page, page.getByText('Phone number is required').first());
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Omar');
    await page.getByLabel('Phone number').fill(phone.typed);
    for (const view of [
      ['desktop', 'en'],
      ['mobile', 'en'],
    ] as const) {
      await showView(page, view);
      await expectReachable(page, bySms);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `auth-sign-up-by-phone-${view[0]}-${view[1]}`);
    }
    await showView(page, ['desktop', 'en']);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    await expectOnScreen(page, page.getByText(phone.typed, { exact: true }));
    await page.getByText('Account created. Enter the 6-digit code we sent to your phone.').first().waitFor();
    const code = await codeSentTo(phone.e164);
    const { messages } = (await (await fetch(`${suite.product.url}/dev/messages?to=${encodeURIComponent(phone.e164)}`)).json()) as {
      messages: { channel: string }[];
    };
    expect(messages.map((m) => m.channel)).toEqual(['sms']);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.insertText(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(/\/$/);

    // Signed in again with the phone as another person would type it (00 for +) and the password.
    await page.goto('/user/sign-in');
    await page.getByLabel('Email or phone').fill(`00${phone.e164.slice(1)}`);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.locator('main h1', { hasText: 'Welcome back, Omar' }).waitFor({ timeout: 8000 });
  }, 90_000);

  it('a person who forgot the password walks the auth modal: the contact, the texted code, a new password, then signs in', async () => {
    const phone = freshPhone();
    const account = signUpBody(`reset${Date.now().toString(36)}`, { phone: phone.e164 });
    const post = (path: string, json: unknown) =>
      fetch(`${suite.product.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
    expect((await post('/auth/signup', account)).status).toBe(201);
    expect((await post('/auth/verifyotp', { email: account.email, code: await codeSentTo(account.email) })).status).toBe(200);
    const newPassword = 'N3w!passw0rd';

    const page = await visitor();
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    for (const [index, view] of VIEW_WALK.entries()) {
      const texts = MODAL_TEXTS[view[1]];
      const name = `${view[0]}-${view[1]}`;
      await showView(page, view);
      await page.getByRole('banner').getByRole('button', { name: texts.signIn }).click();
      await expect(dialogTitle(page)).resolves.toBe(texts.login);
      const forgot = dialog.locator('.hw-auth-chooser .hw-link-button').first();
      await expectReachable(page, forgot);
      await forgot.click();

      // forgot_password: its title, the e-mail or phone field focused, the send button on screen.
      await page.waitForFunction((title) => document.querySelector('[role="dialog"] h2')?.textContent === title, texts.forgot);
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'contact');
      const send = dialog.locator('button[type="submit"]');
      await expectReachable(page, send);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `auth-modal-forgot-${name}`, { fullPage: false, settleMs: 300 });
      // The first walk asks by phone (the code is texted); the others by e-mail (no new code within a minute).
      await dialog.locator('input[name="contact"]').fill(index === 0 ? phone.typed : account.email);
      await send.click();

      // verification_code: where the code went, six boxes (the first focused), resend, continue.
      await page.waitForFunction((title) => document.querySelector('[role="dialog"] h2')?.textContent === title, texts.code);
      await expect(focusedName(page)).resolves.toMatch(/1/);
      await expectOnScreen(page, dialog.locator('.hw-auth-email'));
      await expectReachable(page, dialog.locator('.hw-auth-resend button'));
      await expectReachable(page, dialog.locator('button[type="submit"]'));
      await expectNoSidewaysScroll(page);
      await screenshot(page, `auth-modal-code-${name}`, { fullPage: false, settleMs: 300 });
      const code = index === 0 ? await codeSentTo(phone.e164) : '123456';
      await dialog.locator('input').first().click();
      await page.keyboard.insertText(code);
      await dialog.locator('button[type="submit"]').click();

      // reset_password: the new password twice, focused on the first.
      await page.waitForFunction((title) => document.querySelector('[role="dialog"] h2')?.textContent === title, texts.reset);
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'password');
      await expectReachable(page, dialog.locator('button[type="submit"]'));
      await expectNoSidewaysScroll(page);
      await screenshot(page, `auth-modal-reset-${name}`, { fullPage: false, settleMs: 300 });
      if (index > 0) {
        await page.keyboard.press('Escape');
        await expect(dialog.count()).resolves.toBe(0);
        continue;
      }
      // Too weak first: the page's text, then the real one.
      await dialog.locator('input[name="password"]').fill('weak');
      await dialog.locator('input[name="confirmPassword"]').fill('weak');
      await dialog.locator('button[type="submit"]').click();
      await expectOnScreen(page, dialog.getByText('Password must be at least 6 characters'));
      await dialog.locator('input[name="password"]').fill(newPassword);
      await dialog.locator('input[name="confirmPassword"]').fill(newPassword);
      await dialog.locator('button[type="submit"]').click();
      await page.waitForFunction((title) => document.querySelector('[role="dialog"] h2')?.textContent === title, texts.login);
      await expectOnScreen(page, page.getByText('Password reset successfully. Please sign in.').first());
      await page.keyboard.press('Escape');
    }

    // The new password works, the old one no longer does.
    await showView(page, ['desktop', 'en']);
    await page.goto('/user/sign-in');
    await page.getByLabel('Email or phone').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid email or password').first().waitFor();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
  }, 120_000);
});
