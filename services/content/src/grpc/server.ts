import { content } from '@helpwire/proto';
import type { AsyncHandlers } from '@helpwire/service-kit';
import { getCategory, listAllCategories, listTopCategories } from '../use-cases/categories';
import { createContactMessage } from '../use-cases/contact-us';
import { listContactMessages, replyToContactMessage, setContactMessageStatus } from '../use-cases/support-inbox';
import { toContactMessage } from './contact-messages';
import { toNewsletterSubscriberMessage } from './newsletter-messages';
import { exportNewsletterSubscribers, listNewsletterSubscribers, removeNewsletterSubscriber } from '../use-cases/manage-newsletter';
import type { ContentDeps } from '../use-cases/deps';
import { getEditableCategory, updateCategory } from '../use-cases/edit-category';
import { listFaqs, listServices, listTutorials } from '../use-cases/help-content';
import { addSpecialty } from '../use-cases/add-specialty';
import { listEditableCategories } from '../use-cases/list-editable-categories';
import { listPolicyVersions } from '../use-cases/list-policy-versions';
import { publishPolicyVersion } from '../use-cases/publish-policy-version';
import { getPolicy } from '../use-cases/read-policy';
import { removeSpecialty } from '../use-cases/remove-specialty';
import { setCategoryVisibility } from '../use-cases/set-category-visibility';
import { withdrawPolicyVersion } from '../use-cases/withdraw-policy-version';
import { subscribe, unsubscribe } from '../use-cases/newsletter';
import { createFaq, listEditableFaqs, setFaqHidden, updateFaq } from '../use-cases/edit-faq';
import { createTutorial, listEditableTutorials, setTutorialPublished, updateTutorial } from '../use-cases/edit-tutorial';
import { toEditableFaqMessage, toEditableTutorialMessage } from './help-edit-messages';

export const contentServiceName = 'helpwire.content.v1.ContentService';

/** The gRPC handlers of ContentService: each maps one call to one use case. */
export function contentHandlers(deps: ContentDeps): AsyncHandlers<content.ContentServiceServer> {
  return {
    listTopCategories: (_request, ctx) => listTopCategories(deps, ctx),
    listAllCategories: (request, ctx) => listAllCategories(deps, request, ctx),
    getCategory: (request, ctx) => getCategory(deps, request, ctx),
    listFaqs: (request, ctx) => listFaqs(deps, request, ctx),
    listTutorials: (request, ctx) => listTutorials(deps, request, ctx),
    getPolicy: (request, ctx) => getPolicy(deps, request, ctx),
    listServices: (_request, ctx) => listServices(deps, ctx),
    createContactMessage: (request, ctx) => createContactMessage(deps, request, ctx),
    listContactMessages: async (request, ctx) => {
      const { rows, meta } = await listContactMessages(deps, request, ctx);
      return { messages: rows.map(toContactMessage), meta };
    },
    replyToContactMessage: async (request, ctx) => ({ message: toContactMessage(await replyToContactMessage(deps, request, ctx)) }),
    setContactMessageStatus: async (request, ctx) => ({ message: toContactMessage(await setContactMessageStatus(deps, request, ctx)) }),
    listNewsletterSubscribers: async (request, ctx) => {
      const { rows, meta } = await listNewsletterSubscribers(deps, request, ctx);
      return { subscribers: rows.map(toNewsletterSubscriberMessage), meta };
    },
    exportNewsletterSubscribers: (request, ctx) => exportNewsletterSubscribers(deps, request, ctx),
    removeNewsletterSubscriber: async (request, ctx) => ({ subscriber: toNewsletterSubscriberMessage(await removeNewsletterSubscriber(deps, request, ctx)) }),
    getEditableCategory: (request, ctx) => getEditableCategory(deps, request, ctx),
    updateCategory: (request, ctx) => updateCategory(deps, request, ctx),
    listEditableCategories: (_request, ctx) => listEditableCategories(deps, ctx),
    setCategoryVisibility: (request, ctx) => setCategoryVisibility(deps, request, ctx),
    addSpecialty: (request, ctx) => addSpecialty(deps, request, ctx),
    removeSpecialty: (request, ctx) => removeSpecialty(deps, request, ctx),
    listPolicyVersions: (_request, ctx) => listPolicyVersions(deps, ctx),
    publishPolicyVersion: (request, ctx) => publishPolicyVersion(deps, request, ctx),
    withdrawPolicyVersion: (request, ctx) => withdrawPolicyVersion(deps, request, ctx),
    subscribe: (request, ctx) => subscribe(deps, request, ctx),
    unsubscribe: (request) => unsubscribe(deps, request),
    listEditableFaqs: async (_request, ctx) => ({ faqs: (await listEditableFaqs(deps, ctx)).map(toEditableFaqMessage) }),
    createFaq: async (request, ctx) => ({ faq: toEditableFaqMessage(await createFaq(deps, request, ctx)) }),
    updateFaq: async (request, ctx) => ({ faq: toEditableFaqMessage(await updateFaq(deps, request, ctx)) }),
    setFaqHidden: async (request, ctx) => ({ faq: toEditableFaqMessage(await setFaqHidden(deps, request, ctx)) }),
    listEditableTutorials: async (_request, ctx) => ({ tutorials: (await listEditableTutorials(deps, ctx)).map(toEditableTutorialMessage) }),
    createTutorial: async (request, ctx) => ({ tutorial: toEditableTutorialMessage(await createTutorial(deps, request, ctx)) }),
    updateTutorial: async (request, ctx) => ({ tutorial: toEditableTutorialMessage(await updateTutorial(deps, request, ctx)) }),
    setTutorialPublished: async (request, ctx) => ({ tutorial: toEditableTutorialMessage(await setTutorialPublished(deps, request, ctx)) }),
  };
}

export const contentServiceDefinition: typeof content.ContentServiceService = content.ContentServiceService;
