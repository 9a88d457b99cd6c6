import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's resolver for a contracts schema: on failure the first message of each field
 * (at the issue's path, e.g. `location.latitude`), on success the parsed values (trimmed,
 * lower-cased, ...), which is what the API receives. `prepare` turns what the form holds into the
 * body the schema checks (uploaded files into their ids, ...).
 */
export function zodResolver<TValues extends FieldValues, TParsed>(
  schema: z.ZodType<TParsed>,
  prepare: (values: TValues) => unknown = (values) => values,
): Resolver<TValues, unknown, TParsed> {
  return async (values) => {
    const result = await schema.safeParseAsync(prepare(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<TValues> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || 'root';
      const existing = get(errors, path) as Record<string, unknown> | undefined;
      if (existing?.message) continue;
      set(errors, path, { ...existing, type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}
