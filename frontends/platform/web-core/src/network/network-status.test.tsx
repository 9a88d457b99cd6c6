/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useAppStore } from '../store/app-store';
import { useNetworkStatus } from './network-status';

type FetchArgs = [input: string, init?: RequestInit];

let healthzOk: boolean;
let faviconAnswers: boolean;
let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;

const calls = (prefix: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  useAppStore.setState({ networkError: false, meetingOpen: false });
  healthzOk = true;
  faviconAnswers = true;
  fetchMock = jest.fn<Promise<Response>, FetchArgs>(async (url) => {
    if (url.startsWith('/favicon.svg')) {
      if (!faviconAnswers) throw new TypeError('Failed to fetch');
      return { ok: true, status: 200 } as Response;
    }
    return { ok: healthzOk, status: healthzOk ? 200 : 503 } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useNetworkStatus', () => {
  it('reports online and does not re-check while all is well', async () => {
    const reload = jest.fn();
    const { result } = renderHook(() => useNetworkStatus(reload));
    await advance(0);
    expect(result.current).toBe('online');
    await advance(30_000);
    expect(calls('/healthz')).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a failed network check at start shows the error state', async () => {
    healthzOk = false;
    const { result } = renderHook(() => useNetworkStatus(jest.fn()));
    await advance(0);
    expect(result.current).toBe('error');
    expect(useAppStore.getState().networkError).toBe(true);
  });

  it('with the networkError flag set it reports "error" and re-checks /healthz every 10 s without cache, reloading once it succeeds', async () => {
    healthzOk = false;
    useAppStore.setState({ networkError: true });
    const reload = jest.fn();
    const { result } = renderHook(() => useNetworkStatus(reload));
    await advance(0);
    expect(result.current).toBe('error');
    const atStart = calls('/healthz').length;

    await advance(9_999);
    expect(calls('/healthz')).toHaveLength(atStart);
    await advance(1);
    expect(calls('/healthz')).toHaveLength(atStart + 1);
    expect(calls('/healthz').at(-1)?.[1]).toMatchObject({ cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();

    healthzOk = true;
    await advance(10_000);
    expect(calls('/healthz')).toHaveLength(atStart + 2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an offline event reports "offline" and re-verifies every 2 s with a HEAD to the favicon, reloading when it answers', async () => {
    faviconAnswers = false;
    const reload = jest.fn();
    const { result } = renderHook(() => useNetworkStatus(reload));
    await advance(0);

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe('offline');

    await advance(1_999);
    expect(calls('/favicon.svg')).toHaveLength(0);
    await advance(1);
    expect(calls('/favicon.svg')).toHaveLength(1);
    const [url, init] = calls('/favicon.svg')[0]!;
    expect(url).toMatch(/^\/favicon\.svg\?t=\d+$/);
    expect(init).toMatchObject({ method: 'HEAD' });
    expect(reload).not.toHaveBeenCalled();

    faviconAnswers = true;
    await advance(2_000);
    expect(calls('/favicon.svg')).toHaveLength(2);
    expect(reload).toHaveBeenCalled();
  });

  it('reloads when the browser reports it is back online', async () => {
    const reload = jest.fn();
    renderHook(() => useNetworkStatus(reload));
    await advance(0);
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('while a call is on screen: offline keeps the page (no offline page, no reload, no re-verify); once the call closes the offline page shows', async () => {
    const reload = jest.fn();
    useAppStore.setState({ meetingOpen: true });
    const { result } = renderHook(() => useNetworkStatus(reload));
    await advance(0);
    faviconAnswers = true;
    act(() => window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe('online');
    await advance(6_000);
    expect(calls('/favicon.svg')).toHaveLength(0);
    act(() => window.dispatchEvent(new Event('online')));
    expect(reload).not.toHaveBeenCalled();
    expect(result.current).toBe('online');
    // Offline again, and the call ends: the page says so now.
    act(() => window.dispatchEvent(new Event('offline')));
    act(() => useAppStore.setState({ meetingOpen: false }));
    expect(result.current).toBe('offline');
  });
});
