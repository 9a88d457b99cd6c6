/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { HELPER_PAGES, i18next, setupI18n, USER_PAGES } from '@helpwire/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@helpwire/libs/router';
import { renderWithProviders, resetBrowserState } from '../test/render-with-providers';
import AreaLayout from './AreaLayout';

function renderArea(helper: boolean, route: string) {
  renderWithProviders(
    <AreaLayout helper={helper}>
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </AreaLayout>,
    { route },
  );
  return screen.getByRole('navigation', { name: i18next.t('nav.dashboard') });
}

const hrefs = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));

beforeAll(async () => {
  await setupI18n();
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('AreaLayout (the signed-in sidebar)', () => {
  it("lists every user page of spec §2 once, in order, and marks the current one", () => {
    const nav = renderArea(false, '/call-history');
    expect(hrefs(nav)).toEqual(USER_PAGES.map(([path]) => path).filter((path) => path !== '/user'));
    expect(within(nav).getByRole('link', { name: 'Call History' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current'))).toHaveLength(1);
  });

  it("lists the helper's pages (the helper home is the logo's) and follows a click", async () => {
    const nav = renderArea(true, '/helper/dashboard');
    expect(hrefs(nav)).toEqual(HELPER_PAGES.map(([path]) => path).filter((path) => path !== '/helper'));
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Earnings' }));
    expect(within(nav).getByRole('link', { name: 'Earnings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('speaks Arabic', async () => {
    await i18next.changeLanguage('ar');
    const nav = renderArea(false, '/dashboard');
    expect(within(nav).getByRole('link', { name: 'سجل المكالمات' })).toBeTruthy();
  });
});
