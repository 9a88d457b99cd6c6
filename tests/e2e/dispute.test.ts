import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations, showView, VIEW_WALK } from './browser';
import { browserSuite, type VisitorOptions } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';
import { seedChargedEndedCall } from './seeded-charged-call';

jest.setTimeout(240_000);

const DEMO_PASSWORD = 'Dem0!pass-disputes';
/** Dialogs sit fixed over the page: photograph the screen as the person sees it. */
const ON_SCREEN = { fullPage: false };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * Disputes in Chromium (issue 13): the user opens a dispute about a charged call with an attachment
 * and sees it in the history; an admin refunds it in full through the API; the user's and the
 * helper's dispute pages show it RESOLVED with the refunded amount; 1366 and 390 px, en and ar.
 */
describe('Dispute pages in Chromium', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, JANUS_START: 'false' });
  const api = () => demoApi(suite.product.url);
  const accounts = async () => ({
    user: await api().signIn('/auth/login', 'user@helpwire.local', DEMO_PASSWORD),
    helper: await api().signIn('/auth/login/helper', 'helper@helpwire.local', DEMO_PASSWORD),
  });
  const adminToken = async () => (await api().signInAdmin('admin@helpwire.local', DEMO_PASSWORD)).token;

  async function signedIn(token: string, options: VisitorOptions): Promise<Page> {
    const page = await suite.visitor(options);
    await page.context().addInitScript((stored) => {
      if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
    }, token);
    return page;
  }

  it('the user opens a dispute with an attachment and sees it; after the admin refunds it both sides see RESOLVED and $12.00 (1366 px, en)', async () => {
    const { user, helper } = await accounts();
    const callId = await seedChargedEndedCall(suite.product.databaseUrl, { userId: user.id, helperId: helper.id }, 1200n);
    const page = await signedIn(user.token, { viewport: 'desktop', language: 'en' });
    await page.goto('/dispute');
    await page.getByRole('heading', { level: 1, name: 'Disputes', exact: true }).waitFor();
    await page.getByText('Dispute History Not found').waitFor();
    await screenshot(page, 'dispute-empty-desktop-en');

    const open = page.getByRole('button', { name: 'Open a dispute' });
    await expectReachable(page, open);
    await open.click();
    const form = page.getByRole('dialog', { name: 'Open a dispute' });
    await form.waitFor();
    // The rule of spec §5: reason, description and resolution required.
    await form.getByRole('button', { name: 'Submit dispute' }).click();
    for (const text of ['Choose the call you want to dispute', 'Reason is required', 'Description is required', 'Resolution is required'])
      await form.getByText(text).waitFor();
    const call = form.getByLabel('Call');
    await page.waitForFunction(
      (id) => [...document.querySelectorAll('select[name="dispute-callId"] option')].some((o) => (o as HTMLOptionElement).value === id),
      callId,
    );
    await call.selectOption(callId);
    await form.getByLabel('Reason').fill('The helper left early');
    await form.getByLabel('What happened').fill('The helper left after two minutes and the problem is not fixed.');
    // A user asks for money back; warning or banning the user and compensation are the admin's decisions.
    expect(await form.getByLabel('What would you like us to do?').locator('option').allTextContents()).toEqual([
      'Choose a resolution',
      'Full refund',
      'Partial refund',
    ]);
    await form.getByLabel('What would you like us to do?').selectOption('FULL_REFUND');
    await form.locator('input[type=file]').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG });
    // Uploaded (its progress done): listed with its remove button.
    await form.getByRole('button', { name: 'Remove screenshot.png' }).waitFor();
    expect(await form.getByRole('progressbar').count()).toBe(0);
    const submit = form.getByRole('button', { name: 'Submit dispute' });
    await expectReachable(page, submit);
    await screenshot(page, 'dispute-form-filled-desktop-en', ON_SCREEN);
    await submit.click();
    await page.getByText('Dispute submitted successfully').first().waitFor();
    await form.waitFor({ state: 'detached' });

    const row = page.getByRole('main').getByRole('listitem', { name: `Call ${callId}` });
    await row.waitFor();
    await row.getByText('Pending').waitFor();
    await row.getByText('The helper left early').waitFor();
    expect(await row.locator('.hw-dispute-status').evaluate((chip) => getComputedStyle(chip).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await screenshot(page, 'dispute-history-pending-desktop-en');

    // The detail shows the attachment the user uploaded.
    await row.getByRole('button', { name: `Details Call ${callId}` }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(`Dispute about call .?${callId}.?`) });
    await detail.getByRole('link', { name: 'screenshot.png' }).waitFor();
    await detail.getByText('An admin will review this dispute. You will see the decision here.').waitFor();
    await detail.getByRole('button', { name: 'Close' }).last().click();

    // The admin refunds it in full (API; no admin screens).
    const admin = await adminToken();
    const listed = await api().call<{ id: string; callId: string }[]>('/admin/disputes?status=PENDING', admin);
    const dispute = listed.data.find((d) => d.callId === callId)!;
    expect((await api().call(`/admin/disputes/${dispute.id}/review`, admin, {})).status).toBe(200);
    const resolved = await api().call<{ status: string; refundedAmountCents: number }>(`/admin/disputes/${dispute.id}/resolve`, admin, {
      resolution: 'FULL_REFUND',
      note: 'Refunded in full.',
    });
    expect([resolved.status, resolved.data.status, resolved.data.refundedAmountCents]).toEqual([200, 'RESOLVED', 1200]);

    await page.reload();
    await row.getByText('Resolved').waitFor();
    await row.getByText('Refunded $12.00').waitFor();
    await screenshot(page, 'dispute-history-resolved-desktop-en');
    await row.getByRole('button', { name: `Details Call ${callId}` }).click();
    await detail.getByText('Refunded amount').waitFor();
    await detail.getByText('Refunded in full.').waitFor();
    await screenshot(page, 'dispute-detail-resolved-desktop-en', ON_SCREEN);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const helperPage = await signedIn(helper.token, { viewport: 'desktop', language: 'en' });
    await helperPage.goto('/helper/dispute');
    const helperRow = helperPage.getByRole('main').getByRole('listitem', { name: `Call ${callId}` });
    await helperRow.getByText('Resolved').waitFor();
    await helperRow.getByText('Refunded $12.00').waitFor();
    await expectReachable(helperPage, helperRow.getByRole('button', { name: `Details Call ${callId}` }));
    await screenshot(helperPage, 'dispute-helper-resolved-desktop-en');
  });

  it('looks right for the user and the helper at 1366 and 390 px, in English and Arabic', async () => {
    const { user, helper } = await accounts();
    const callId = await seedChargedEndedCall(suite.product.databaseUrl, { userId: user.id, helperId: helper.id }, 600n);
    const created = await api().call('/dispute/create', user.token, {
      callId,
      reason: 'Bad connection',
      description: 'We could not hear each other.',
      resolution: 'PARTIAL_REFUND',
    });
    expect(created.status).toBe(201);
    for (const [who, token, path, title] of [
      ['user', user.token, '/dispute', { en: 'Disputes', ar: 'النزاعات' }],
      ['helper', helper.token, '/helper/dispute', { en: 'Disputes', ar: 'النزاعات' }],
    ] as const) {
      // One visitor walks the four views: a resize between sizes, a reload between languages.
      const page = await signedIn(token, { viewport: 'desktop', language: 'en' });
      await page.goto(path);
      for (const view of VIEW_WALK) {
        const [viewport, language] = view;
        await showView(page, view);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        expect(await heading.innerText()).toBe(title[language]);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        const row = page.getByRole('main').locator(`[data-dispute]`).filter({ hasText: callId });
        await row.waitFor();
        await expectNoSidewaysScroll(page);
        for (const control of await row.getByRole('button').all()) await expectReachable(page, control);
        const open = page.getByRole('main').locator('.hw-disputes__head .hw-button');
        await expectReachable(page, open);
        if (language === 'ar') {
          // Mirrored: the title starts on the right, the status chip reads right to left.
          const box = (await heading.boundingBox())!;
          expect(box.x + box.width).toBeGreaterThan(page.viewportSize()!.width / 2);
          expect(await row.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
        }
        await screenshot(page, `dispute-${who}-${viewport}-${language}`);
        if (who === 'user') {
          await open.click();
          const form = page.getByRole('dialog');
          await form.waitFor();
          const submit = form.locator('button[type=submit]');
          await expectReachable(page, submit);
          await expectOnScreen(page, form.locator('select').first());
          await screenshot(page, `dispute-form-${viewport}-${language}`, ON_SCREEN);
          await page.keyboard.press('Escape');
          await form.waitFor({ state: 'hidden' });
        }
      }
      await page.context().close();
    }
  });
});
