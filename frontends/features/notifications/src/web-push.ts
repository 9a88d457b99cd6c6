import { PLATFORM } from '@helpwire/contracts';
import { api, routes } from '@helpwire/web-core';

/** The service worker the shell serves at the site's root (frontends/apps/shell/public/sw.js): scope "/". */
export const SERVICE_WORKER_URL = '/sw.js';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export type PushOutcome = 'on' | 'denied' | 'unsupported' | 'not-configured';

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Whether this browser can take push, has refused it, or is subscribed already (no prompt: read only). */
export async function readPushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID key as the browser takes it (URL-safe base64 → bytes). */
export function applicationServerKey(base64: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64}${'='.repeat((4 - (base64.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Turns web push on for this browser, only ever from a person's click (never on page load): asks
 * the Notification permission, registers the service worker, subscribes with the server's VAPID
 * key (GET /notifications/push/public-key) and saves the subscription with the platform (spec §9:
 * WEB) (POST /notifications/push/subscribe).
 */
export async function enablePush(): Promise<PushOutcome> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { publicKey } = (await api(routes.notifications.pushPublicKey, undefined, { toastErrors: false })).data;
  if (!publicKey) return 'not-configured';
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  const json = subscription.toJSON();
  await api(
    routes.notifications.pushSubscribe,
    {
      platform: PLATFORM,
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
    { toastErrors: false },
  );
  return 'on';
}

/** Turns web push off for this browser: the server forgets the endpoint, the browser drops the subscription. */
export async function disablePush(): Promise<void> {
  if (!supported()) return;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api(routes.notifications.pushUnsubscribe, { endpoint: subscription.endpoint }, { toastErrors: false });
  await subscription.unsubscribe();
}
