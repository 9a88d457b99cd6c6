import { z } from 'zod';

import { IMAGE_QUALITY_MAX, IMAGE_QUALITY_MIN, IMAGE_WIDTHS } from './image-widths';

export { IMAGE_DEFAULT_QUALITY, IMAGE_QUALITY_MAX, IMAGE_QUALITY_MIN, IMAGE_WIDTHS, type ImageWidth } from './image-widths';

export const ImageTexts = {
  widthInvalid: `w must be one of ${IMAGE_WIDTHS.join(', ')}`,
  qualityInvalid: `q must be a whole number from ${IMAGE_QUALITY_MIN} to ${IMAGE_QUALITY_MAX}`,
  qualityNeedsWidth: `q needs a width: add w, one of ${IMAGE_WIDTHS.join(', ')}`,
  notResizable: 'Only pictures can be resized; leave out w and q for this file',
  tooLargeToResize: 'This picture is too large to resize; leave out w and q to read it as it is',
  busy: 'Too many pictures are being prepared. Please try again in a moment.',
} as const;

const WIDTHS: ReadonlySet<number> = new Set(IMAGE_WIDTHS);

/** A whole number written plainly ("75", not "75.0", "0x4b" or " 75"). */
const wholeNumber = (text: string) => (/^\d{1,5}$/.test(text) ? Number(text) : Number.NaN);

/**
 * The query of GET /files/:id: `w` (one of IMAGE_WIDTHS) asks for a resized picture, `q` (1–100,
 * default 75) its quality. Neither: the stored bytes. `q` alone is refused (it needs a width).
 */
export const imageQuerySchema = z
  .object({
    w: z
      .string({ error: ImageTexts.widthInvalid })
      .transform(wholeNumber)
      .refine((w) => WIDTHS.has(w), ImageTexts.widthInvalid)
      .optional(),
    q: z
      .string({ error: ImageTexts.qualityInvalid })
      .transform(wholeNumber)
      .refine((q) => Number.isInteger(q) && q >= IMAGE_QUALITY_MIN && q <= IMAGE_QUALITY_MAX, ImageTexts.qualityInvalid)
      .optional(),
  })
  .refine((query) => query.q === undefined || query.w !== undefined, { message: ImageTexts.qualityNeedsWidth, path: ['w'] });
export type ImageQuery = z.infer<typeof imageQuerySchema>;
