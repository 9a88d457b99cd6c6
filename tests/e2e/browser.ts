import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = join(__dirname, '..', '..', '.test-results', 'screenshots');

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * Chromium's fake camera (a test pattern at 8 frames a second: every frame is encoded in software,
 * and the tests need frames decoded, not many), microphone (a beep) and screen: permission prompts
 * answered yes, a screen share picks the whole (fake) screen, media plays without a gesture.
 */
const FAKE_CAMERA = 'fps=8';
const FAKE_MEDIA_ARGS = ['--use-fake-ui-for-media-stream', '--auto-select-desktop-capture-source=Entire screen', '--autoplay-policy=no-user-gesture-required'];

/**
 * Debian's Chromium, headless, as the machines allow it (no downloads, no background networking):
 * its headless shell (decision 0048), or with `systemNotifications` the full browser, whose
 * notification permission starts unasked as a person's does (the shell answers every request
 * "denied"); `fakeMedia` for calls, with `cameras` fake cameras (two: a phone's front and back).
 */
export async function launchBrowser(options: { fakeMedia?: boolean; cameras?: number; systemNotifications?: boolean } = {}): Promise<Browser> {
  const cameras = options.cameras && options.cameras > 1 ? `${FAKE_CAMERA},device-count=${options.cameras}` : FAKE_CAMERA;
  const media = [...FAKE_MEDIA_ARGS, `--use-fake-device-for-media-stream=${cameras}`];
  const executablePath = options.systemNotifications
    ? (process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium')
    : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
      ...(options.fakeMedia ? media : []),
    ],
  });
}

/**
 * The suites are compiled by tsx (decision 0053), whose esbuild keeps function names by calling a
 * `__name` helper of the module: a function a test sends into the page (`page.evaluate`,
 * `waitForFunction`) that declares a named function calls that helper there too. Every visitor's
 * pages get one that does what esbuild's does.
 */
const KEEP_NAMES_HELPER = 'globalThis.__name ??= (target, value) => Object.defineProperty(target, "name", { value, configurable: true });';

/** A fresh visitor: its own cookies and storage, optionally already speaking a language. */
export async function newVisitor(
  browser: Browser,
  options: { language?: string; viewport?: keyof typeof VIEWPORTS; baseURL: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: options.baseURL, viewport: VIEWPORTS[options.viewport ?? 'desktop'], reducedMotion: 'reduce' });
  await context.addInitScript({ content: KEEP_NAMES_HELPER });
  if (options.language) {
    const language = options.language;
    await context.addInitScript((code) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', code);
      document.cookie = `language=${code}; Path=/`;
    }, language);
  }
  return context;
}

/** A screen size and a language a screen is checked in. */
export type View = readonly [size: keyof typeof VIEWPORTS, language: 'en' | 'ar'];

/**
 * The four views of a screen (1366 and 390 px, English and Arabic) in the order one page walks them
 * with one load and one reload: the size changes in place, the language once.
 */
export const VIEW_WALK: readonly View[] = [
  ['desktop', 'en'],
  ['mobile', 'en'],
  ['mobile', 'ar'],
  ['desktop', 'ar'],
];

/**
 * Shows an open page as a person with this screen and language sees it: the window resized in
 * place (the layout follows, as when a window is resized or a phone turned) and, when the page
 * speaks another language, that language stored as the picker stores it and the page reloaded.
 * A fresh visitor per view would cost a cold start each (about three CPU-seconds of Chromium and
 * the product against one for a reload and almost none for a resize).
 */
export async function showView(page: Page, view: View): Promise<void> {
  if (await chooseView(page, view)) await page.reload();
}

/**
 * Resizes an open page to a view and stores its language as the picker does, for the page's next
 * load to apply; true when that language is not the page's own.
 */
export async function chooseView(page: Page, [size, language]: View): Promise<boolean> {
  await page.setViewportSize(VIEWPORTS[size]);
  // A page not opened yet: the visitor's own language applies at its first load.
  if (page.url() === 'about:blank' || (await page.evaluate(() => document.documentElement.lang)) === language) return false;
  await page.evaluate((code) => {
    localStorage.setItem('language', code);
    document.cookie = `language=${code}; Path=/`;
  }, language);
  return true;
}

/**
 * The page's load event passed, its fonts are ready and every image is decoded: what a screenshot
 * needs, as a condition (the 'networkidle' state waits for half a second of silence on top).
 */
export async function loaded(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
  });
}

/**
 * The whole page, or only what is on screen (`fullPage: false`: for menus and dialogs fixed over it),
 * written to .test-results/screenshots; none with SCREENSHOTS=off (CI's runs, which nobody opens).
 * `settleMs`: time for what moves by itself (a live video, a modal's entrance) to settle before the
 * picture; nothing a test asserts waits on it, so it is skipped with the screenshot.
 */
export async function screenshot(page: Page, name: string, { fullPage = true, settleMs = 0 }: { fullPage?: boolean; settleMs?: number } = {}): Promise<void> {
  if (process.env.SCREENSHOTS === 'off') return;
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated, not injected as a <script>: the app's Content-Security-Policy forbids inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
