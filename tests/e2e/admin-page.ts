import type { Page } from 'playwright-core';
import type { View } from './browser';
import type { BrowserSuite } from './browser-suite';

/** Every page of this context starts with this session stored (as after a sign-in), unless one is already there. */
export async function withSession(page: Page, token: string): Promise<void> {
  await page.context().addInitScript((stored) => {
    if (!localStorage.getItem('_CCAA00')) localStorage.setItem('_CCAA00', stored);
  }, token);
}

/** A console page opened with the admin's session, once its heading is shown. */
export async function consolePage(suite: BrowserSuite, adminToken: string, path: string, view: View): Promise<Page> {
  const page = await suite.visitor({ viewport: view[0], language: view[1] });
  await withSession(page, adminToken);
  await page.goto(path);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  return page;
}
