/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@helpwire/web-core';
import { MeetingScreen } from './MeetingScreen';

/** The browser's camera and microphone, as jsdom has none: what getUserMedia answers is the test's. */
const getUserMedia = jest.fn<Promise<MediaStream>, [MediaStreamConstraints]>();

beforeAll(async () => {
  await setupI18n();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia, enumerateDevices: async () => [] } });
});
beforeEach(() => {
  // The camera's answer comes asynchronously, as in a browser: the screen is awaited through what it shows.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  getUserMedia.mockReset();
});

describe('the meeting screen', () => {
  it('a room whose media is not ready yet says so, and opens neither camera nor microphone', async () => {
    const onClose = jest.fn();
    render(<MeetingScreen side="USER" room={{ roomId: 'HW-1', callId: 'HW-1', media: 'PENDING' }} name="Sara" otherName={null} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Call' });
    expect(dialog.textContent).toContain('This call is still being set up. Close this and open the call again in a moment.');
    expect(dialog.querySelector('video')).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('through Janus: the same hardware setup (JOIN_MEETING) opens the camera and microphone before joining', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const janus = { url: '/janus', room: 'HW-3', pin: 'pin', token: 'token', roomToken: 'room-token', expiresAt: '2030-01-01T00:00:00.000Z' };
    render(
      <MeetingScreen
        side="USER"
        room={{ roomId: 'HW-3', callId: 'HW-3', media: 'JANUS', janus, iceServers: [] }}
        name="Sara"
        otherName="Omar"
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Check your camera and microphone' });
    expect(dialog.getAttribute('data-view')).toBe('JOIN_MEETING');
    await screen.findByRole('alert');
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('peer to peer: the hardware setup (JOIN_MEETING) takes the focus, asks for camera and microphone, and says what to do when they are refused', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    render(
      <MeetingScreen
        side="HELPER"
        room={{ roomId: 'HW-2', callId: 'HW-2', media: 'P2P', iceServers: [] }}
        name="Omar"
        otherName="Sara"
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Check your camera and microphone' });
    expect(dialog.getAttribute('data-view')).toBe('JOIN_MEETING');
    expect(document.activeElement).toBe(dialog);
    expect(dialog.textContent).toContain('You will join as Omar');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Helpwire can't use your camera or microphone.");
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: true, video: expect.objectContaining({ width: { ideal: 1280 } }) }));
    expect((screen.getByRole('button', { name: 'Join now' }) as HTMLButtonElement).disabled).toBe(true);
    for (const name of ['Microphone', 'Speakers', 'Camera']) expect(screen.getByRole('combobox', { name })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
  });

  const janus = { url: '/janus', room: 'HW-4', pin: 'pin', token: 'token', roomToken: 'room-token', expiresAt: '2030-01-01T00:00:00.000Z' };

  it('through Janus the user chooses the recording: cloud asks first (RECORDING_DISCLAIMER); cancelling keeps "Don\'t record"', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    render(
      <MeetingScreen
        side="USER"
        room={{ roomId: 'HW-4', callId: 'HW-4', media: 'JANUS', recording: false, janus, iceServers: [] }}
        name="Sara"
        otherName="Omar"
        onClose={() => undefined}
      />,
    );
    const group = screen.getByRole('group', { name: 'Recording' });
    expect((screen.getByRole('radio', { name: /Don't record/ }) as HTMLInputElement).checked).toBe(true);
    expect(group.textContent).not.toContain('not recorded');
    await userEvent.click(screen.getByRole('radio', { name: /Record in the cloud/ }));
    const disclaimer = screen.getByRole('group', { name: 'Record this call?' });
    expect(disclaimer.getAttribute('data-view')).toBe('RECORDING_DISCLAIMER');
    expect(disclaimer.textContent).toContain('both voices, both cameras and any shared screen');
    expect(document.querySelector('[data-view="PRIVACY_REMINDER"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Record this call?' })).toBeNull();
    expect((screen.getByRole('radio', { name: /Don't record/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("cloud refused because the user's storage is at or over the plan's quota: the reason, and a link to choose a bigger plan (decision 0085)", async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const previousFetch = global.fetch;
    const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(
      async () =>
        ({
          ok: false,
          status: 422,
          json: async () => ({
            success: false,
            message: 'Your recording storage is full. Delete recordings or choose a bigger plan to record this call in the cloud.',
            code: 'RECORDING_QUOTA_FULL',
          }),
        }) as unknown as Response,
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      render(
        <MeetingScreen
          side="USER"
          room={{ roomId: 'HW-7', callId: 'HW-7', media: 'JANUS', recording: false, janus, iceServers: [] }}
          name="Sara"
          otherName="Omar"
          onClose={() => undefined}
        />,
      );
      await userEvent.click(screen.getByRole('radio', { name: /Record in the cloud/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Record the call' }));
      const refusal = await screen.findByText(/Your recording storage is full/);
      expect(refusal.getAttribute('role')).toBe('alert');
      const link = screen.getByRole('link', { name: 'Choose a bigger plan' });
      expect(link.getAttribute('href')).toBe('/subscribed-plan');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/call/updateCallRecordingType');
    } finally {
      global.fetch = previousFetch;
    }
  });

  it('a recorded call reminds the helper before joining (PRIVACY_REMINDER); peer to peer says how the user can record it', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const { unmount } = render(
      <MeetingScreen
        side="HELPER"
        room={{ roomId: 'HW-5', callId: 'HW-5', media: 'JANUS', recording: true, janus, iceServers: [] }}
        name="Omar"
        otherName="Sara"
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    const reminder = document.querySelector('[data-view="PRIVACY_REMINDER"]')!;
    expect(reminder.textContent).toContain('This call is recorded');
    expect(reminder.textContent).toContain("Don't show or say passwords, card numbers or other private details.");
    unmount();
    render(
      <MeetingScreen
        side="USER"
        room={{ roomId: 'HW-6', callId: 'HW-6', media: 'P2P', iceServers: [] }}
        name="Sara"
        otherName="Omar"
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(
      screen.getByText(
        'This call connects you directly to your helper. To record it, use Record during the call: save it to this device or to your Recordings.',
      ),
    ).toBeTruthy();
  });
});
