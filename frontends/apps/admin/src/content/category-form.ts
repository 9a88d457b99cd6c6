import { CATEGORY_RATE_MAX_CENTS, categoryUpdateBody, dollarsToCents, type CategoryUpdateBody } from '@helpwire/contracts';

/** The edit the form gives; its reason is asked in the save's confirmation. */
export type CategoryEdit = Omit<CategoryUpdateBody, 'reason'>;
const categoryEdit = categoryUpdateBody.omit({ reason: true });
import type { EditableCategory } from './content-api';

/** The editor's fields, as typed: texts, guidelines one per line, the rate in dollars. */
export interface CategoryForm {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  guidelinesEn: string;
  guidelinesAr: string;
  rate: string;
}
export type CategoryField = keyof CategoryForm;
/** The fields in the editor's order (the first with a problem takes the focus). */
export const CATEGORY_FIELDS: readonly CategoryField[] = ['rate', 'nameEn', 'descriptionEn', 'guidelinesEn', 'nameAr', 'descriptionAr', 'guidelinesAr'];

/** The highest rate, in dollars, for the error text. */
export const RATE_MAX_DOLLARS = (CATEGORY_RATE_MAX_CENTS / 100).toFixed(2);

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Cents as the rate field shows them: "0.45". */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

export function formOf(category: EditableCategory): CategoryForm {
  return {
    nameEn: category.name.en,
    nameAr: category.name.ar,
    descriptionEn: category.description.en,
    descriptionAr: category.description.ar,
    guidelinesEn: category.guidelines.map((g) => g.en).join('\n'),
    guidelinesAr: category.guidelines.map((g) => g.ar).join('\n'),
    rate: dollars(category.rateCentsPerMinute),
  };
}

/** Arabic-Indic digits and the Arabic decimal separator as typed on an Arabic keyboard, read as "0.45". */
export const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10)).replace(/[\u066B,]/g, '.');

/**
 * The edit the form asks for, checked as the content service checks it: each field with a problem
 * (the page words it), or the body to send. Whether the category is offered is kept as it is.
 */
export function checkForm(form: CategoryForm, active: boolean): { edit: CategoryEdit } | { errors: Partial<Record<CategoryField, true>> } {
  const errors: Partial<Record<CategoryField, true>> = {};
  const rateCentsPerMinute = dollarsToCents(westernDigits(form.rate));
  if (rateCentsPerMinute === undefined || rateCentsPerMinute > CATEGORY_RATE_MAX_CENTS) errors.rate = true;
  const en = lines(form.guidelinesEn);
  const ar = lines(form.guidelinesAr);
  if (en.length !== ar.length) errors[en.length < ar.length ? 'guidelinesEn' : 'guidelinesAr'] = true;
  const parsed = categoryEdit.safeParse({
    name: { en: form.nameEn, ar: form.nameAr },
    description: { en: form.descriptionEn, ar: form.descriptionAr },
    guidelines: en.map((text, index) => ({ en: text, ar: ar[index] ?? '' })),
    rateCentsPerMinute: rateCentsPerMinute ?? 0,
    active,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [top, second, third] = issue.path;
      if (top === 'name' || top === 'description') errors[`${top}${second === 'ar' ? 'Ar' : 'En'}` as CategoryField] = true;
      else if (top === 'guidelines') errors[third === 'ar' ? 'guidelinesAr' : 'guidelinesEn'] = true;
      else if (top === 'rateCentsPerMinute') errors.rate = true;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { edit: parsed.data };
}

/** One change the admin confirms: what it was and what it becomes. */
export interface CategoryChange {
  field: 'nameEn' | 'nameAr' | 'descriptionEn' | 'descriptionAr' | 'guidelines' | 'rate';
  before: string;
  after: string;
}

/** What the edit changes of the stored category, in the editor's order (the rate first: it changes what calls cost). */
export function changesOf(category: EditableCategory, edit: CategoryEdit): CategoryChange[] {
  const guidelines = (items: { en: string; ar: string }[]) => items.map((g) => `${g.en} / ${g.ar}`).join('\n');
  const all: CategoryChange[] = [
    { field: 'rate', before: String(category.rateCentsPerMinute), after: String(edit.rateCentsPerMinute) },
    { field: 'nameEn', before: category.name.en, after: edit.name.en },
    { field: 'nameAr', before: category.name.ar, after: edit.name.ar },
    { field: 'descriptionEn', before: category.description.en, after: edit.description.en },
    { field: 'descriptionAr', before: category.description.ar, after: edit.description.ar },
    { field: 'guidelines', before: guidelines(category.guidelines), after: guidelines(edit.guidelines) },
  ];
  return all.filter((change) => change.before !== change.after);
}
