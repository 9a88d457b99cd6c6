import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newVisitor } from './browser';
import { demoApi } from './demo-api';
import { startDistributedProduct } from './distributed-product';
import { startProduct } from './product';

/** The demo accounts' category and place (launcher's demo accounts: both in Dubai, in Basic Tech Troubleshooting). */
export const DEMO_CATEGORY = 'basic-tech-troubleshooting';
export const DUBAI = { latitude: 25.2048, longitude: 55.2708 };

/** A running product as the two-browser suites see it: the user's origin and the helper's. */
export interface RunForm {
  /** Two gateway replicas (an ingress each) in the distributed form; one origin twice in all-in-one. */
  urls: [string, string];
  stop(): Promise<void>;
}

/** The two forms a call is proven in: `npm start` (all-in-one, with `env`) and the distributed form. */
export function runForms(demoPassword: string, env: Record<string, string> = {}): [string, () => Promise<RunForm>][] {
  return [
    [
      `npm start (all-in-one${
        Object.keys(env).length > 0
          ? `, ${Object.entries(env)
              .map(([k, v]) => `${k}=${v}`)
              .join(', ')}`
          : ''
      })`,
      async () => {
        const product = await startProduct({ HELPWIRE_DEMO_PASSWORD: demoPassword, ...env });
        return { urls: [product.url, product.url], stop: () => product.stop() };
      },
    ],
    [
      'the distributed form (services as processes, NATS JetStream, Redis, the user and the helper on two gateway replicas)',
      () => startDistributedProduct(demoPassword),
    ],
  ];
}

export interface CallPair {
  /** The demo user's page, signed in, in Dubai (geolocation granted), not yet navigated. */
  userPage: Page;
  /** The demo helper's page, signed in and available, waiting on /helper/dashboard, matchable. */
  helperPage: Page;
}

export interface CallPairOptions {
  browser: Browser;
  /** Closed by the caller after the suite. */
  contexts: BrowserContext[];
  demoPassword: string;
  languages?: { user: string; helper: string };
  /** Camera and microphone granted to both (the meeting). */
  media?: boolean;
  /** Run in each page before the app, in order (e.g. a recorder of peer connections). */
  initScript?: (() => void) | (() => void)[];
}

/**
 * The demo user (a default sandbox card) and the demo helper (available) each in a browser of
 * their own, on the form's two origins; returns once the user's instant match finds the helper.
 */
export async function openCallPair([userUrl, helperUrl]: [string, string], options: CallPairOptions): Promise<CallPair> {
  const { browser, contexts, demoPassword, languages = { user: 'en', helper: 'en' }, media = false } = options;
  const userApi = demoApi(userUrl);
  const helperApi = demoApi(helperUrl);
  const user = await userApi.signIn('/auth/login', 'user@helpwire.local', demoPassword);
  const helper = await helperApi.signIn('/auth/login/helper', 'helper@helpwire.local', demoPassword);
  await userApi.addDefaultCard(user.token);
  const available = await helperApi.call('/helpers/available', helper.token, { isAvailable: true }, 'PUT');
  if (available.status !== 200) throw new Error(`the demo helper could not be made available: ${available.status}`);

  const signedIn = async (url: string, token: string, language: string, geolocation?: typeof DUBAI) => {
    const context = await newVisitor(browser, { baseURL: url, language, viewport: 'desktop' });
    contexts.push(context);
    const permissions = [...(geolocation ? ['geolocation'] : []), ...(media ? ['camera', 'microphone'] : [])];
    if (permissions.length > 0) await context.grantPermissions(permissions);
    if (geolocation) await context.setGeolocation(geolocation);
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
    }, token);
    for (const script of [options.initScript ?? []].flat()) await context.addInitScript(script);
    return context.newPage();
  };
  // The helper waits on their dashboard (the realtime channel makes them matchable); a click lets the ring sound.
  const helperPage = await signedIn(helperUrl, helper.token, languages.helper);
  await helperPage.goto('/helper/dashboard');
  const heading = helperPage.getByRole('main').getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  await heading.click();
  await userApi.waitUntilMatchable(user.token, helper.id, DEMO_CATEGORY, DUBAI);
  const userPage = await signedIn(userUrl, user.token, languages.user, DUBAI);
  return { userPage, helperPage };
}
