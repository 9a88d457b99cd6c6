import { ContactInboxTexts, NewsletterAdminTexts, routes, Texts } from '@helpwire/contracts';
import { contentNames, type content } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import type { RequestHandler } from 'express';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import {
  toCategory,
  toContactCreated,
  toContactMessage,
  toEditableCategory,
  toFaq,
  toMeta,
  toNewsletterSubscriber,
  toServiceOffering,
  toTutorial,
} from './content-mappers';
import { toPolicy } from './policy-mappers';

/** `?page&limit` → the gRPC PageRequest (absent means the service's default). */
const pageOf = (query: { page?: number; limit?: number }) => ({ page: query.page, limit: query.limit });

/** The spec sends the newsletter e-mail both in the query and in the body; either is enough. */
const emailFromQuery: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  const hasBodyEmail = typeof body === 'object' && body !== null && 'email' in body;
  if (!hasBodyEmail && typeof req.query.email === 'string') req.body = { ...(typeof body === 'object' ? body : {}), email: req.query.email };
  next();
};

/**
 * The public reads the gateway keeps until the content service says they changed (decision 0088):
 * the same for every caller in one language.
 */
const publicRead = {};
const utcDay = () => new Date().toISOString().slice(0, 10);

export interface ContentRouteDeps {
  content: PromiseClient<content.ContentServiceClient>;
  deadlineMs: number;
  strictRateLimit: RequestHandler;
}

/** The content routes of spec §7: categories, content pages, contact form and newsletter. */
export function contentRoutes({ content, deadlineMs, strictRateLimit }: ContentRouteDeps): ApiRoute[] {
  return [
    defineRoute(routes.categories.topLevel, {
      tag: 'Categories',
      summary: 'Top-level help categories, each with its subcategories',
      cache: publicRead,
      handler: async ({ identity }) => {
        const { categories } = await content.listTopCategories({}, { identity, deadlineMs });
        return { data: categories.map(toCategory) };
      },
    }),
    defineRoute(routes.categories.all, {
      tag: 'Categories',
      summary: 'Every category, parents then their subcategories, paged',
      cache: publicRead,
      handler: async ({ query, identity }) => {
        const { categories, meta } = await content.listAllCategories({ page: pageOf(query) }, { identity, deadlineMs });
        return { data: categories.map(toCategory), meta: toMeta(meta) };
      },
    }),
    defineRoute(routes.categories.byId, {
      tag: 'Categories',
      summary: 'One category (by id or slug) with its guidelines and subcategories',
      cache: publicRead,
      handler: async ({ query, identity }) => {
        const { category } = await content.getCategory({ id: query.id }, { identity, deadlineMs });
        return { data: toCategory(category!) };
      },
    }),
    defineRoute(routes.categories.byIdInPath, {
      tag: 'Categories',
      summary: 'One category (by id or slug in the path) with its guidelines and subcategories',
      cache: publicRead,
      handler: async ({ params, identity }) => {
        const { category } = await content.getCategory({ id: params.id! }, { identity, deadlineMs });
        return { data: toCategory(category!) };
      },
    }),
    defineRoute(routes.content.faqs, {
      tag: 'Content',
      summary: 'FAQ: general, or for one category (categoryId = id or slug)',
      cache: publicRead,
      handler: async ({ query, identity }) => {
        const { faqs, meta } = await content.listFaqs({ categoryId: query.categoryId, page: pageOf(query) }, { identity, deadlineMs });
        return { data: faqs.map(toFaq), meta: toMeta(meta), message: faqs.length === 0 ? Texts.noFaqs : Texts.success };
      },
    }),
    defineRoute(routes.content.tutorials, {
      tag: 'Content',
      summary: 'Video tutorials, optionally for one category',
      cache: publicRead,
      handler: async ({ query, identity }) => {
        const { tutorials, meta } = await content.listTutorials({ categoryId: query.categoryId, page: pageOf(query) }, { identity, deadlineMs });
        return { data: tutorials.map(toTutorial), meta: toMeta(meta), message: tutorials.length === 0 ? Texts.noTutorials : Texts.success };
      },
    }),
    defineRoute(routes.content.policy, {
      tag: 'Content',
      summary:
        'The privacy policy (type=privacy) or the terms and conditions (type=terms): the version in effect today (UTC), its first day, and the next scheduled version when there is one; version=N reads one that is not withdrawn',
      // The version in effect changes at midnight (UTC) with no event: a new day is a new key.
      cache: { vary: utcDay },
      handler: async ({ query, identity }) => {
        const { policy } = await content.getPolicy({ slug: query.type, version: query.version }, { identity, deadlineMs });
        return { data: toPolicy(policy!) };
      },
    }),
    defineRoute(routes.content.services, {
      tag: 'Content',
      summary: 'The services Helpwire offers (the /services page)',
      cache: publicRead,
      handler: async ({ identity }) => {
        const { services } = await content.listServices({}, { identity, deadlineMs });
        return { data: services.map(toServiceOffering) };
      },
    }),
    defineRoute(routes.contact.create, {
      tag: 'Contact',
      summary: 'Send a message to the Helpwire team',
      before: [strictRateLimit],
      handler: async ({ body, identity }) => {
        const created = await content.createContactMessage(body, { identity, deadlineMs });
        return { data: toContactCreated(created), message: Texts.contactCreated, statusCode: 201 };
      },
    }),
    defineRoute(routes.adminCategories.get, {
      tag: 'Admin',
      summary: 'A category as stored, for the editor: names, description and guidelines in English and Arabic, its rate, whether it is offered (admins only)',
      handler: async ({ params, identity }) => {
        return { data: toEditableCategory((await content.getEditableCategory({ id: params.id! }, { identity, deadlineMs })).category!) };
      },
    }),
    defineRoute(routes.adminCategories.update, {
      changesPublicReads: true,
      tag: 'Admin',
      summary:
        'Edit a category (admins only, with a reason; audited): both languages are required; the rate is whole cents from 0 to 10,000 and applies to calls asked for after the edit; the public site shows the change on its next request',
      handler: async ({ params, body, identity }) => {
        const { rateCentsPerMinute, ...edit } = body;
        const { category } = await content.updateCategory(
          { id: params.id!, ...edit, ratePerMinute: { currency: 'USD', amountMinor: String(rateCentsPerMinute) } },
          { identity, deadlineMs },
        );
        return { data: toEditableCategory(category!) };
      },
    }),
    defineRoute(routes.admin.contactMessages, {
      tag: 'Admin',
      summary: 'The messages to support (the contact form and the help centre), newest first, with the account that wrote each when signed in (admins only)',
      handler: async ({ query, identity }) => {
        const status = contentNames.contactMessageStatusNames.parse(query.status);
        const { messages, meta } = await content.listContactMessages({ page: pageOf(query), status }, { identity, deadlineMs });
        return { data: messages.map(toContactMessage), meta: toMeta(meta) };
      },
    }),
    defineRoute(routes.admin.replyToContactMessage, {
      tag: 'Admin',
      summary:
        'Answer a message to support (admins only): the answer is e-mailed to the address the message gave, in its language, and the message becomes ANSWERED; audited. A retry with the same replyId sends nothing twice',
      handler: async ({ params, body, identity }) => {
        const { message } = await content.replyToContactMessage({ messageId: params.id!, replyId: body.replyId, body: body.body }, { identity, deadlineMs });
        return { data: toContactMessage(message!), message: ContactInboxTexts.replySent };
      },
    }),
    defineRoute(routes.admin.setContactMessageStatus, {
      tag: 'Admin',
      summary: 'Close a message to support (CLOSED) or open it again (NEW) (admins only); audited',
      handler: async ({ params, body, identity }) => {
        const status = contentNames.contactMessageStatusNames.toProto(body.status);
        const { message } = await content.setContactMessageStatus({ messageId: params.id!, status }, { identity, deadlineMs });
        return { data: toContactMessage(message!) };
      },
    }),
    defineRoute(routes.adminNewsletter.list, {
      tag: 'Admin',
      summary: "The newsletter's subscribers (admins only): those subscribed now (state=SUBSCRIBED, the default) or those who left, newest first",
      handler: async ({ query, identity }) => {
        const { subscribers, meta } = await content.listNewsletterSubscribers(
          { page: pageOf(query), unsubscribed: query.state === 'UNSUBSCRIBED' },
          { identity, deadlineMs },
        );
        return { data: subscribers.map(toNewsletterSubscriber), meta: toMeta(meta) };
      },
    }),
    defineRoute(routes.adminNewsletter.export, {
      tag: 'Admin',
      summary: 'The subscribed addresses as a CSV file for a mailing tool (admins only, with a reason; audited)',
      handler: async ({ body, identity }) => ({ data: await content.exportNewsletterSubscribers({ reason: body.reason }, { identity, deadlineMs }) }),
    }),
    defineRoute(routes.adminNewsletter.unsubscribe, {
      tag: 'Admin',
      summary: 'Take an address off the newsletter (admins only, with a reason; audited)',
      handler: async ({ body, identity }) => {
        const { subscriber } = await content.removeNewsletterSubscriber({ email: body.email, reason: body.reason }, { identity, deadlineMs });
        return { data: toNewsletterSubscriber(subscriber!), message: NewsletterAdminTexts.unsubscribed };
      },
    }),
    defineRoute(routes.newsletter.subscribe, {
      tag: 'Newsletter',
      summary: 'Subscribe to the newsletter (email in the query and in the body; a repeat is not an error)',
      before: [strictRateLimit, emailFromQuery],
      handler: async ({ body, identity }) => {
        await content.subscribe({ email: body.email }, { identity, deadlineMs });
        return { data: { email: body.email, subscribed: true }, message: Texts.subscribeSuccessful };
      },
    }),
    defineRoute(routes.newsletter.unsubscribe, {
      tag: 'Newsletter',
      summary: 'Unsubscribe from the newsletter',
      before: [strictRateLimit, emailFromQuery],
      handler: async ({ body, identity }) => {
        await content.unsubscribe({ email: body.email }, { identity, deadlineMs });
        return { data: { email: body.email, subscribed: false }, message: Texts.unsubscribeSuccessful };
      },
    }),
  ];
}
