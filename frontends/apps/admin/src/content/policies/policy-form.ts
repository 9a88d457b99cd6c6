import { publishPolicyVersionBody, type PublishPolicyVersionBody } from '@helpwire/contracts';
import type { PolicyVersion } from './policies-api';

export interface SectionForm {
  headingEn: string;
  headingAr: string;
  bodyEn: string;
  bodyAr: string;
}
/** A new version as typed: its title and sections in both languages, what changed, and its first day. */
export interface PolicyForm {
  titleEn: string;
  titleAr: string;
  sections: SectionForm[];
  summary: string;
  effectiveFrom: string;
}
/** A field with a problem: "titleEn", "summary", "effectiveFrom", or "sections.2.bodyAr". */
export type PolicyFieldErrors = Partial<Record<string, true>>;

/** Today as a UTC day (YYYY-MM-DD): policies take effect at midnight UTC (decision 0081). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export const emptySection = (): SectionForm => ({ headingEn: '', headingAr: '', bodyEn: '', bodyAr: '' });

/** A new version starts from the texts of the one in effect, its day today; what changed is the admin's to write. */
export function formFrom(version: PolicyVersion | undefined, today: string): PolicyForm {
  return {
    titleEn: version?.title.en ?? '',
    titleAr: version?.title.ar ?? '',
    sections: version?.sections.map((s) => ({ headingEn: s.heading.en, headingAr: s.heading.ar, bodyEn: s.body.en, bodyAr: s.body.ar })) ?? [emptySection()],
    summary: '',
    effectiveFrom: today,
  };
}

const SECTION_KEYS = { heading: 'heading', body: 'body' } as const;

/** The body to send, or each field with a problem (a day before `today` among them), checked as the content service checks it. */
export function checkPolicyForm(form: PolicyForm, today: string): { body: PublishPolicyVersionBody } | { errors: PolicyFieldErrors } {
  const errors: PolicyFieldErrors = {};
  const parsed = publishPolicyVersionBody.safeParse({
    title: { en: form.titleEn, ar: form.titleAr },
    sections: form.sections.map((s) => ({ heading: { en: s.headingEn, ar: s.headingAr }, body: { en: s.bodyEn, ar: s.bodyAr } })),
    summary: form.summary,
    effectiveFrom: form.effectiveFrom,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [top, index, part, language] = issue.path;
      const lang = (value: unknown) => (value === 'ar' ? 'Ar' : 'En');
      if (top === 'title') errors[`title${lang(index)}`] = true;
      else if (top === 'sections' && typeof index === 'number' && (part === 'heading' || part === 'body'))
        errors[`sections.${index}.${SECTION_KEYS[part]}${lang(language)}`] = true;
      else if (top === 'sections') errors.sections = true;
      else if (top === 'summary' || top === 'effectiveFrom') errors[top] = true;
    }
  if (!errors.effectiveFrom && form.effectiveFrom < today) errors.effectiveFrom = true;
  return parsed.success && Object.keys(errors).length === 0 ? { body: parsed.data } : { errors };
}
