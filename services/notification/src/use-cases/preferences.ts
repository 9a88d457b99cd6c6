import type { notification } from '@helpwire/proto';
import type { CallContext } from '@helpwire/service-kit';
import { preferencesOf, savePreferences } from '../store/preference-store';
import { callerId } from './caller';
import type { NotificationDeps } from './deps';

/** The caller's push, e-mail and SMS switches (all on until changed). */
export async function getPreferences(
  deps: Pick<NotificationDeps, 'db'>,
  _request: notification.GetPreferencesRequest,
  ctx: CallContext,
): Promise<notification.GetPreferencesResponse> {
  return { preferences: await preferencesOf(deps.db, callerId(ctx)) };
}

/** Changes the switches given and answers all three (security notices still go by e-mail; decision 0033). */
export async function updatePreferences(
  deps: Pick<NotificationDeps, 'db' | 'now'>,
  request: notification.UpdatePreferencesRequest,
  ctx: CallContext,
): Promise<notification.UpdatePreferencesResponse> {
  const accountId = callerId(ctx);
  const changes = Object.fromEntries(Object.entries({ push: request.push, email: request.email, sms: request.sms }).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return { preferences: await preferencesOf(deps.db, accountId) };
  return { preferences: await savePreferences(deps.db, accountId, changes, deps.now()) };
}
