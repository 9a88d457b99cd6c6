import {
  SECURITY_NOTIFICATION_KINDS,
  STANDING_NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@helpwire/contracts';

export interface DeliveryTargets {
  kind: NotificationKind;
  preferences: NotificationPreferences;
  /** The channels that have a sender here. */
  channels: ReadonlySet<NotificationChannel>;
  /** The addresses e-mail goes to (the account's; for a changed e-mail, the previous one). */
  emails: string[];
  phone?: string | null;
  pushEndpoints: string[];
}

export interface PlannedDelivery {
  channel: NotificationChannel;
  destination: string;
}

/** Whether a notice goes by e-mail whatever the preferences say (a security notice, or one about the account's standing: a warning). */
export const isSecurityNotice = (kind: NotificationKind): boolean => SECURITY_NOTIFICATION_KINDS.includes(kind) || STANDING_NOTIFICATION_KINDS.includes(kind);

/**
 * Which deliveries a stored notification gets besides in-app (which always happens): e-mail to each
 * address when e-mail is on, or always for a security notice; SMS when it is on and the account has a
 * phone; push to each of the account's browsers when it is on. Only channels with a sender are planned.
 */
export function planDeliveries(t: DeliveryTargets): PlannedDelivery[] {
  const planned: PlannedDelivery[] = [];
  const on = (channel: NotificationChannel, wanted: boolean) => t.channels.has(channel) && wanted;
  if (on('email', t.preferences.email || isSecurityNotice(t.kind)))
    for (const email of new Set(t.emails)) planned.push({ channel: 'email', destination: email });
  if (on('sms', t.preferences.sms) && t.phone) planned.push({ channel: 'sms', destination: t.phone });
  if (on('push', t.preferences.push)) for (const endpoint of t.pushEndpoints) planned.push({ channel: 'push', destination: endpoint });
  return planned;
}
