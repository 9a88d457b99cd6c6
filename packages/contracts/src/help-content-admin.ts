import { z } from 'zod';
import { bothLanguages } from './content';
import { fileIdSchema } from './files';
import { ValidationTexts } from './messages';

/**
 * The help content as admins edit it on the console's Content page (issue 24, item 7; decision
 * 0080): the FAQ entries and the video tutorials, both languages, each change with a reason that the
 * audit log keeps. The public site reads them on its next request (GET /content/findFaq, findTutorial).
 */

/** Most FAQ entries and tutorials the console lists at once (all of them: the lists are short). */
export const HELP_ADMIN_LIST_MAX = 500;
/** A tutorial's longest duration: two hours (a typo's extra zeros are refused). */
export const TUTORIAL_MAX_SECONDS = 2 * 60 * 60;
/** The highest order number of an entry in its group. */
export const HELP_POSITION_MAX = 10_000;

export const HelpEditTexts = {
  questionRequired: 'The question is required in English and Arabic',
  answerRequired: 'The answer is required in English and Arabic',
  titleRequired: 'The title is required in English and Arabic',
  descriptionRequired: 'The description is required in English and Arabic',
  positionInvalid: `The order must be a whole number from 0 to ${HELP_POSITION_MAX}`,
  durationInvalid: `The duration must be a whole number of seconds from 1 to ${TUTORIAL_MAX_SECONDS}`,
  videoRequired: 'Upload the video of the tutorial',
  videoUrlInvalid: 'The video must be a file stored by Helpwire',
  reasonRequired: 'Say why (it is kept in the audit log)',
  shownRequired: 'Say whether the public site shows it',
  faqNotFound: 'FAQ entry not found',
  tutorialNotFound: 'Tutorial not found',
  faqSaved: 'The FAQ entry is saved',
  tutorialSaved: 'The tutorial is saved',
} as const;

const auditReason = z.string({ error: HelpEditTexts.reasonRequired }).trim().min(1, HelpEditTexts.reasonRequired).max(2000, HelpEditTexts.reasonRequired);
/** A category's id, or null for the general group (no category). */
const categoryChoice = z.uuid({ error: ValidationTexts.invalidId }).nullable();

/** A whole number from `min` to `max`, every problem worded by `text`. */
const wholeNumber = (text: string, min: number, max: number) => z.number({ error: text }).int(text).min(min, text).max(max, text);

export const helpItemParams = z.object({ id: z.uuid({ error: ValidationTexts.invalidId }) });

/** POST /admin/faqs and PUT /admin/faqs/:id: the entry in both languages, its group and order (absent: the end of its group). */
export const faqEditBody = z.object({
  question: bothLanguages(HelpEditTexts.questionRequired, 300),
  answer: bothLanguages(HelpEditTexts.answerRequired, 4000),
  categoryId: categoryChoice,
  position: wholeNumber(HelpEditTexts.positionInvalid, 0, HELP_POSITION_MAX).optional(),
  reason: auditReason,
});
export type FaqEditBody = z.infer<typeof faqEditBody>;

/** POST /admin/faqs/:id/visibility: removed from the public site (hidden, kept for the record) or shown again. */
export const faqVisibilityBody = z.object({ hidden: z.boolean({ error: HelpEditTexts.shownRequired }), reason: auditReason });

const localizedPair = z.object({ en: z.string(), ar: z.string() });

/** An FAQ entry as the admin edits it: both languages, hidden or not. */
export const editableFaqSchema = z.object({
  id: z.string(),
  categoryId: z.string().nullable(),
  question: localizedPair,
  answer: localizedPair,
  position: z.number().int(),
  hidden: z.boolean(),
  /** When an admin last changed it; null while it is as seeded. */
  editedAt: z.string().nullable(),
});
export type EditableFaq = z.infer<typeof editableFaqSchema>;

/**
 * POST /admin/tutorials and PUT /admin/tutorials/:id: the texts, the category (null: every
 * category), the duration, and the video uploaded first (POST /upload, purpose TUTORIAL_VIDEO);
 * an edit without `videoFileId` keeps the video it has.
 */
export const tutorialEditBody = z.object({
  title: bothLanguages(HelpEditTexts.titleRequired, 200),
  description: bothLanguages(HelpEditTexts.descriptionRequired, 2000),
  categoryId: categoryChoice,
  durationSeconds: wholeNumber(HelpEditTexts.durationInvalid, 1, TUTORIAL_MAX_SECONDS),
  videoFileId: fileIdSchema.optional(),
  reason: auditReason,
});
export type TutorialEditBody = z.infer<typeof tutorialEditBody>;

/** POST /admin/tutorials/:id/publish: shown on the public site or taken off it. */
export const tutorialPublishBody = z.object({ published: z.boolean({ error: HelpEditTexts.shownRequired }), reason: auditReason });

/** A tutorial as the admin edits it: both languages, published or not. */
export const editableTutorialSchema = z.object({
  id: z.string(),
  slug: z.string(),
  categoryId: z.string().nullable(),
  title: localizedPair,
  description: localizedPair,
  videoUrl: z.string(),
  durationSeconds: z.number().int(),
  published: z.boolean(),
  /** When an admin last changed it; null while it is as seeded. */
  editedAt: z.string().nullable(),
});
export type EditableTutorial = z.infer<typeof editableTutorialSchema>;
