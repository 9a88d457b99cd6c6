/** @jest-environment jsdom */
import { setupShellI18n } from '../texts/shell-texts';
import '../test/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthModal } from '../auth/AuthModal';
import type { QueryClient } from '@helpwire/libs/query';
import { currentUser, renderWithProviders, resetBrowserState, signedIn } from '../test/render-with-providers';
import { Header } from './Header';

function renderHeader(route = '/', client?: QueryClient) {
  return renderWithProviders(
    <>
      <Header />
      <AuthModal />
    </>,
    { route, client },
  );
}

/** "Sign In" is the desktop label of the button that reads "Log In" on small screens. */
function signInButton(): HTMLElement {
  const button = screen.getByText('Sign In').closest('button');
  if (!button) throw new Error('Sign In button not found');
  return button;
}

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

beforeAll(async () => {
  await setupShellI18n();
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('Header for a signed-out visitor', () => {
  it('shows the main nav links', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Services', 'About Us', 'FAQs', 'Contact Us']);
    expect(hrefs(links)).toEqual(['/', '/services', '/about-us', '/faq', '/contact-us']);
  });

  it('shows Sign In (Log In on small screens), Sign Up, the role switcher and the language picker', () => {
    renderHeader();
    expect(signInButton().textContent).toContain('Log In');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Switch to Helper/ }).textContent).toContain('Switch to Helper');
    expect(screen.getByRole('button', { name: /^Language/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('links the logo home', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Helpwire' }).getAttribute('href')).toBe('/');
  });

  it('keeps the auth modal closed at first', () => {
    renderHeader();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Sign Up opens the modal in its signup view, with user and helper sign-up choices', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const dialog = screen.getByRole('dialog', { name: 'Create your account' });
    const choices = within(dialog).getAllByRole('link');
    expect(hrefs(choices)).toEqual(['/user/sign-up', '/helper/sign-up']);
    expect(choices[0]!.textContent).toContain('User sign up');
    expect(choices[1]!.textContent).toContain('Helper sign up');
  });

  it('Sign In opens the modal in its login view, with user and helper sign-in choices', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(signInButton());

    const dialog = screen.getByRole('dialog', { name: 'Welcome back' });
    const choices = within(dialog).getAllByRole('link');
    expect(hrefs(choices)).toEqual(['/user/sign-in', '/helper/sign-in']);
    expect(choices[0]!.textContent).toContain('User sign in');
    expect(choices[1]!.textContent).toContain('Helper sign in');
  });

  it('Escape closes the auth modal', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the close button closes the auth modal too', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(signInButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Header for a signed-in account', () => {
  it('sends the logo and Home link to /helper for a helper, and hides Sign In / Sign Up', () => {
    renderHeader('/helper', signedIn(currentUser({ id: 'h1', roleId: 2, role: { name: 'HELPER' } }), { token: 't' }));
    expect(screen.getByRole('link', { name: 'Helpwire' }).getAttribute('href')).toBe('/helper');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/helper');
    expect(screen.queryByText('Sign In')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    expect(screen.getByRole('button', { name: /Switch to User/ })).toBeTruthy();
  });

  it('keeps the logo on / for a user', () => {
    renderHeader('/', signedIn(currentUser({ id: 'u1', roleId: 1, role: { name: 'USER' } }), { token: 't' }));
    expect(screen.getByRole('link', { name: 'Helpwire' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: /Switch to Helper/ })).toBeTruthy();
  });
});
