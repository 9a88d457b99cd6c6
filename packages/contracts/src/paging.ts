import { z } from 'zod';
import { ValidationTexts } from './messages';

/** `?page=&limit=` of every list endpoint: page from 1, limit 1–100. */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: ValidationTexts.pageMustBePositive })
    .int(ValidationTexts.pageMustBePositive)
    .min(1, ValidationTexts.pageMustBePositive)
    .optional(),
  limit: z.coerce
    .number({ error: ValidationTexts.limitOutOfRange })
    .int(ValidationTexts.limitOutOfRange)
    .min(1, ValidationTexts.limitOutOfRange)
    .max(100, ValidationTexts.limitOutOfRange)
    .optional(),
});
