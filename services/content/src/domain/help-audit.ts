import type { AuditState } from '@helpwire/contracts';
import type { StoredFaq } from '../store/faq-edits';
import type { StoredTutorial } from '../store/tutorial-edits';

/** The audit log keeps a long text's beginning: enough to see what changed, within the entry's bound. */
const AUDITED_TEXT_LENGTH = 240;
const clip = (text: string) => (text.length > AUDITED_TEXT_LENGTH ? `${text.slice(0, AUDITED_TEXT_LENGTH)}…` : text);

/** What the audit log keeps of an FAQ entry (before and after an edit). */
export const auditedFaq = (row: StoredFaq): AuditState => ({
  questionEn: row.question.en,
  questionAr: row.question.ar,
  answerEn: clip(row.answer.en),
  answerAr: clip(row.answer.ar),
  categoryId: row.categoryId,
  position: row.position,
  hidden: row.hidden,
});

/** What the audit log keeps of a tutorial (before and after an edit). */
export const auditedTutorial = (row: StoredTutorial): AuditState => ({
  titleEn: row.title.en,
  titleAr: row.title.ar,
  descriptionEn: clip(row.description.en),
  descriptionAr: clip(row.description.ar),
  categoryId: row.categoryId,
  durationSeconds: row.durationSeconds,
  videoUrl: row.videoUrl,
  published: row.published,
});
