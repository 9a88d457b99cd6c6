/** @jest-environment jsdom */
import { i18next, setupI18n, type RemotePages } from '@helpwire/web-core';

let remote: RemotePages;

beforeAll(async () => {
  await setupI18n();
  // What the shell loads as hw_user/pages.
  remote = (await import('./pages')).default;
  await remote.textsReady;
});

describe("the user remote's page list (spec §2), from which the shell routes, guards, titles and builds the sidebar", () => {
  it('names every user page once, for signed-in users, in the sidebar order', () => {
    expect(remote.pages.map((entry) => entry.path)).toEqual([
      '/dashboard',
      '/profile-management',
      '/recording',
      '/subscribed-plan',
      '/notifications',
      '/payment-methods',
      '/transaction-history',
      '/call-history',
      '/help',
      '/service-categories',
      '/dispute',
      '/user',
    ]);
    expect(remote.pages.every((entry) => entry.role === 'user')).toBe(true);
    expect(remote.pages.filter((entry) => entry.sidebar).map((entry) => [entry.path, entry.sidebar])).toEqual([['/user', 'unlisted']]);
  });

  it.each([
    ['en', 'Call History'],
    ['ar', 'سجل المكالمات'],
  ])('titles every page from the user namespace in %s', async (language, callHistory) => {
    await i18next.changeLanguage(language);
    const titles = remote.pages.map((entry) => i18next.t(entry.titleKey, { ns: remote.namespace }));
    expect(titles.filter((title, index) => title === remote.pages[index]!.titleKey)).toEqual([]);
    expect(titles[7]).toBe(callHistory);
  });
});
