import { refuseOutgoingCall, startOutgoingCall, type CallAttempt } from '@helpwire/calls';
import { askBrowserLocation } from './browser-location';

type RealtimeClient = Parameters<typeof startOutgoingCall>[0];

/**
 * Asks for a helper (the instant match, "call again", "try again"): the browser's place first (spec
 * §5 Calls), then call-helper; without a place the call ends at once with the location text. The
 * app's call layer shows it from there, whatever the page.
 */
export async function placeCall(client: RealtimeClient, attempt: CallAttempt): Promise<void> {
  const location = await askBrowserLocation();
  if (!location.ok) return refuseOutgoingCall(attempt, 'CALL_LOCATION_REQUIRED');
  await startOutgoingCall(client, attempt.categoryId, location.place, attempt.helperId);
}
