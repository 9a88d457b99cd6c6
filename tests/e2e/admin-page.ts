import type { Locator, Page } from 'playwright-core';
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

/**
 * The audit log's page, searched by action as an admin does (`find`: the newest entry of that
 * action, once every entry shown is one; `row`: an entry's before → after row for a field).
 */
export function auditLog(page: Page) {
  const search = page.getByRole('search', { name: 'Search the audit log' });
  return {
    search,
    async find(action: string): Promise<Locator> {
      await search.getByLabel('Action').selectOption(action);
      await search.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('action') === action);
      // The previous search's entries stay while the new one is read: until every entry shown is of this action.
      await page.waitForFunction((wanted) => {
        const shown = [...document.querySelectorAll('.hw-admin-entry')].map((card) => card.getAttribute('data-action'));
        return shown.length > 0 && shown.every((name) => name === wanted);
      }, action);
      return page.locator('.hw-admin-entry').first();
    },
    row: (entry: Locator, field: string) => entry.locator('tbody tr', { has: page.locator('th', { hasText: field }) }),
  };
}
