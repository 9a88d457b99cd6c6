/** @jest-environment jsdom */
import { i18next, setupI18n, type RemotePage } from '@helpwire/web-core';

let namespace: string;
let pages: readonly RemotePage[];

beforeAll(async () => {
  await setupI18n();
  // What the shell loads as hw_helper/pages.
  const remote = (await import('./pages')).default;
  await remote.textsReady;
  ({ namespace, pages } = remote);
});

describe("the helper remote's page list (spec §2)", () => {
  it('starts with the helper home (no sidebar), then every helper page for helpers only', () => {
    expect(pages.map(({ path, role, sidebar }) => `${role} ${path}${sidebar ? ` (${sidebar})` : ''}`)).toEqual([
      'helper /helper (none)',
      'helper /helper/dashboard',
      'helper /helper/profile-management',
      'helper /helper/earnings',
      'helper /helper/dispute',
      'helper /helper/call-history',
      'helper /helper/payment-information',
      'helper /helper/notification',
      'helper /helper/recording',
      'helper /helper/help',
      'helper /helper/withdrawal',
      'helper /helper/analytics-and-insights',
    ]);
  });

  it('has a title for every page in English and in Arabic, from its own namespace', async () => {
    const untitled = (language: string) => pages.filter(({ titleKey }) => !i18next.exists(titleKey, { ns: namespace, lng: language, fallbackLng: false }));
    await i18next.changeLanguage('ar');
    expect({ en: untitled('en'), ar: untitled('ar') }).toEqual({ en: [], ar: [] });
    expect(i18next.t('pages.earnings', { ns: namespace })).not.toBe('Earnings');
  });
});
