import { faqEditBody, type FaqEditBody } from '@helpwire/contracts';
import { westernDigits } from '../category-form';
import type { EditableFaq } from './faq-api';
import { realChanges, textChanges, type HelpChange } from '../help-changes';

/** The editor's fields as typed; the category is '' for the general group, the order '' for "last". */
export interface FaqForm {
  questionEn: string;
  answerEn: string;
  questionAr: string;
  answerAr: string;
  categoryId: string;
  position: string;
}
export type FaqField = keyof FaqForm;
/** The fields in the editor's order (the first with a problem takes the focus). */
export const FAQ_FIELDS: readonly FaqField[] = ['questionEn', 'answerEn', 'questionAr', 'answerAr', 'categoryId', 'position'];

export type FaqDraft = Omit<FaqEditBody, 'reason'>;

export function faqFormOf(faq?: EditableFaq, categoryId = ''): FaqForm {
  return {
    questionEn: faq?.question.en ?? '',
    answerEn: faq?.answer.en ?? '',
    questionAr: faq?.question.ar ?? '',
    answerAr: faq?.answer.ar ?? '',
    categoryId: faq ? (faq.categoryId ?? '') : categoryId,
    position: faq ? String(faq.position) : '',
  };
}

/** The entry the form asks for, checked as the content service checks it, or each field with a problem. */
export function checkFaqForm(form: FaqForm): { draft: FaqDraft } | { errors: Partial<Record<FaqField, true>> } {
  const position = westernDigits(form.position).trim();
  const parsed = faqEditBody.omit({ reason: true }).safeParse({
    question: { en: form.questionEn, ar: form.questionAr },
    answer: { en: form.answerEn, ar: form.answerAr },
    categoryId: form.categoryId || null,
    position: position === '' ? undefined : /^\d+$/.test(position) ? Number(position) : Number.NaN,
  });
  if (parsed.success) return { draft: parsed.data };
  const errors: Partial<Record<FaqField, true>> = {};
  for (const issue of parsed.error.issues) {
    const [top, language] = issue.path;
    if (top === 'question' || top === 'answer') errors[`${top}${language === 'ar' ? 'Ar' : 'En'}` as FaqField] = true;
    else if (top === 'position' || top === 'categoryId') errors[top] = true;
  }
  return { errors };
}

export type FaqChange = HelpChange<'questionEn' | 'answerEn' | 'questionAr' | 'answerAr' | 'category' | 'position'>;

/** What the draft changes of the stored entry (every field of a new one). */
export function faqChangesOf(faq: EditableFaq | undefined, draft: FaqDraft): FaqChange[] {
  const position = (value: number | undefined) => (value === undefined ? '' : String(value));
  return realChanges<FaqChange['field']>(
    [
      ...textChanges(['question', 'answer'], faq && [faq.question, faq.answer], [draft.question, draft.answer]),
      { field: 'category', before: faq ? (faq.categoryId ?? '') : '', after: draft.categoryId ?? '' },
      { field: 'position', before: position(faq?.position), after: position(draft.position ?? faq?.position) },
    ],
    !faq,
  );
}
