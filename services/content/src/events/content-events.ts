import { ContentEvents, emit, type EventData, type EventWriter } from '@helpwire/service-kit';
import { contentEvents } from '@helpwire/proto';

/** helpwire.content.contact_received: someone wrote through the contact form. */
export const emitContactReceived = (tx: EventWriter, data: EventData<typeof ContentEvents.contactReceived>) => emit(tx, ContentEvents.contactReceived, data);

/** helpwire.content.contact_replied: an admin answered a message to support (the notification service e-mails it). */
export const emitContactReplied = (tx: EventWriter, data: EventData<typeof ContentEvents.contactReplied>) => emit(tx, ContentEvents.contactReplied, data);

/** helpwire.content.newsletter_subscribed: an address joined (or rejoined) the newsletter. */
export const emitNewsletterSubscribed = (tx: EventWriter, data: EventData<typeof ContentEvents.newsletterSubscribed>) =>
  emit(tx, ContentEvents.newsletterSubscribed, data);

/** helpwire.content.newsletter_unsubscribed: an address left the newsletter. */
export const emitNewsletterUnsubscribed = (tx: EventWriter, data: EventData<typeof ContentEvents.newsletterUnsubscribed>) =>
  emit(tx, ContentEvents.newsletterUnsubscribed, data);

/** The areas of public content a `content_changed` names. */
export const ContentArea = contentEvents.ContentArea;

/**
 * helpwire.content.content_changed: public content changed, in the transaction of the change; every
 * gateway drops its cached reads on it (decision 0088).
 */
export const emitContentChanged = (tx: EventWriter, area: contentEvents.ContentArea) => emit(tx, ContentEvents.contentChanged, { area });
