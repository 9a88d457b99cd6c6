import type { Locator, Page } from 'playwright-core';

/**
 * What a person sees, asserted (not only that elements exist): a control inside the viewport and on
 * top where a finger lands, a text on screen, no sideways scrolling.
 */

/** Whether what is at the control's centre is the control (nothing covers it, nothing clips it). */
export async function isOnTop(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return rect.width > 0 && rect.height > 0 && hit !== null && (hit === element || element.contains(hit));
  });
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

/** Scrolled to if needed, then on screen and on top where a finger lands. */
export async function expectReachable(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expectOnScreen(page, control);
  expect(await isOnTop(control)).toBe(true);
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}
