import { screenshot, seriousA11yViolations, showView, VIEW_WALK } from './browser';
import { expectNoSidewaysScroll, expectReachable } from './on-screen';
import { browserSuite, codeSentTo as mailedCode } from './browser-suite';

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
});
