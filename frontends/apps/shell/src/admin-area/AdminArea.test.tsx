/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import type { RemotePages } from '@helpwire/web-core';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@helpwire/libs/router';
import { Suspense } from 'react';
import { signedInAs } from '@helpwire/account/testing';
import { renderWithProviders, resetBrowserState } from '../test/render-with-providers';
import { setupShellI18n } from '../texts/shell-texts';

const mockLoad = jest.fn();
jest.mock('../remotes/remote-registry', () => ({ REMOTE_NAMES: ['public', 'user', 'helper'], loadRemotePages: mockLoad }));

const adminList: RemotePages = {
  namespace: 'admin',
  textsReady: Promise.resolve(),
  pages: [
    { path: '/admin/helpers', titleKey: 'pages.helpers', role: 'admin', page: async () => ({ default: () => <p>the vetting page</p> }) },
    {
      path: '/admin/admins',
      titleKey: 'pages.admins',
      role: 'admin',
      permission: 'admins.manage',
      page: async () => ({ default: () => <p>the admins page</p> }),
    },
  ],
};
const mockPermissions = jest.fn<Promise<readonly string[]>, []>();

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

async function renderAt(path: string) {
  const { default: AdminArea } = await import('./AdminArea');
  const { RemotePageView } = await import('../remotes/RemotePageView');
  const { remotePages } = await import('../remotes/page-lists');
  // As the shell's Layout gives it: the path of the current location, its page view and page lists.
  function Area() {
    return <AdminArea path={useLocation().pathname} View={RemotePageView} pages={remotePages} />;
  }
  await act(async () => {
    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path="/admin/sign-in" element={<Where />} />
          <Route path="/admin/*" element={<Area />} />
          <Route path="/admin" element={<Area />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </Suspense>,
      { route: path },
    );
  });
}

beforeAll(async () => {
  await setupShellI18n();
});

beforeEach(async () => {
  await resetBrowserState();
  mockLoad.mockReset();
  mockLoad.mockImplementation(async (name: string) =>
    name === 'admin' ? { ...adminList, permissions: mockPermissions } : { namespace: name, pages: [], textsReady: Promise.resolve() },
  );
  mockPermissions.mockReset();
  mockPermissions.mockResolvedValue([]);
});

describe('the admin area (issue 24): the admin remote for a signed-in admin only', () => {
  it('a visitor goes to the console sign-in, and back after; the admin remote is not fetched', async () => {
    await renderAt('/admin/helpers');
    expect(await screen.findByText('at /admin/sign-in?returnTo=%2Fadmin%2Fhelpers')).toBeTruthy();
    expect(mockLoad).not.toHaveBeenCalled();
  });

  it.each([
    ['USER', 'at /'],
    ['HELPER', 'at /helper'],
  ] as const)('a %s goes to their own home, without the admin remote', async (role, where) => {
    signedInAs(role);
    await renderAt('/admin');
    expect(await screen.findByText(where)).toBeTruthy();
    expect(mockLoad).not.toHaveBeenCalled();
  });

  it("an admin gets the admin remote's page", async () => {
    signedInAs('ADMIN');
    await renderAt('/admin/helpers');
    expect(await screen.findByText('the vetting page')).toBeTruthy();
    expect(mockLoad.mock.calls.map(([name]) => name)).toEqual(['admin']);
  });

  it('a path the console does not have is the friendly 404', async () => {
    signedInAs('ADMIN');
    await renderAt('/admin/nowhere');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('the vetting page')).toBeNull();
  });

  it('a page needing a permission (decision 0083) is the friendly 404 without it', async () => {
    signedInAs('ADMIN');
    await renderAt('/admin/admins');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('the admins page')).toBeNull();
    expect(mockPermissions).toHaveBeenCalled();
  });

  it('and the page for an admin holding it', async () => {
    mockPermissions.mockResolvedValue(['admins.manage']);
    // Another session: the permissions are read once per session.
    signedInAs('ADMIN', 'token-of-a-manager');
    await renderAt('/admin/admins');
    expect(await screen.findByText('the admins page')).toBeTruthy();
  });

  it('/admin/invitation is open to visitors: the invitation code and a new password (decision 0083)', async () => {
    await renderAt('/admin/invitation?email=noor%40example.com&code=123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('noor@example.com');
    expect((screen.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('123456');
    expect(mockLoad).not.toHaveBeenCalled();
  });
});
