import { contentEvents as m } from '@helpwire/proto';
import { defineEvent } from '../typed-event';

/** The facts the content service publishes (payloads: proto/helpwire/content/events/v1/events.proto). */
export const ContentEvents = {
  contactReceived: defineEvent('helpwire.content.contact_received', m.ContactReceived),
  contactReplied: defineEvent('helpwire.content.contact_replied', m.ContactReplied),
  newsletterSubscribed: defineEvent('helpwire.content.newsletter_subscribed', m.NewsletterSubscribed),
  newsletterUnsubscribed: defineEvent('helpwire.content.newsletter_unsubscribed', m.NewsletterUnsubscribed),
  /** Public content changed: every gateway drops its cached reads (decision 0088). */
  contentChanged: defineEvent('helpwire.content.content_changed', m.ContentChanged),
} as const;
