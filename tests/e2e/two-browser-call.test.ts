import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { DEMO_CATEGORY, openCallPair, runForms, type RunForm } from './call-pair';
import { expectOnScreen, expectReachable } from './on-screen';

// Two browsers, a ring each way: a decline, then an accept.
jest.setTimeout(180_000);

const DEMO_PASSWORD = 'Dem0!pass-two-browsers';
/** The demo user's first name, as the helper's ring shows it. */
const CALLER = 'Demo';

/**
 * Issue 11's "done when": a user and a helper, each in their own browser, reach "accepted" through
 * the screens (category detail, confirm, calling view; the helper's incoming-call modal), and a
 * decline ends with the spec's text. In the distributed form the user's browser talks to gateway
 * replica A and the helper's to replica B, so every ring and answer crosses the Redis adapter.
 */
describe.each(runForms(DEMO_PASSWORD))('a user and a helper in two browsers, %s', (name, start) => {
  let product: RunForm;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let userPage: Page;
  let helperPage: Page;
  const slug = name.startsWith('npm') ? 'all-in-one' : 'distributed';

  beforeAll(async () => {
    // Each is kept as soon as it is up, so afterAll stops it even when the other failed to start.
    await Promise.all([start().then((started) => (product = started)), launchBrowser().then((started) => (browser = started))]);
    ({ userPage, helperPage } = await openCallPair(product.urls, { browser, contexts, demoPassword: DEMO_PASSWORD }));
    await userPage.goto(`/service-categories?category=${DEMO_CATEGORY}`);
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  /** The user connects from the category detail and confirms; the helper's page rings. */
  async function ringTheHelper() {
    const connect = userPage.getByRole('button', { name: 'Connect with a helper' });
    await connect.waitFor();
    await userPage.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.hw-calls-connect')?.disabled);
    await connect.click();
    await userPage.getByRole('dialog', { name: 'Confirm instant match' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    await userPage.getByRole('dialog', { name: 'Calling helper' }).getByText('Ringing 1 helper…').waitFor();
    const ring = helperPage.getByRole('alertdialog', { name: `Incoming call ${CALLER}` });
    await ring.waitFor({ timeout: 15_000 });
    await expectOnScreen(helperPage, ring.getByText('Basic Tech Troubleshooting'));
    return ring;
  }

  it('the helper declines: the user reads "All helpers declined. Please try again."', async () => {
    const ring = await ringTheHelper();
    const decline = ring.getByRole('button', { name: 'Decline' });
    await expectReachable(helperPage, decline);
    await decline.click();
    await ring.waitFor({ state: 'detached' });

    const declined = userPage.getByRole('dialog', { name: 'Declined call' });
    await expectOnScreen(userPage, declined.getByText('All helpers declined. Please try again.', { exact: true }));
    await screenshot(userPage, `two-browsers-${slug}-user-declined`, { fullPage: false });
    await declined.getByRole('button', { name: 'Close' }).first().click();
  });

  it('the helper accepts: both go straight to the device check (no "Open the call" in between)', async () => {
    const ring = await ringTheHelper();
    const callId = await ring.getAttribute('data-call-id');
    expect(callId).toMatch(/^HW-[0-9A-Z]{10}$/);
    const accept = ring.getByRole('button', { name: 'Accept' });
    await expectReachable(helperPage, accept);
    await accept.click();

    for (const page of [helperPage, userPage]) {
      const setup = page.getByRole('dialog', { name: 'Check your camera and microphone' });
      await expectOnScreen(page, setup.getByRole('button', { name: 'Join now' }));
      expect(await setup.getAttribute('data-view')).toBe('JOIN_MEETING');
      expect(await page.getByRole('button', { name: 'Open the call' }).count()).toBe(0);
    }
    await screenshot(helperPage, `two-browsers-${slug}-helper-accepted`, { fullPage: false });
    await screenshot(userPage, `two-browsers-${slug}-user-accepted`, { fullPage: false });
  });
});
