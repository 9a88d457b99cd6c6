/** @jest-environment jsdom */
import { useAppStore } from '@helpwire/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { HelperCallLayer } from './HelperCallLayer';
import { loadHelperCallLayer } from './remote-registry';

// The helper remote's `./call-layer` module, as Module Federation would hand it over (or fail to).
jest.mock('./remote-registry', () => ({ loadHelperCallLayer: jest.fn() }));
const load = loadHelperCallLayer as jest.MockedFunction<typeof loadHelperCallLayer>;

function Page() {
  return (
    <>
      <h1>Earnings</h1>
      <HelperCallLayer />
    </>
  );
}

afterEach(() => {
  cleanup();
  act(() => useAppStore.getState().clearCredentials());
  load.mockReset();
  jest.restoreAllMocks();
});

// In this order: a failed load is forgotten, so the last test loads afresh.
describe('the helper call layer in the shell', () => {
  it('is not loaded for signed-out visitors or users', () => {
    render(<Page />).unmount();
    useAppStore.getState().setCredentials({ role: 'USER', token: 't' });
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

  it('is loaded and shown for helpers, on whatever page they are', async () => {
    load.mockResolvedValue({ default: () => <p>call layer ready</p> });
    useAppStore.getState().setCredentials({ role: 'HELPER', token: 't' });
    render(<Page />);
    await screen.findByText('call layer ready');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
