/** @jest-environment jsdom */
// The browser's globals jsdom lacks (TextEncoder for the router).
import '@helpwire/account/testing';
import { i18next, setupI18n, type RemotePage } from '@helpwire/web-core';

let namespace: string;
let pages: readonly RemotePage[];

beforeAll(async () => {
  await setupI18n();
  // What the shell loads as hw_admin/pages, for a signed-in admin only.
  const remote = (await import('./pages')).default;
  await remote.textsReady;
  ({ namespace, pages } = remote);
});

describe("the admin remote's page list (issue 24)", () => {
  it("is the overview and every queue and tool of the console, in the sidebar's order, each for admins only", () => {
    expect(pages.map(({ path, role, sidebar }) => `${role} ${path}${sidebar ? ` (${sidebar})` : ''}`)).toEqual([
      'admin /admin',
      'admin /admin/helpers',
      'admin /admin/disputes',
      'admin /admin/flags',
      'admin /admin/withdrawals',
      'admin /admin/support',
      'admin /admin/newsletter',
      'admin /admin/people',
      'admin /admin/content',
      'admin /admin/audit',
      'admin /admin/admins',
    ]);
    expect(pages.every((page) => page.icon)).toBe(true);
    // The Admins page is listed to admins holding admins.manage only (decision 0083).
    expect(pages.filter((page) => page.permission).map((page) => `${page.path} ${page.permission}`)).toEqual(['/admin/admins admins.manage']);
  });

  it('has a title for every page in English and in Arabic, from its own namespace', async () => {
    const untitled = (language: string) => pages.filter(({ titleKey }) => !i18next.exists(titleKey, { ns: namespace, lng: language, fallbackLng: false }));
    await i18next.changeLanguage('ar');
    expect({ en: untitled('en'), ar: untitled('ar') }).toEqual({ en: [], ar: [] });
    expect(i18next.t('pages.helpers', { ns: namespace })).toBe('التحقق من المساعدين');
    await i18next.changeLanguage('en');
  });
});
