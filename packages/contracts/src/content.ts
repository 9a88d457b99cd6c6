import { z } from 'zod';
import { requiredEmail } from './email';
import { ValidationTexts } from './messages';
import { pageQuery } from './paging';

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.split(' ')[0]} must be at most ${max} characters`);

/** A category id (uuid) or slug. */
export const categoryRef = z
  .string({ error: ValidationTexts.invalidId })
  .trim()
  .min(1, ValidationTexts.invalidId)
  .max(100, ValidationTexts.invalidId)
  .regex(/^[a-z0-9-]+$/i, ValidationTexts.invalidId);

export const getCategoryQuery = z.object({ id: categoryRef });

export const allCategoriesQuery = pageQuery;

export const faqQuery = pageQuery.extend({ categoryId: categoryRef.optional() });

export const tutorialQuery = pageQuery.extend({ categoryId: categoryRef.optional() });

export const POLICY_TYPES = ['privacy', 'terms'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];
export const policyQuery = z.object({
  type: z.enum(POLICY_TYPES, { error: ValidationTexts.invalidPolicyType }),
  /** A version that is not withdrawn (the notice of a scheduled version links to it); absent: the one in effect today. */
  version: z.coerce
    .number({ error: ValidationTexts.invalidPolicyVersion })
    .int(ValidationTexts.invalidPolicyVersion)
    .min(1, ValidationTexts.invalidPolicyVersion)
    .max(100_000, ValidationTexts.invalidPolicyVersion)
    .optional(),
});

export const contactMessageBody = z.object({
  name: requiredText(ValidationTexts.nameRequired, 120),
  email: requiredEmail,
  subject: requiredText(ValidationTexts.subjectRequired, 200),
  message: requiredText(ValidationTexts.messageRequired, 5000),
});

export const newsletterBody = z.object({ email: requiredEmail });

/** The console's newsletter list: who is subscribed now (or who left), newest first. */
export const NEWSLETTER_LIST_STATES = ['SUBSCRIBED', 'UNSUBSCRIBED'] as const;
export const NewsletterAdminTexts = {
  stateInvalid: 'state must be SUBSCRIBED or UNSUBSCRIBED',
  reasonRequired: 'Say why (it is kept in the audit log)',
  notSubscribed: 'This address is not subscribed',
  unsubscribed: 'The address is off the list',
  nothingToExport: 'Nobody is subscribed yet',
} as const;
/** Why an admin acts, kept in the audit log: required. */
export const auditReason = z.string({ error: NewsletterAdminTexts.reasonRequired }).trim().min(1, NewsletterAdminTexts.reasonRequired).max(2000);
export const newsletterListQuery = pageQuery.extend({
  state: z.enum(NEWSLETTER_LIST_STATES, { error: NewsletterAdminTexts.stateInvalid }).default('SUBSCRIBED'),
});
export const newsletterExportBody = z.object({ reason: auditReason });
export const newsletterRemoveBody = z.object({ email: requiredEmail, reason: auditReason });
export const newsletterSubscriberSchema = z.object({
  email: z.string(),
  language: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
/** The subscribed addresses as a CSV file for a mailing tool (email, language, subscribed at). */
export const newsletterExportSchema = z.object({ fileName: z.string(), csv: z.string(), count: z.number().int() });

// Response shapes (documented in OpenAPI; the gateway answers exactly these fields).

export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    rateCentsPerMinute: z.number().int(),
    guidelines: z.array(z.string()),
    subCategories: z.array(categorySchema),
  }),
);

export interface Category {
  id: string;
  slug: string;
  parentId: string | null;
  name: string;
  description: string;
  icon: string;
  rateCentsPerMinute: number;
  guidelines: string[];
  subCategories: Category[];
}

export const faqSchema = z.object({ id: z.string(), categoryId: z.string().nullable(), question: z.string(), answer: z.string() });

export const tutorialSchema = z.object({
  id: z.string(),
  slug: z.string(),
  categoryId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  videoUrl: z.string(),
  durationSeconds: z.number().int(),
});

/** Where a policy's version stands on the day it is read (decision 0081). */
export const POLICY_VERSION_STATUSES = ['IN_EFFECT', 'SCHEDULED', 'PAST', 'WITHDRAWN'] as const;
export type PolicyVersionStatus = (typeof POLICY_VERSION_STATUSES)[number];

export const policySchema = z.object({
  type: z.enum(POLICY_TYPES),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  updatedAt: z.string(),
  /** The version shown, its first day in effect (YYYY-MM-DD, UTC) and whether it is in effect today, scheduled or past. */
  version: z.number().int(),
  effectiveFrom: z.string(),
  status: z.enum(['IN_EFFECT', 'SCHEDULED', 'PAST']),
  /** The next version, scheduled after the one in effect today: its number and first day. */
  upcoming: z.object({ version: z.number().int(), effectiveFrom: z.string() }).nullable(),
});

export const serviceOfferingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
});

export const contactCreatedSchema = z.object({ id: z.string(), createdAt: z.string() });
/** A message to support: NEW until an admin answers it (ANSWERED) or closes it (CLOSED); closed ones can be opened again. */
export const CONTACT_MESSAGE_STATUSES = ['NEW', 'ANSWERED', 'CLOSED'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export const CONTACT_REPLY_MAX_CHARS = 5000;

export const ContactInboxTexts = {
  statusInvalid: 'status must be NEW, ANSWERED or CLOSED',
  statusNotSettable: 'A message can be closed or opened again (NEW); it is ANSWERED by a reply',
  replyRequired: 'Write the answer to send',
  replyTooLong: `The answer must be at most ${CONTACT_REPLY_MAX_CHARS} characters`,
  replyIdInvalid: 'replyId must be a uuid',
  notFound: 'Message not found',
  replySent: 'Your answer is on its way',
} as const;

/** A reply's id from the client (a retry sends the same one and nothing twice), and its text. */
export const contactReplyBody = z.object({
  replyId: z.uuid({ error: ContactInboxTexts.replyIdInvalid }),
  body: z
    .string({ error: ContactInboxTexts.replyRequired })
    .trim()
    .min(1, ContactInboxTexts.replyRequired)
    .max(CONTACT_REPLY_MAX_CHARS, ContactInboxTexts.replyTooLong),
});

export const contactStatusBody = z.object({
  status: z.enum(['NEW', 'CLOSED'], { error: ContactInboxTexts.statusNotSettable }),
});

export const contactMessagesQuery = pageQuery.extend({
  status: z.enum(CONTACT_MESSAGE_STATUSES, { error: ContactInboxTexts.statusInvalid }).optional(),
});

export const contactMessageIdParams = z.object({ id: z.uuid({ error: ContactInboxTexts.notFound }) });

/** GET /admin/contact-messages: a message to support as support reads it (accountId: who wrote it when signed in), with its answers. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.string(),
  accountId: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  statusChangedAt: z.string().nullable(),
  replies: z.array(z.object({ id: z.string(), adminId: z.string(), body: z.string(), createdAt: z.string() })),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The highest per-minute rate an admin may set (cents): a typo's extra zeros are refused, not charged. */
export const CATEGORY_RATE_MAX_CENTS = 10_000;
export const CategoryEditTexts = {
  nameRequired: 'The name is required in English and Arabic',
  descriptionRequired: 'The description is required in English and Arabic',
  guidelineRequired: 'Each guideline needs English and Arabic',
  rateInvalid: `The rate must be a whole number of cents from 0 to ${CATEGORY_RATE_MAX_CENTS}`,
} as const;
/** A text required in English and Arabic, each at most `max` characters (the admins' edits). */
export const bothLanguages = (required: string, max: number) =>
  z.object({
    en: z.string({ error: required }).trim().min(1, required).max(max, required),
    ar: z.string({ error: required }).trim().min(1, required).max(max, required),
  });
/** PUT /admin/categories/:id: what an admin edits of a category, in both languages (issue 24, item 7). */
export const categoryUpdateBody = z.object({
  name: bothLanguages(CategoryEditTexts.nameRequired, 120),
  description: bothLanguages(CategoryEditTexts.descriptionRequired, 2000),
  guidelines: z.array(bothLanguages(CategoryEditTexts.guidelineRequired, 500)).max(20),
  rateCentsPerMinute: z
    .number({ error: CategoryEditTexts.rateInvalid })
    .int(CategoryEditTexts.rateInvalid)
    .min(0, CategoryEditTexts.rateInvalid)
    .max(CATEGORY_RATE_MAX_CENTS, CategoryEditTexts.rateInvalid),
  active: z.boolean(),
  reason: auditReason,
});
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBody>;
export const categoryRefParams = z.object({ id: z.string().trim().min(1).max(100) });
/** A category as the admin edits it: every language, active or not. */
export const editableCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  parentId: z.string().nullable(),
  name: z.object({ en: z.string(), ar: z.string() }),
  description: z.object({ en: z.string(), ar: z.string() }),
  guidelines: z.array(z.object({ en: z.string(), ar: z.string() })),
  rateCentsPerMinute: z.number().int(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type EditableCategory = z.infer<typeof editableCategorySchema>;

export const newsletterResultSchema = z.object({ email: z.string(), subscribed: z.boolean() });

export type ContactMessageBody = z.infer<typeof contactMessageBody>;
export type Faq = z.infer<typeof faqSchema>;
export type Tutorial = z.infer<typeof tutorialSchema>;
export type Policy = z.infer<typeof policySchema>;
export type ServiceOffering = z.infer<typeof serviceOfferingSchema>;
