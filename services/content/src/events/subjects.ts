/** Subjects this service publishes on (stream HELPWIRE). Payloads: proto/helpwire/events/v1. */
export const Subjects = {
  contactReceived: 'helpwire.content.contact_received',
  newsletterSubscribed: 'helpwire.content.newsletter_subscribed',
  newsletterUnsubscribed: 'helpwire.content.newsletter_unsubscribed',
} as const;
