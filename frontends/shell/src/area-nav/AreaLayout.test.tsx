/** @jest-environment jsdom */
import { setupShellI18n } from '../texts/shell-texts';
import '../test/jsdom-polyfills';
import { i18next, placeholderPage, registerTexts, type RemotePages } from '@helpwire/ui';
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

const hrefs = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));

let user: RemotePages;
let helper: RemotePages;

beforeAll(async () => {
  await setupShellI18n();
  // The remotes' own page lists, as the shell receives them through Module Federation.
  user = (await import('../../../user/src/pages')).default;
  helper = (await import('../../../helper/src/pages')).default;
  await Promise.all([user.textsReady, helper.textsReady]);
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('AreaLayout (the signed-in sidebar, built from the remote page lists)', () => {
  it('lists every user page of spec §2 once, in order, and marks the current one', () => {
    const nav = renderArea(user, '/call-history');
    expect(hrefs(nav)).toEqual(['/dashboard', '/profile-management', '/recording', '/subscribed-plan', '/notifications', '/payment-methods', '/transaction-history', '/call-history', '/help', '/service-categories', '/dispute']);
    expect(within(nav).getByRole('link', { name: 'Call History' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current'))).toHaveLength(1);
  });

  it("lists the helper's pages (the helper home is the logo's) and follows a click", async () => {
    const nav = renderArea(helper, '/helper/dashboard');
    expect(hrefs(nav)).toEqual([
      '/helper/dashboard',
      '/helper/profile-management',
      '/helper/earnings',
      '/helper/dispute',
      '/helper/call-history',
      '/helper/payment-information',
      '/helper/notification',
      '/helper/recording',
      '/helper/help',
      '/helper/withdrawal',
      '/helper/analytics-and-insights',
    ]);
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Earnings' }));
    expect(within(nav).getByRole('link', { name: 'Earnings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('speaks Arabic', async () => {
    await i18next.changeLanguage('ar');
    const nav = renderArea(user, '/dashboard');
    expect(within(nav).getByRole('link', { name: 'سجل المكالمات' })).toBeTruthy();
  });

  it("shows a page a remote adds to its own list, titled from the remote's own texts", async () => {
    await registerTexts({ namespace: 'test-remote', en: { pages: { tips: 'Tips and tricks' } }, load: {} });
    const remote: RemotePages = {
      namespace: 'test-remote',
      pages: [{ path: '/tips', titleKey: 'pages.tips', role: 'user', page: placeholderPage('test-remote', 'pages.tips') }],
      textsReady: Promise.resolve(),
    };
    const nav = renderArea(remote, '/tips');
    expect(within(nav).getByRole('link', { name: 'Tips and tricks' }).getAttribute('aria-current')).toBe('page');
  });
});
