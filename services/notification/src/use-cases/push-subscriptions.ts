import { NotificationTexts, pushSubscriptionBody, pushUnsubscribeBody } from '@helpwire/contracts';
import type { notification } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { deleteAccountPushSubscription, savePushSubscription } from '../store/push-subscription-store';
import { callerId } from './caller';
import type { NotificationDeps } from './deps';

const invalid = () => AppError.invalid(NotificationTexts.subscriptionInvalid, 'NOTIFICATION_PUSH_SUBSCRIPTION_INVALID');

/** The VAPID public key browsers subscribe with (absent when web push is not configured). */
export async function getPushPublicKey(deps: Pick<NotificationDeps, 'pushPublicKey'>, _request: notification.GetPushPublicKeyRequest, ctx: CallContext): Promise<notification.GetPushPublicKeyResponse> {
  callerId(ctx);
  return { publicKey: deps.pushPublicKey };
}

/** Saves the caller's browser subscription (the same endpoint again replaces it); refused when push is not configured. */
export async function subscribePush(deps: Pick<NotificationDeps, 'db' | 'pushPublicKey'>, request: notification.SubscribePushRequest, ctx: CallContext): Promise<notification.SubscribePushResponse> {
  const accountId = callerId(ctx);
  if (!deps.pushPublicKey) throw new AppError('FAILED_PRECONDITION', NotificationTexts.pushNotConfigured, 'NOTIFICATION_PUSH_NOT_CONFIGURED');
  const parsed = pushSubscriptionBody.safeParse({ endpoint: request.endpoint, keys: { p256dh: request.p256dh, auth: request.auth } });
  if (!parsed.success || !parsed.data.endpoint.startsWith('https://')) throw invalid();
  await savePushSubscription(deps.db, { accountId, endpoint: parsed.data.endpoint, p256dh: parsed.data.keys.p256dh, auth: parsed.data.keys.auth, expiresAt: request.expirationTime ?? null });
  return { endpoint: parsed.data.endpoint, active: true };
}

/** Removes the caller's subscription of that endpoint (idempotent: none left is the answer either way). */
export async function unsubscribePush(deps: Pick<NotificationDeps, 'db'>, request: notification.UnsubscribePushRequest, ctx: CallContext): Promise<notification.UnsubscribePushResponse> {
  const accountId = callerId(ctx);
  const parsed = pushUnsubscribeBody.safeParse({ endpoint: request.endpoint });
  if (!parsed.success) throw invalid();
  await deleteAccountPushSubscription(deps.db, accountId, parsed.data.endpoint);
  return { endpoint: parsed.data.endpoint, active: false };
}
