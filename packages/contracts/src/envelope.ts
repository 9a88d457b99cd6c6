import { z } from 'zod';

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

/** Every error: `{ statusCode, message, error, errorId? }`; 500s carry only an error id. */
export const errorEnvelope = z.object({
  statusCode: z.number().int(),
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string(),
  errorId: z.string().optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type PageMeta = z.infer<typeof pageMetaSchema>;
