import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot } from './browser';
import { demoApi } from './demo-api';
import { startDistributedProduct } from './distributed-product';
import { expectOnScreen, expectReachable } from './on-screen';
import { startProduct } from './product';

// Two browsers, a ring each way: a decline, then an accept.
jest.setTimeout(180_000);

const DEMO_PASSWORD = 'Dem0!pass-two-browsers';
/** The demo accounts' category and place (both in Dubai, in Basic Tech Troubleshooting). */
const CATEGORY = 'basic-tech-troubleshooting';
const DUBAI = { latitude: 25.2048, longitude: 55.2708 };
/** The demo user's first name, as the helper's ring shows it. */
const CALLER = 'Demo';

interface RunForm {
  /** The user's browser origin and the helper's: two gateway replicas in the distributed form. */
  urls: [string, string];
  output(): string;
  stop(): Promise<void>;
}

const forms: [string, () => Promise<RunForm>][] = [
  [
    'npm start (all-in-one)',
    async () => {
      const product = await startProduct({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD });
      return { urls: [product.url, product.url], output: () => '', stop: () => product.stop() };
    },
  ],
  ['the distributed form (services as processes, NATS JetStream, Redis, the user and the helper on two gateway replicas)', () => startDistributedProduct(DEMO_PASSWORD)],
];

/**
 * Issue 11's "done when": a user and a helper, each in their own browser, reach "accepted" through
 * the screens (category detail, confirm, calling view; the helper's incoming-call modal), and a
 * decline ends with the spec's text. In the distributed form the user's browser talks to gateway
 * replica A and the helper's to replica B, so every ring and answer crosses the Redis adapter.
 */
describe.each(forms)('a user and a helper in two browsers, %s', (name, start) => {
  let product: RunForm;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let userPage: Page;
  let helperPage: Page;
  const slug = name.startsWith('npm') ? 'all-in-one' : 'distributed';

  beforeAll(async () => {
    [product, browser] = await Promise.all([start(), launchBrowser()]);
    const [userUrl, helperUrl] = product.urls;
    const userApi = demoApi(userUrl);
    const helperApi = demoApi(helperUrl);
    const user = await userApi.signIn('/auth/login', 'user@helpwire.local', DEMO_PASSWORD);
    const helper = await helperApi.signIn('/auth/login/helper', 'helper@helpwire.local', DEMO_PASSWORD);
    await userApi.addDefaultCard(user.token);
    expect((await helperApi.call('/helpers/available', helper.token, { isAvailable: true }, 'PUT')).status).toBe(200);

    const signedIn = async (url: string, token: string, geolocation?: typeof DUBAI) => {
      const context = await newVisitor(browser, { baseURL: url, language: 'en', viewport: 'desktop' });
      contexts.push(context);
      if (geolocation) {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(geolocation);
      }
      await context.addInitScript((stored) => {
        if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
      }, token);
      return context.newPage();
    };
    // The helper waits on their dashboard (the realtime channel makes them matchable); a click lets the ring sound.
    helperPage = await signedIn(helperUrl, helper.token);
    await helperPage.goto('/helper/dashboard');
    const heading = helperPage.getByRole('main').getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    await heading.click();
    await userApi.waitUntilMatchable(user.token, helper.id, CATEGORY, DUBAI);

    userPage = await signedIn(userUrl, user.token, DUBAI);
    await userPage.goto(`/service-categories?category=${CATEGORY}`);
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

  it('the helper accepts: both reach "accepted" with the same call reference', async () => {
    const ring = await ringTheHelper();
    const callId = await ring.getAttribute('data-call-id');
    expect(callId).toMatch(/^HW-[0-9A-Z]{10}$/);
    const accept = ring.getByRole('button', { name: 'Accept' });
    await expectReachable(helperPage, accept);
    await accept.click();

    const helperView = helperPage.getByRole('dialog', { name: 'Call accepted' });
    await expectOnScreen(helperPage, helperView.getByText(`Connecting you to ${CALLER}…`));
    await expectOnScreen(helperPage, helperView.getByText(callId!, { exact: true }));
    const userView = userPage.getByRole('dialog', { name: 'A helper accepted' });
    await expectOnScreen(userPage, userView.getByText('A helper accepted your call. Connecting…'));
    await expectOnScreen(userPage, userView.getByText(callId!, { exact: true }));
    await screenshot(helperPage, `two-browsers-${slug}-helper-accepted`, { fullPage: false });
    await screenshot(userPage, `two-browsers-${slug}-user-accepted`, { fullPage: false });
  });
});
