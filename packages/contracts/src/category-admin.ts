import { z } from 'zod';
import { auditReason, CATEGORY_RATE_MAX_CENTS, CategoryEditTexts } from './content';

/**
 * The console's categories (issue 24, item 7; decision 0081): hide or show a category, add a
 * specialty under a top-level category, remove one. Each with a reason for the audit log.
 */
export const CategoryAdminTexts = {
  notTopLevel: 'Specialties are added under a top-level category',
  notSpecialty: 'Only a specialty can be removed; hide a top-level category instead',
} as const;

const bothLanguages = (required: string, max: number) =>
  z.object({
    en: z.string({ error: required }).trim().min(1, required).max(max, required),
    ar: z.string({ error: required }).trim().min(1, required).max(max, required),
  });

/** POST /admin/categories/:id/visibility: false hides it from the public lists and new requests. */
export const categoryVisibilityBody = z.object({ visible: z.boolean(), reason: auditReason });
export type CategoryVisibilityBody = z.infer<typeof categoryVisibilityBody>;

/** POST /admin/categories/:id/specialties: a new specialty under this top-level category. */
export const addSpecialtyBody = z.object({
  name: bothLanguages(CategoryEditTexts.nameRequired, 120),
  description: bothLanguages(CategoryEditTexts.descriptionRequired, 2000),
  rateCentsPerMinute: z
    .number({ error: CategoryEditTexts.rateInvalid })
    .int(CategoryEditTexts.rateInvalid)
    .min(0, CategoryEditTexts.rateInvalid)
    .max(CATEGORY_RATE_MAX_CENTS, CategoryEditTexts.rateInvalid),
  reason: auditReason,
});
export type AddSpecialtyBody = z.infer<typeof addSpecialtyBody>;

/** POST /admin/categories/:id/remove: a specialty taken away (its id stays valid for the calls that name it). */
export const removeSpecialtyBody = z.object({ reason: auditReason });
export type RemoveSpecialtyBody = z.infer<typeof removeSpecialtyBody>;
