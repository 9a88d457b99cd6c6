import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { auditLog, consolePage as openConsolePage, withSession } from './admin-page';
import { loaded, screenshot, showView, VIEW_WALK, type View } from './browser';
import { browserSuite } from './browser-suite';
import { demoApi } from './demo-api';
import { expectNoSidewaysScroll, expectOnScreen, expectReachable } from './on-screen';
import { seedChargedEndedCall } from './seeded-charged-call';

jest.setTimeout(300_000);

const DEMO_PASSWORD = 'Dem0!pass-admin-disputes';
const ON_SCREEN = { fullPage: false };

/**
 * The console's disputes (issue 24, item 3) in Chromium: the admin finds a user's dispute in the
 * queue, reads the complaint beside the call's facts (the parties, the category, the chat, the
 * helper's notes and summary, the user's review), moves it to review and resolves it with a full
 * refund; the user's transaction of that call shows the refund. 1366 and 390 px, en and ar.
 */
describe('The console’s disputes in Chromium (issue 24)', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD, JANUS_START: 'false' });
  const api = () => demoApi(suite.product.url);
  let admin = '';
  let user = { token: '', id: '' };
  let callId = '';
  let disputeId = '';
  let names = { user: '', helper: '' };

  beforeAll(async () => {
    user = await api().signIn('/auth/login', 'user@helpwire.local', DEMO_PASSWORD);
    const helper = await api().signIn('/auth/login/helper', 'helper@helpwire.local', DEMO_PASSWORD);
    admin = (await api().signInAdmin('admin@helpwire.local', DEMO_PASSWORD)).token;
    callId = await seedChargedEndedCall(suite.product.databaseUrl, { userId: user.id, helperId: helper.id }, 1250n);
    // What was said in the call, as the chat keeps it.
    const db = new Client({ connectionString: suite.product.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `insert into call.call_messages (call_id, party, body, sent_at) values ($1, 'USER', 'My laptop still will not connect to the Wi-Fi.', now() - interval '15 minutes'), ($1, 'HELPER', 'I have another call, I need to go.', now() - interval '14 minutes')`,
        [callId],
      );
    } finally {
      await db.end();
    }
    expect((await api().call('/notes/create', helper.token, { callId, note: 'Router firmware is old' })).status).toBe(201);
    const saved = await api().call('/notes/summary', helper.token, {
      callId,
      summary: 'Update the router',
      steps: ['Open the router page', 'Install the update'],
    });
    expect([200, 201]).toContain(saved.status);
    expect((await api().call('/feedback/giveReviewToHelper', user.token, { callId, rating: 1, review: 'Left after two minutes' })).status).toBe(201);
    const opened = await api().call<{ id: string }>('/dispute/create', user.token, {
      callId,
      reason: 'The helper left early',
      description: 'The helper left after two minutes and my Wi-Fi is still broken.',
      resolution: 'FULL_REFUND',
    });
    expect(opened.status).toBe(201);
    disputeId = opened.data.id;
    const facts = await api().call<{ user: { firstName: string; lastName: string }; helper: { firstName: string; lastName: string } }>(
      `/admin/disputes/${disputeId}/call`,
      admin,
    );
    names = { user: `${facts.data.user.firstName} ${facts.data.user.lastName}`, helper: `${facts.data.helper.firstName} ${facts.data.helper.lastName}` };
  }, 180_000);

  const row = (page: Page) => page.getByRole('main').getByRole('button', { name: new RegExp(`Call ${callId}|المكالمة ${callId}`) });
  const detail = (page: Page) => page.getByRole('main').getByRole('article', { name: 'The helper left early' });

  it('the admin reads the complaint beside the call’s facts, in every view, then resolves it with a full refund that reaches the user', async () => {
    const page = await suite.visitor({ viewport: 'desktop', language: 'en' });
    await withSession(page, admin);
    await page.goto('/admin/disputes');
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Disputes' }).waitFor();

    for (const view of VIEW_WALK) {
      const [size, language] = view as View;
      await showView(page, view);
      await row(page).waitFor();
      await expectNoSidewaysScroll(page);
      await loaded(page);
      await screenshot(page, `admin-disputes/queue-${size}-${language}`, ON_SCREEN);

      await row(page).click();
      const article = detail(page);
      await article.waitFor();
      const call = article.getByRole('heading', { name: language === 'en' ? 'The call' : 'المكالمة', exact: true });
      await call.waitFor();
      await article.getByText('I have another call, I need to go.').waitFor();
      if (view === VIEW_WALK[0]) {
        // The complaint and the call's facts, as the admin reads them.
        for (const text of [
          'The helper left after two minutes and my Wi-Fi is still broken.',
          'Full refund',
          names.user,
          names.helper,
          'Basic Tech Troubleshooting',
          '20 min 0 s',
          '$12.50',
          'My laptop still will not connect to the Wi-Fi.',
          'Router firmware is old',
          'Update the router',
          'Install the update',
          'Left after two minutes',
          'This call was not recorded.',
        ])
          await article.getByText(text, { exact: false }).first().waitFor();
        // Beside each other at 1366 px: the complaint to the left of the call's facts.
        const complaint = await article.getByRole('heading', { name: 'The complaint' }).boundingBox();
        const facts = await call.boundingBox();
        expect(Math.abs(complaint!.y - facts!.y)).toBeLessThan(8);
        expect(complaint!.x).toBeLessThan(facts!.x);
      }
      await expectReachable(page, article.getByRole('button', { name: language === 'en' ? 'Resolve' : 'حسم النزاع' }));
      await expectNoSidewaysScroll(page);
      await loaded(page);
      await screenshot(page, `admin-disputes/detail-${size}-${language}`);
      // Back to the queue (the chosen dispute takes its place).
      await article.getByRole('button', { name: language === 'en' ? 'All disputes' : 'كل النزاعات' }).click();
    }

    // Decided in English at 1366 px: to review, then a full refund.
    await showView(page, ['desktop', 'en']);
    await row(page).click();
    const article = detail(page);
    await article.waitFor();
    await article.getByRole('button', { name: 'Move to review' }).click();
    await page.locator('.hw-toast', { hasText: 'The dispute is now in review.' }).waitFor();
    // Now in the In review tab, still open.
    await page.getByRole('main').getByRole('button', { name: 'In review', exact: true, pressed: true }).waitFor();
    await article.locator('.hw-dispute-pill--in_review').waitFor();
    await article.getByRole('button', { name: 'Resolve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve the dispute' });
    await dialog.waitFor();
    // What the user asked for is chosen first.
    expect(await dialog.getByRole('radio', { name: /Full refund/ }).isChecked()).toBe(true);
    await dialog.getByLabel('Note (optional)').fill('The helper left early: refunded in full.');
    const submit = dialog.getByRole('button', { name: 'Resolve dispute' });
    await expectOnScreen(page, submit);
    await screenshot(page, 'admin-disputes/resolve-desktop-en', ON_SCREEN);
    await submit.click();
    await page.locator('.hw-toast', { hasText: 'Dispute resolved: Full refund.' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Out of the open queues, in the history with the refund.
    await row(page).waitFor({ state: 'detached' });
    await page.getByRole('main').getByRole('button', { name: 'Resolved', exact: true }).click();
    await row(page).click();
    await detail(page).getByText('$12.50 refunded').waitFor();
    await screenshot(page, 'admin-disputes/resolved-desktop-en');

    // The user's transaction of that call: RESOLVED, its price less the refund.
    const charge = await api().call<{ transaction: { status: string; amountCents: string } }>(`/transaction/call-charge?callId=${callId}`, user.token);
    expect(charge.data.transaction).toMatchObject({ status: 'RESOLVED', amountCents: '0' });
    const resolved = await api().call<{ transactions: { callId: string; amountCents: string }[] }>('/transaction/all?status=RESOLVED', user.token);
    expect(resolved.data.transactions.find((t) => t.callId === callId)).toMatchObject({ amountCents: '0' });
    // The ledger's refund in today's figures of the overview.
    const overview = await api().call<{ money: { refundedCents: string } }>(
      `/admin/overview?since=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}`,
      admin,
    );
    expect(overview.data.money.refundedCents).toBe('1250');
  });

  it('the user sees the call resolved and paid back in their transactions, at 1366 and 390 px in English and Arabic', async () => {
    const page = await suite.visitor({ viewport: 'desktop', language: 'en' });
    await withSession(page, user.token);
    await page.goto('/transaction-history');
    const transaction = page.locator(`[data-transaction="${callId}"]`);
    for (const view of VIEW_WALK) {
      await showView(page, view);
      await transaction.getByText(view[1] === 'en' ? 'Dispute resolved' : 'تم حل النزاع', { exact: true }).waitFor();
      await expectOnScreen(page, transaction.getByText(/\$0\.00|0\.00/));
      await expectOnScreen(page, transaction.getByText(view[1] === 'en' ? '$12.50 refunded to your card' : /تمت إعادة .*12\.50.* إلى بطاقتك/));
      await expectNoSidewaysScroll(page);
      await screenshot(page, `admin-disputes/user-transaction-${view.join('-')}`, ON_SCREEN);
    }
  });

  it('the audit log holds the decision: in review, then resolved with the refund, by the admin', async () => {
    const page = await openConsolePage(suite, admin, '/admin/audit', ['desktop', 'en']);
    const { find, row } = auditLog(page);
    expect(await row(await find('dispute.review'), 'Status').innerText()).toMatch(/Pending\s+In review/);
    const resolution = await find('dispute.resolve');
    expect(await resolution.innerText()).toContain(disputeId);
    expect(await row(resolution, 'Status').innerText()).toMatch(/In review\s+Resolved/);
    expect(await row(resolution, 'Resolution').innerText()).toContain('Full refund');
    expect(await row(resolution, 'Refunded').innerText()).toContain('$12.50');
    expect(await resolution.innerText()).toContain('Reason: The helper left early: refunded in full.');
  });
});
