import { addSpecialtyBody, CATEGORY_RATE_MAX_CENTS, dollarsToCents, type AddSpecialtyBody } from '@helpwire/contracts';
import { westernDigits } from '../category-form';

/** The new specialty's fields, as typed (the rate in dollars). */
export interface SpecialtyForm {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  rate: string;
  reason: string;
}
export type SpecialtyField = keyof SpecialtyForm;
export const SPECIALTY_FIELDS: readonly SpecialtyField[] = ['nameEn', 'descriptionEn', 'nameAr', 'descriptionAr', 'rate', 'reason'];

/** The body to send, or each field with a problem (checked as the content service checks it). */
export function checkSpecialty(form: SpecialtyForm): { body: AddSpecialtyBody } | { errors: Partial<Record<SpecialtyField, true>> } {
  const errors: Partial<Record<SpecialtyField, true>> = {};
  const rateCentsPerMinute = dollarsToCents(westernDigits(form.rate));
  if (rateCentsPerMinute === undefined || rateCentsPerMinute > CATEGORY_RATE_MAX_CENTS) errors.rate = true;
  const parsed = addSpecialtyBody.safeParse({
    name: { en: form.nameEn, ar: form.nameAr },
    description: { en: form.descriptionEn, ar: form.descriptionAr },
    rateCentsPerMinute: rateCentsPerMinute ?? 0,
    reason: form.reason,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [top, language] = issue.path;
      if (top === 'name' || top === 'description') errors[`${top}${language === 'ar' ? 'Ar' : 'En'}` as SpecialtyField] = true;
      else if (top === 'reason') errors.reason = true;
      else errors.rate = true;
    }
  return parsed.success && Object.keys(errors).length === 0 ? { body: parsed.data } : { errors };
}
