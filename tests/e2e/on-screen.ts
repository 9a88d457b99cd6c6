import type { Locator, Page } from 'playwright-core';

/**
 * What a person sees, asserted (not only that elements exist): a control inside the viewport and on
 * top where a finger lands, a text on screen, no sideways scrolling.
 */

/** What is at the control's centre when it is not the control (tag and classes), or null when it is. */
export async function coveringElement(control: Locator): Promise<string | null> {
  return control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return 'nothing: the control has no size';
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (hit !== null && (hit === element || element.contains(hit))) return null;
    return hit ? `${hit.tagName.toLowerCase()}${[...hit.classList].map((name) => `.${name}`).join('')}` : 'nothing: the centre is outside the viewport';
  });
}

/** Whether what is at the control's centre is the control (nothing covers it, nothing clips it). */
export async function isOnTop(control: Locator): Promise<boolean> {
  return (await coveringElement(control)) === null;
}

/** Inside the viewport on both axes (half a pixel of rounding allowed). */
export async function expectOnScreen(page: Page, element: Locator): Promise<void> {
  await element.waitFor();
  const box = await element.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height + 0.5);
}

/** Frames a page may take to lay out after a resize or a scroll (about half a second). */
const SETTLE_FRAMES = 30;

/**
 * Scrolled to if needed, then on screen and on top where a finger lands once the page has settled:
 * after a resize the layout (and what observes it) moves over the next frames, and a control covered
 * for one of them is not what a person sees. Names what covers it when something still does.
 */
export async function expectReachable(page: Page, control: Locator): Promise<void> {
  await scrollUntilSettled(page, control);
  await expectOnScreen(page, control);
  let covering = await coveringElement(control);
  for (let frame = 0; covering !== null && frame < SETTLE_FRAMES; frame++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    covering = await coveringElement(control);
  }
  expect({ coveredBy: covering }).toEqual({ coveredBy: null });
}

/**
 * Scrolls to the control until it stays put for a frame: content above it that is still loading (a
 * picture, a document's frame) moves it after the first scroll, as a person would scroll again.
 */
async function scrollUntilSettled(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  let before = await control.boundingBox();
  for (let frame = 0; frame < SETTLE_FRAMES; frame++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const now = await control.boundingBox();
    if (now && before && now.x === before.x && now.y === before.y) return;
    await control.scrollIntoViewIfNeeded();
    before = await control.boundingBox();
  }
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}
