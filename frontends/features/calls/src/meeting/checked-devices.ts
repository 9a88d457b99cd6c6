import type { DeviceChoice } from './media-devices';

/**
 * The devices a person joined a call with, kept for that call in this tab (sessionStorage): coming
 * back into the same call (a rejoin, a reload) joins at once with them instead of asking again.
 */
const key = (callId: string) => `hw-meeting-devices:${callId}`;

export function rememberCheckedDevices(callId: string, choice: DeviceChoice): void {
  try {
    sessionStorage.setItem(key(callId), JSON.stringify(choice));
  } catch {
    // Storage refused (private mode, full): the setup is simply shown again next time.
  }
}

/** The devices this call was joined with here, or null when they were never checked for it. */
export function checkedDevices(callId: string): DeviceChoice | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(callId)) ?? 'null') as Partial<DeviceChoice> | null;
    if (!stored || typeof stored !== 'object') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { microphone: text(stored.microphone), camera: text(stored.camera), speaker: text(stored.speaker) };
  } catch {
    return null;
  }
}
