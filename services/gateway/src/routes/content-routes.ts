import {
  Texts,
  allCategoriesQuery,
  categorySchema,
  contactCreatedSchema,
  contactMessageBody,
  faqQuery,
  faqSchema,
  getCategoryQuery,
  newsletterBody,
  newsletterResultSchema,
  policyQuery,
  policySchema,
  serviceOfferingSchema,
  tutorialQuery,
  tutorialSchema,
} from '@helpwire/contracts';
import type { content } from '@helpwire/proto';
import type { PromiseClient } from '@helpwire/service-kit';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { toCategory, toContactCreated, toFaq, toMeta, toPolicy, toServiceOffering, toTutorial } from './content-mappers';

/** `?page&limit` → the gRPC PageRequest (absent means the service's default). */
const pageOf = (query: { page?: number; limit?: number }) => ({ page: query.page, limit: query.limit });

/** The spec sends the newsletter e-mail both in the query and in the body; either is enough. */
const emailFromQuery: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  const hasBodyEmail = typeof body === 'object' && body !== null && 'email' in body;
  if (!hasBodyEmail && typeof req.query.email === 'string') req.body = { ...(typeof body === 'object' ? body : {}), email: req.query.email };
  next();
};

export interface ContentRouteDeps {
  content: PromiseClient<content.ContentServiceClient>;
  deadlineMs: number;
  strictRateLimit: RequestHandler;
}

/** The content routes of spec §7: categories, content pages, contact form and newsletter. */
export function contentRoutes({ content, deadlineMs, strictRateLimit }: ContentRouteDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/category/getNonSubCategories',
      tag: 'Categories',
      summary: 'Top-level help categories, each with its subcategories',
      response: z.array(categorySchema),
      handler: async ({ identity }) => {
        const { categories } = await content.listTopCategories({}, { identity, deadlineMs });
        return { data: categories.map(toCategory) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/category/getAllCategories',
      tag: 'Categories',
      summary: 'Every category, parents then their subcategories, paged',
      query: allCategoriesQuery,
      response: z.array(categorySchema),
      paged: true,
      handler: async ({ query, identity }) => {
        const { categories, meta } = await content.listAllCategories({ page: pageOf(query) }, { identity, deadlineMs });
        return { data: categories.map(toCategory), meta: toMeta(meta) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/category/getCategoryById',
      tag: 'Categories',
      summary: 'One category (by id or slug) with its guidelines and subcategories',
      query: getCategoryQuery,
      response: categorySchema,
      handler: async ({ query, identity }) => {
        const { category } = await content.getCategory({ id: query.id }, { identity, deadlineMs });
        return { data: toCategory(category!) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/category/getCategoryById/:id',
      tag: 'Categories',
      summary: 'One category (by id or slug in the path) with its guidelines and subcategories',
      params: getCategoryQuery,
      response: categorySchema,
      handler: async ({ params, identity }) => {
        const { category } = await content.getCategory({ id: params.id! }, { identity, deadlineMs });
        return { data: toCategory(category!) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/content/findFaq',
      tag: 'Content',
      summary: 'FAQ: general, or for one category (categoryId = id or slug)',
      query: faqQuery,
      response: z.array(faqSchema),
      paged: true,
      handler: async ({ query, identity }) => {
        const { faqs, meta } = await content.listFaqs({ categoryId: query.categoryId, page: pageOf(query) }, { identity, deadlineMs });
        return { data: faqs.map(toFaq), meta: toMeta(meta), message: faqs.length === 0 ? Texts.noFaqs : Texts.success };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/content/findTutorial',
      tag: 'Content',
      summary: 'Video tutorials, optionally for one category',
      query: tutorialQuery,
      response: z.array(tutorialSchema),
      paged: true,
      handler: async ({ query, identity }) => {
        const { tutorials, meta } = await content.listTutorials({ categoryId: query.categoryId, page: pageOf(query) }, { identity, deadlineMs });
        return { data: tutorials.map(toTutorial), meta: toMeta(meta), message: tutorials.length === 0 ? Texts.noTutorials : Texts.success };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/content/findPolicy',
      tag: 'Content',
      summary: 'The privacy policy (type=privacy) or the terms and conditions (type=terms)',
      query: policyQuery,
      response: policySchema,
      handler: async ({ query, identity }) => {
        const { policy } = await content.getPolicy({ slug: query.type }, { identity, deadlineMs });
        return { data: toPolicy(policy!) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/content/findServices',
      tag: 'Content',
      summary: 'The services Helpwire offers (the /services page)',
      response: z.array(serviceOfferingSchema),
      handler: async ({ identity }) => {
        const { services } = await content.listServices({}, { identity, deadlineMs });
        return { data: services.map(toServiceOffering) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/contactus/create',
      tag: 'Contact',
      summary: 'Send a message to the Helpwire team',
      body: contactMessageBody,
      response: contactCreatedSchema,
      successStatus: 201,
      before: [strictRateLimit],
      handler: async ({ body, identity }) => {
        const created = await content.createContactMessage(body, { identity, deadlineMs });
        return { data: toContactCreated(created), message: Texts.contactCreated, statusCode: 201 };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/news/subscriber',
      tag: 'Newsletter',
      summary: 'Subscribe to the newsletter (email in the query and in the body; a repeat is not an error)',
      query: z.object({ email: z.string().optional() }),
      body: newsletterBody,
      response: newsletterResultSchema,
      before: [strictRateLimit, emailFromQuery],
      handler: async ({ body, identity }) => {
        await content.subscribe({ email: body.email }, { identity, deadlineMs });
        return { data: { email: body.email, subscribed: true }, message: Texts.subscribeSuccessful };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/news/unsubscribe',
      tag: 'Newsletter',
      summary: 'Unsubscribe from the newsletter',
      query: z.object({ email: z.string().optional() }),
      body: newsletterBody,
      response: newsletterResultSchema,
      before: [strictRateLimit, emailFromQuery],
      handler: async ({ body, identity }) => {
        await content.unsubscribe({ email: body.email }, { identity, deadlineMs });
        return { data: { email: body.email, subscribed: false }, message: Texts.unsubscribeSuccessful };
      },
    }),
  ];
}
