/** @jest-environment jsdom */
import { useAppStore } from '@helpwire/web-core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { CallLayer } from './CallLayer';
import { loadCallLayer } from './remote-registry';

// A remote's `./call-layer` module, as Module Federation would hand it over (or fail to).
jest.mock('./remote-registry', () => ({ loadCallLayer: jest.fn() }));
const load = loadCallLayer as jest.MockedFunction<typeof loadCallLayer>;

function Page() {
  return (
    <>
      <h1>Earnings</h1>
      <CallLayer />
    </>
  );
}

afterEach(() => {
  cleanup();
  act(() => useAppStore.getState().clearCredentials());
  load.mockReset();
  jest.restoreAllMocks();
});

// In this order: a failed load is forgotten, so the later tests load afresh.
describe('the call layer in the shell', () => {
  it('is not loaded for signed-out visitors', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Earnings' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('a helper remote that cannot load leaves the page as it is', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('remote helper unreachable'));
    useAppStore.getState().setCredentials({ role: 'HELPER', token: 't' });
    const { container } = render(<Page />);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('the helper call layer failed', expect.any(Error)));
    expect(screen.getByRole('heading', { name: 'Earnings' })).toBeTruthy();
    expect(container.innerHTML).toBe('<h1>Earnings</h1>');
  });

  it("is loaded and shown for helpers, on whatever page they are: the helper remote's layer", async () => {
    load.mockResolvedValue({ default: () => <p>helper call layer ready</p> });
    useAppStore.getState().setCredentials({ role: 'HELPER', token: 't' });
    render(<Page />);
    await screen.findByText('helper call layer ready');
    expect(load.mock.calls).toEqual([['helper']]);
  });

  it("is loaded and shown for users, on whatever page they are: the user remote's layer (a call started anywhere is followed)", async () => {
    load.mockResolvedValue({ default: () => <p>user call layer ready</p> });
    useAppStore.getState().setCredentials({ role: 'USER', token: 't' });
    render(<Page />);
    await screen.findByText('user call layer ready');
    expect(load.mock.calls).toEqual([['user']]);
  });
});
