/** @jest-environment jsdom */
import { callAlertsPermission, requestCallAlerts, showCallNotification } from './call-notification';

/** The browser's Notification as far as these functions use it: what was shown, closed and clicked. */
class RecordingNotification {
  static permission: NotificationPermission = 'default';
  static shown: RecordingNotification[] = [];
  static requestPermission = jest.fn(async () => (RecordingNotification.permission = 'granted'));
  closed = false;
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    RecordingNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

let hidden = false;
const text = { title: 'Incoming call from Sara', body: 'Basic Tech Troubleshooting · 3 km. Open Helpwire to accept or decline.', tag: 'HW-1' };

beforeAll(() => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
beforeEach(() => {
  (globalThis as { Notification?: unknown }).Notification = RecordingNotification;
  RecordingNotification.permission = 'default';
  RecordingNotification.shown = [];
  hidden = false;
});

describe('the call notification of a background tab', () => {
  it('asks for permission only when called (from a click), and says where things stand', async () => {
    expect(callAlertsPermission()).toBe('default');
    expect(RecordingNotification.requestPermission).not.toHaveBeenCalled();
    await expect(requestCallAlerts()).resolves.toBe('granted');
    expect(RecordingNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while the tab is in front, or without permission', () => {
    RecordingNotification.permission = 'granted';
    expect(showCallNotification(text)).toBeNull();
    hidden = true;
    RecordingNotification.permission = 'denied';
    expect(showCallNotification(text)).toBeNull();
    expect(RecordingNotification.shown).toEqual([]);
  });

  it('in a background tab with permission: caller and category, tagged with the call, kept until answered; a click focuses the tab', () => {
    hidden = true;
    RecordingNotification.permission = 'granted';
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    const close = showCallNotification(text)!;
    const [shown] = RecordingNotification.shown;
    expect(shown).toMatchObject({ title: text.title, options: { body: text.body, tag: 'HW-1', requireInteraction: true } });
    shown!.onclick!();
    expect(focus).toHaveBeenCalled();
    expect(shown!.closed).toBe(true);
    const again = showCallNotification(text)!;
    again();
    expect(RecordingNotification.shown[1]!.closed).toBe(true);
    expect(close).toEqual(expect.any(Function));
  });

  it('a browser without notifications is told so', async () => {
    delete (globalThis as { Notification?: unknown }).Notification;
    expect(callAlertsPermission()).toBe('unsupported');
    await expect(requestCallAlerts()).resolves.toBe('unsupported');
    hidden = true;
    expect(showCallNotification(text)).toBeNull();
  });
});
