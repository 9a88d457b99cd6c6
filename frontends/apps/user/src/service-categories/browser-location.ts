import type { CallPlace } from '@helpwire/calls';

/** Where the browser is, or why it could not say (spec §5 Calls: location must be enabled). */
export type LocationAnswer = { ok: true; place: CallPlace } | { ok: false; reason: 'denied' | 'unavailable' | 'unsupported' };

/** Asks the browser's geolocation once (the browser asks the person the first time). */
export function askBrowserLocation(timeoutMs = 15_000): Promise<LocationAnswer> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, place: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      (error) => resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, maximumAge: 60_000, timeout: timeoutMs },
    );
  });
}
