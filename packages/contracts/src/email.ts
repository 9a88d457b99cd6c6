import { z } from 'zod';
import { ValidationTexts } from './messages';

/** A required e-mail address: trimmed, lower-cased, "Email is required" / "Must be email". */
export const requiredEmail = z
  .string({ error: ValidationTexts.emailRequired })
  .trim()
  .min(1, ValidationTexts.emailRequired)
  .max(254, ValidationTexts.mustBeEmail)
  .pipe(z.email({ error: ValidationTexts.mustBeEmail }))
  .transform((email) => email.toLowerCase());
