import { NotificationTexts, PlatformTexts, pushSubscriptionBody, pushUnsubscribeBody } from '@helpwire/contracts';
import { notification, notificationNames } from '@helpwire/proto';
import { AppError, type CallContext } from '@helpwire/service-kit';
import { deleteAccountPushSubscription, savePushSubscription } from '../store/push-subscription-store';
import { callerId } from './caller';
import type { NotificationDeps } from './deps';

const invalid = () => AppError.invalid(NotificationTexts.subscriptionInvalid, 'NOTIFICATION_PUSH_SUBSCRIPTION_INVALID');

/** The VAPID public key browsers subscribe with (absent when web push is not configured). */
export async function getPushPublicKey(
  deps: Pick<NotificationDeps, 'pushPublicKey'>,
  _request: notification.GetPushPublicKeyRequest,
  ctx: CallContext,
): Promise<notification.GetPushPublicKeyResponse> {
  callerId(ctx);
  return { publicKey: deps.pushPublicKey };
}

/**
 * Saves the caller's browser subscription with its platform (the same endpoint again replaces its
 * keys); refused when push is not configured, when the platform is not one this server knows, when
 * the endpoint is not a browser push service's at public addresses (PushEndpointGuard: the
 * notification service would connect there), and when another account has that endpoint (it stays
 * theirs).
 */
export async function subscribePush(
  deps: Pick<NotificationDeps, 'db' | 'pushPublicKey' | 'pushEndpoints'>,
  request: notification.SubscribePushRequest,
  ctx: CallContext,
): Promise<notification.SubscribePushResponse> {
  const accountId = callerId(ctx);
  if (!deps.pushPublicKey) throw new AppError('FAILED_PRECONDITION', NotificationTexts.pushNotConfigured, 'NOTIFICATION_PUSH_NOT_CONFIGURED');
  // UNSPECIFIED (a client from before platforms were sent) is WEB; a value this build does not know is refused.
  const platform = notificationNames.platformNames.fromProto(request.platform);
  if (platform === undefined && request.platform !== notification.Platform.PLATFORM_UNSPECIFIED)
    throw AppError.invalid(PlatformTexts.platformInvalid, 'NOTIFICATION_PUSH_PLATFORM_INVALID');
  const parsed = pushSubscriptionBody.safeParse({
    platform,
    endpoint: request.endpoint,
    expirationTime: request.expirationTime?.getTime() ?? null,
    keys: { p256dh: request.p256dh, auth: request.auth },
  });
  if (!parsed.success) throw invalid();
  const { endpoint, keys } = parsed.data;
  if (!(await deps.pushEndpoints.accepts(endpoint))) throw AppError.invalid(NotificationTexts.pushServiceRefused, 'NOTIFICATION_PUSH_ENDPOINT_REFUSED');
  const saved = await savePushSubscription(deps.db, {
    accountId,
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    expiresAt: request.expirationTime ?? null,
    platform: parsed.data.platform,
  });
  if (!saved) throw new AppError('ALREADY_EXISTS', NotificationTexts.subscriptionTaken, 'NOTIFICATION_PUSH_SUBSCRIPTION_TAKEN');
  return { endpoint, active: true };
}

/** Removes the caller's subscription of that endpoint (idempotent: none left is the answer either way). */
export async function unsubscribePush(
  deps: Pick<NotificationDeps, 'db'>,
  request: notification.UnsubscribePushRequest,
  ctx: CallContext,
): Promise<notification.UnsubscribePushResponse> {
  const accountId = callerId(ctx);
  const parsed = pushUnsubscribeBody.safeParse({ endpoint: request.endpoint });
  if (!parsed.success) throw invalid();
  await deleteAccountPushSubscription(deps.db, accountId, parsed.data.endpoint);
  return { endpoint: parsed.data.endpoint, active: false };
}
