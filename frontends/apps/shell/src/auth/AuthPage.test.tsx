/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { useAppStore } from '@helpwire/web-core';
import { screen } from '@testing-library/react';
import { resetBrowserState } from '../test/render-with-providers';
import { mockApi, renderAuthPage, setupAuthTexts } from './auth-test-helpers';

// The auth pages judge the session by its role (the store), not by the user's details.
const signedInAs = (role: 'USER' | 'HELPER') => useAppStore.getState().setCredentials({ role, token: 'token-1' });

beforeAll(async () => {
  await setupAuthTexts();
});

beforeEach(async () => {
  await resetBrowserState();
  mockApi({});
});

describe('auth pages for someone already signed in', () => {
  it.each([
    ['USER', '/sign-in', 'user dashboard'],
    ['USER', '/user/sign-up', 'user dashboard'],
    ['USER', '/helper/sign-in', 'user dashboard'],
    ['HELPER', '/helper/sign-up', 'helper dashboard'],
    ['HELPER', '/sign-up', 'helper dashboard'],
  ] as const)('a signed-in %s who opens %s goes to their dashboard', async (role, path, dashboard) => {
    signedInAs(role);
    await renderAuthPage(path);
    expect(await screen.findByText(dashboard)).toBeTruthy();
  });

  it('a visitor without a session still gets the sign-in form', async () => {
    await renderAuthPage('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in as a user' })).toBeTruthy();
  });
});
