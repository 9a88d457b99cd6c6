import { AuthEvents, emit, type EventData, type EventWriter } from '@helpwire/service-kit';

/** helpwire.auth.availability_changed: a helper went on or off duty. */
export const emitAvailabilityChanged = (tx: EventWriter, data: EventData<typeof AuthEvents.availabilityChanged>) =>
  emit(tx, AuthEvents.availabilityChanged, data);

/** helpwire.auth.helper_verified or helper_rejected: an admin decided on a helper's documents. */
export const emitHelperReviewed = (tx: EventWriter, approved: boolean, data: EventData<typeof AuthEvents.helperVerified>) =>
  emit(tx, approved ? AuthEvents.helperVerified : AuthEvents.helperRejected, data);
