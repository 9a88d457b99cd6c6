/** @jest-environment jsdom */
import { setupShellI18n } from '../texts/shell-texts';
import '../test/jsdom-polyfills';
import { i18next, registerTexts, type RemotePages } from '@helpwire/web-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@helpwire/libs/router';
import { renderWithProviders, resetBrowserState } from '../test/render-with-providers';
import AreaLayout from './AreaLayout';

function renderArea(remote: RemotePages, route: string) {
  renderWithProviders(
    <AreaLayout remote={remote}>
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </AreaLayout>,
    { route },
  );
  return screen.getByRole('navigation', { name: i18next.t('nav.dashboard', { ns: 'shell' }) });
}

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/** A remote's page list as the shell receives it through Module Federation (the user and helper lists have the same shape). */
function remoteList(namespace: string, pages: [path: string, title: string, sidebar?: 'unlisted' | 'none'][]): RemotePages {
  return {
    namespace,
    pages: pages.map(([path, title, sidebar]) => ({
      path,
      titleKey: `pages.${title}`,
      role: 'user' as const,
      page: () => Promise.resolve({ default: () => <h1>{title}</h1> }),
      sidebar,
    })),
    textsReady: Promise.resolve(),
  };
}

const texts = (titles: Record<string, string>) => ({ pages: titles });
let user: RemotePages;
let helper: RemotePages;

beforeAll(async () => {
  await setupShellI18n();
  await registerTexts({
    namespace: 'test-user',
    en: texts({ dashboard: 'Dashboard', callHistory: 'Call History', help: 'Help' }),
    load: { ar: async () => texts({ dashboard: 'لوحة التحكم', callHistory: 'سجل المكالمات', help: 'المساعدة' }) },
  });
  await registerTexts({ namespace: 'test-helper', en: texts({ home: 'Home', dashboard: 'Dashboard', earnings: 'Earnings' }), load: {} });
  user = remoteList('test-user', [
    ['/dashboard', 'dashboard'],
    ['/call-history', 'callHistory'],
    ['/help', 'help'],
    ['/user', 'dashboard', 'unlisted'],
  ]);
  helper = remoteList('test-helper', [
    ['/helper', 'home', 'none'],
    ['/helper/dashboard', 'dashboard'],
    ['/helper/earnings', 'earnings'],
  ]);
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('AreaLayout (the signed-in sidebar, built from the remote page lists)', () => {
  it("lists the remote's listed pages once, in the list's order, and marks the current one", () => {
    const nav = renderArea(user, '/call-history');
    expect(hrefs(nav)).toEqual(['/dashboard', '/call-history', '/help']);
    expect(within(nav).getByRole('link', { name: 'Call History' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it("leaves out a page drawn without the sidebar (the helper's home) and follows a click", async () => {
    const nav = renderArea(helper, '/helper/dashboard');
    expect(hrefs(nav)).toEqual(['/helper/dashboard', '/helper/earnings']);
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Earnings' }));
    expect(within(nav).getByRole('link', { name: 'Earnings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it("speaks Arabic: the titles come from the remote's own namespace", async () => {
    await i18next.changeLanguage('ar');
    const nav = renderArea(user, '/dashboard');
    expect(within(nav).getByRole('link', { name: 'سجل المكالمات' })).toBeTruthy();
  });
});
