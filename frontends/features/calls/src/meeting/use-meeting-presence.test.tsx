/** @jest-environment jsdom */
import type { MeetingState } from '@helpwire/contracts';
import { render, waitFor } from '@testing-library/react';
import { realtimeClient } from '@helpwire/web-core';
import { useMeetingPresence } from './use-meeting-presence';

type FetchArgs = [input: URL | string, init: RequestInit & { headers: Record<string, string> }];

function Presence({ side, callId }: { side: 'USER' | 'HELPER'; callId: string }) {
  useMeetingPresence(side, callId);
  return null;
}

const state = (present: { userPresent: boolean; helperPresent: boolean }): MeetingState => ({
  callId: 'HW-TAB1',
  state: 'IN_PROGRESS',
  ...present,
  acceptedAt: '2026-11-25T10:00:00.000Z',
  endsAt: '2026-11-25T11:00:00.000Z',
  billableSeconds: 10,
  callLeftBy: null,
  endReason: null,
  endedAt: null,
  recording: false,
});

describe('closing the tab during a call', () => {
  let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;
  /** What join-meeting answers (the channel's acknowledgement), as the call service would. */
  let joined: MeetingState;
  beforeAll(() => {
    realtimeClient().emit = (async () => ({ ok: true, roomDetails: { roomId: 'HW-TAB1' }, state: joined })) as never;
  });
  beforeEach(() => {
    localStorage.setItem('_CCAA00', 'token-of-the-test');
    fetchMock = jest.fn<Promise<Response>, FetchArgs>(async () => ({ ok: true, status: 200, json: async () => ({ data: {} }) }) as unknown as Response);
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it.each([
    ['USER', '/api/v1/call/userLeaveCall'],
    ['HELPER', '/api/v1/call/helperLeaveCall'],
  ] as const)(
    'with the other side in the call, the %s leaves by its leave route in a request that outlives the page; not after the screen closed',
    async (side, path) => {
      joined = state({ userPresent: true, helperPresent: true });
      const { unmount } = render(<Presence side={side} callId="HW-TAB1" />);
      // Once the join is answered, the screen knows the other side is there.
      await waitFor(() => {
        window.dispatchEvent(new Event('pagehide'));
        expect(fetchMock).toHaveBeenCalled();
      });
      const [input, init] = fetchMock.mock.calls[0]!;
      expect(new URL(String(input)).pathname).toBe(path);
      expect(init).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify({ callId: 'HW-TAB1' }) });
      expect(init.headers.Authorization).toBe('Bearer token-of-the-test');
      unmount();
      const sent = fetchMock.mock.calls.length;
      window.dispatchEvent(new Event('pagehide'));
      expect(fetchMock).toHaveBeenCalledTimes(sent);
    },
  );

  it('alone in the call, closing or reloading sends nothing: a leave would end the call', async () => {
    joined = state({ userPresent: true, helperPresent: false });
    const { unmount } = render(<Presence side="USER" callId="HW-TAB1" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
  });
});
