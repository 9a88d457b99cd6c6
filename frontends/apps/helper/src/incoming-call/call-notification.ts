/**
 * The system notification of a call ringing while the tab is in the background (the Notification
 * API, only when the person allowed it). Permission is asked from a click only, never on load.
 */

export type CallAlertsPermission = NotificationPermission | 'unsupported';

export function callAlertsPermission(): CallAlertsPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser for permission (call it from a click). */
export async function requestCallAlerts(): Promise<CallAlertsPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

export interface CallNotificationText {
  title: string;
  body: string;
  /** One notification per call: a repeat replaces it. */
  tag: string;
}

/**
 * Shows the notification when the tab is hidden and alerts are allowed; a click brings the tab
 * forward. Answers the function that closes it (accept, decline, missed), or null when none shows.
 */
export function showCallNotification(text: CallNotificationText): (() => void) | null {
  if (typeof document === 'undefined' || !document.hidden || callAlertsPermission() !== 'granted') return null;
  let notification: Notification;
  try {
    notification = new Notification(text.title, { body: text.body, tag: text.tag, requireInteraction: true });
  } catch {
    return null;
  }
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
  return () => notification.close();
}
