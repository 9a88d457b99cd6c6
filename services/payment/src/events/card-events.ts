import { emit, PaymentEvents, type EventData, type EventWriter } from '@helpwire/service-kit';

/** helpwire.payment.default_card_changed: an account's default card is another one (or none). */
export const emitDefaultCardChanged = (tx: EventWriter, data: EventData<typeof PaymentEvents.defaultCardChanged>) =>
  emit(tx, PaymentEvents.defaultCardChanged, data);
