import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses input with a contracts schema; a failure is INVALID_ARGUMENT with every rule's text. */
export function validateInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw AppError.invalid([...new Set(result.error.issues.map((issue) => issue.message))], 'VALIDATION_FAILED');
}
