import type { RemotePages } from '@helpwire/web-core';
import type { findPage } from './page-lists';
import type { loadRemotePages, RemoteName } from './remote-registry';

// The remotes' page lists, as Module Federation would hand them over; which remotes were fetched.
const mockLoad: jest.MockedFunction<typeof loadRemotePages> = jest.fn();
jest.mock('./remote-registry', () => ({ REMOTE_NAMES: ['public', 'user', 'helper'], loadRemotePages: mockLoad }));
const load = mockLoad;

const list = (name: RemoteName, paths: string[]) =>
  ({ name, pages: paths.map((path) => ({ path, title: path, component: () => null })), textsReady: Promise.resolve() }) as unknown as RemotePages;
const LISTS: Record<RemoteName, RemotePages> = {
  public: list('public', ['/', '/faq']),
  user: list('user', ['/dashboard', '/dispute']),
  helper: list('helper', ['/helper/dashboard', '/helper/dispute']),
  admin: list('admin', ['/admin', '/admin/helpers']),
};

describe('the remote that owns a path', () => {
  // Each test loads the shell's module afresh: the lists it fetched are its own.
  let find: typeof findPage;
  beforeEach(async () => {
    await jest.isolateModulesAsync(async () => {
      find = (await import('./page-lists')).findPage;
    });
    load.mockReset();
    load.mockImplementation(async (name) => LISTS[name]);
  });
  const fetched = () => load.mock.calls.map(([name]) => name);

  it('a public page fetches the public remote only', async () => {
    expect((await find('/faq'))?.remote).toBe(LISTS.public);
    expect(fetched()).toEqual(['public']);
  });

  it("a user's page fetches no helper remote, and a helper's page no user remote", async () => {
    expect((await find('/dispute'))?.entry.path).toBe('/dispute');
    expect(fetched()).toEqual(['public', 'user']);
    load.mockClear();
    expect((await find('/helper/dispute/'))?.remote).toBe(LISTS.helper);
    expect(fetched()).toEqual(['helper']);
  });

  it('a path no remote has is a 404 once every list was asked', async () => {
    await expect(find('/nowhere')).resolves.toBeNull();
    expect(fetched()).toEqual(['public', 'user', 'helper']);
  });

  it('never asks the admin list: only the admin area loads it, for a signed-in admin (issue 24)', async () => {
    await expect(find('/admin/helpers')).resolves.toBeNull();
    expect(fetched()).not.toContain('admin');
  });

  it('a path the reachable lists lack is an error, not a 404, when a list could not be fetched', async () => {
    load.mockImplementation(async (name) => {
      if (name === 'helper') throw new Error('remote helper cannot be fetched');
      return LISTS[name];
    });
    await expect(find('/helper/dashboard')).rejects.toThrow('no remote could be asked for /helper/dashboard');
    // The user's pages still open.
    expect((await find('/dashboard'))?.remote).toBe(LISTS.user);
  });
});
