import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

/** Every successful answer: `{ statusCode, message, data, meta? }`. */
export function successEnvelope<T extends z.ZodType>(data: T, withMeta = false) {
  const base = z.object({ statusCode: z.number().int(), message: z.string(), data });
  return withMeta ? base.extend({ meta: pageMetaSchema }) : base;
}

export const pageMetaSchema = z.object({
  currentPage: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int(),
});

/**
 * Every error: `{ statusCode, message, error, code, codes?, errorId? }`; 500s carry only an error id.
 * `code` is the stable reason (decision 0016); when `message` is a list whose entries have different
 * reasons (several taken fields), `codes` gives each entry's reason in the same order.
 */
export const errorEnvelope = z.object({
  statusCode: z.number().int(),
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string(),
  code: z.enum(ERROR_CODES).describe('Stable reason code; translate and route by it, never by the message text'),
  codes: z.array(z.enum(ERROR_CODES)).optional(),
  errorId: z.string().optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type PageMeta = z.infer<typeof pageMetaSchema>;
