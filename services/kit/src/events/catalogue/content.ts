import { contentEvents as m } from '@helpwire/proto';
import { defineEvent } from '../typed-event';

/** The facts the content service publishes (payloads: proto/helpwire/content/events/v1/events.proto). */
export const ContentEvents = {
  contactReceived: defineEvent('helpwire.content.contact_received', m.ContactReceived),
  contactReplied: defineEvent('helpwire.content.contact_replied', m.ContactReplied),
  newsletterSubscribed: defineEvent('helpwire.content.newsletter_subscribed', m.NewsletterSubscribed),
  newsletterUnsubscribed: defineEvent('helpwire.content.newsletter_unsubscribed', m.NewsletterUnsubscribed),
} as const;
