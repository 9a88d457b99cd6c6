import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newVisitor, type VIEWPORTS } from './browser';
import { startProduct, type RunningProduct } from './product';

export interface VisitorOptions {
  /** The language the visitor already chose (default en); null: a first-time visitor with none. */
  language?: string | null;
  viewport?: keyof typeof VIEWPORTS;
  /** Grants geolocation at this point (sign-up and profile forms read the browser's location). */
  geolocation?: { latitude: number; longitude: number };
}

export interface BrowserSuite {
  readonly product: RunningProduct;
  readonly browser: Browser;
  /** A new visitor (own cookies and storage) and its first page; closed after the test. */
  visitor(options?: VisitorOptions): Promise<Page>;
}

/**
 * One all-in-one product and one Chromium for a describe block. Visitors opened in a test are closed
 * after it, the browser and product after the block. `browser`: how Chromium is launched
 * (`systemNotifications` for a suite that asks for the notification permission).
 */
export function browserSuite(productEnv: Record<string, string> = {}, browserOptions: Parameters<typeof launchBrowser>[0] = {}): BrowserSuite {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // Each is kept as soon as it is up, so afterAll stops it even when the other failed to start.
    await Promise.all([startProduct(productEnv).then((started) => (product = started)), launchBrowser(browserOptions).then((started) => (browser = started))]);
  }, 120_000);
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser suite has not started (use it inside tests)');
    return value;
  };
  return {
    get product() {
      return started(product);
    },
    get browser() {
      return started(browser);
    },
    async visitor({ language = 'en', viewport, geolocation }: VisitorOptions = {}) {
      const context = await newVisitor(started(browser), { baseURL: started(product).url, language: language ?? undefined, viewport });
      contexts.push(context);
      if (geolocation) {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(geolocation);
      }
      return context.newPage();
    },
  };
}

/** The newest HTML e-mail the dev mailbox holds for `address` whose subject is `subject`. */
export async function mailSentTo(baseUrl: string, address: string, subject: string): Promise<{ htmlUrl: string; text: string }> {
  for (let i = 0; i < 100; i++) {
    const { messages } = (await (await fetch(`${baseUrl}/dev/messages?to=${encodeURIComponent(address)}`)).json()) as {
      messages: { subject?: string; htmlUrl?: string; text: string }[];
    };
    const found = messages.find((message) => message.subject === subject && message.htmlUrl);
    if (found) return { htmlUrl: found.htmlUrl!, text: found.text };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail "${subject}" reached ${address}`);
}

/** The 6-digit code the product last sent to `address` (read from the all-in-one dev mailbox). */
export async function codeSentTo(baseUrl: string, address: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const { messages } = (await (await fetch(`${baseUrl}/dev/messages?to=${encodeURIComponent(address)}`)).json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code reached ${address}`);
}
