import { z } from 'zod';
import {
  allCategoriesQuery,
  categoryRefParams,
  categorySchema,
  categoryUpdateBody,
  contactCreatedSchema,
  contactMessageBody,
  editableCategorySchema,
  faqQuery,
  faqSchema,
  getCategoryQuery,
  newsletterExportBody,
  newsletterExportSchema,
  newsletterListQuery,
  newsletterRemoveBody,
  newsletterSubscriberSchema,
  policyQuery,
  policySchema,
  serviceOfferingSchema,
  tutorialQuery,
  tutorialSchema,
} from '../content';
import { addSpecialtyBody, categoryVisibilityBody, removeSpecialtyBody } from '../category-admin';
import {
  editableFaqSchema,
  editableTutorialSchema,
  faqEditBody,
  faqVisibilityBody,
  helpItemParams,
  tutorialEditBody,
  tutorialPublishBody,
} from '../help-content-admin';
import { routePaths } from './all-route-paths';
import { route, type RouteAreas } from './route-contract';
import { newsletter } from './shared-routes';

const { categories, adminCategories, content, contact, newsletter: news, adminNewsletter, adminHelp } = routePaths;

/** Categories, help content, the contact form and the newsletter. */
export const contentRoutes = {
  categories: {
    topLevel: route(categories.topLevel, { response: z.array(categorySchema) }),
    all: route(categories.all, { query: allCategoriesQuery, response: z.array(categorySchema), paged: true }),
    byId: route(categories.byId, { query: getCategoryQuery, response: categorySchema }),
    byIdInPath: route(categories.byIdInPath, { params: getCategoryQuery, response: categorySchema }),
  },
  /** Admins: a category as stored (both languages, active or not), and its edit. */
  adminCategories: {
    get: route(adminCategories.get, { auth: 'admin', params: categoryRefParams, response: editableCategorySchema }),
    update: route(adminCategories.update, { auth: 'admin', params: categoryRefParams, body: categoryUpdateBody, response: editableCategorySchema }),
    list: route(adminCategories.list, { auth: 'admin', response: z.array(editableCategorySchema) }),
    setVisibility: route(adminCategories.setVisibility, {
      auth: 'admin',
      params: categoryRefParams,
      body: categoryVisibilityBody,
      response: editableCategorySchema,
    }),
    addSpecialty: route(adminCategories.addSpecialty, {
      auth: 'admin',
      params: categoryRefParams,
      body: addSpecialtyBody,
      response: editableCategorySchema,
      successStatus: 201,
    }),
    removeSpecialty: route(adminCategories.removeSpecialty, {
      auth: 'admin',
      params: categoryRefParams,
      body: removeSpecialtyBody,
      response: editableCategorySchema,
    }),
  },
  content: {
    faqs: route(content.faqs, { query: faqQuery, response: z.array(faqSchema), paged: true }),
    tutorials: route(content.tutorials, { query: tutorialQuery, response: z.array(tutorialSchema), paged: true }),
    policy: route(content.policy, { query: policyQuery, response: policySchema }),
    services: route(content.services, { response: z.array(serviceOfferingSchema) }),
  },
  contact: {
    create: route(contact.create, { body: contactMessageBody, response: contactCreatedSchema, successStatus: 201 }),
  },
  newsletter: {
    subscribe: newsletter(news.subscribe),
    unsubscribe: newsletter(news.unsubscribe),
  },
  /** Admins: the subscribers, their CSV for a mailing (audited), and taking one off the list (audited). */
  adminNewsletter: {
    list: route(adminNewsletter.list, { auth: 'admin', query: newsletterListQuery, response: z.array(newsletterSubscriberSchema), paged: true }),
    export: route(adminNewsletter.export, { auth: 'admin', body: newsletterExportBody, response: newsletterExportSchema }),
    unsubscribe: route(adminNewsletter.unsubscribe, { auth: 'admin', body: newsletterRemoveBody, response: newsletterSubscriberSchema }),
  },
  /** Admins: the FAQ and the tutorials in both languages, each change with a reason (audited; decision 0080). */
  adminHelp: {
    faqs: route(adminHelp.faqs, { auth: 'admin', response: z.array(editableFaqSchema) }),
    createFaq: route(adminHelp.createFaq, { auth: 'admin', body: faqEditBody, response: editableFaqSchema, successStatus: 201 }),
    updateFaq: route(adminHelp.updateFaq, { auth: 'admin', params: helpItemParams, body: faqEditBody, response: editableFaqSchema }),
    setFaqHidden: route(adminHelp.setFaqHidden, { auth: 'admin', params: helpItemParams, body: faqVisibilityBody, response: editableFaqSchema }),
    tutorials: route(adminHelp.tutorials, { auth: 'admin', response: z.array(editableTutorialSchema) }),
    createTutorial: route(adminHelp.createTutorial, { auth: 'admin', body: tutorialEditBody, response: editableTutorialSchema, successStatus: 201 }),
    updateTutorial: route(adminHelp.updateTutorial, { auth: 'admin', params: helpItemParams, body: tutorialEditBody, response: editableTutorialSchema }),
    setTutorialPublished: route(adminHelp.setTutorialPublished, {
      auth: 'admin',
      params: helpItemParams,
      body: tutorialPublishBody,
      response: editableTutorialSchema,
    }),
  },
} as const satisfies RouteAreas<'categories' | 'adminCategories' | 'content' | 'contact' | 'newsletter' | 'adminNewsletter' | 'adminHelp'>;
