import { IMAGE_DEFAULT_QUALITY, IMAGE_WIDTHS, type ImageWidth } from '@helpwire/contracts/image-widths';

/**
 * Responsive sources for an uploaded picture (spec §9 widths and quality): the gateway answers
 * GET /api/v1/files/:id?w=<width>&q=<quality> resized (never enlarged), so the browser picks the
 * smallest width that is sharp on its screen. Other addresses (the default avatar, an inline SVG, a
 * preview's blob: URL) are used as they are.
 */

/** Screens denser than this take the same width as this: 3× covers today's phones. */
export const MAX_DEVICE_PIXEL_RATIO = 3;

const STORED_FILE = /^(?:https?:\/\/[^/]+)?\/api\/v1\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the server can resize this address (a stored file's, without a query of its own). */
export function isResizablePicture(src: string): boolean {
  return STORED_FILE.test(src);
}

/** A stored picture's address at one width (and quality, when not the default). */
export function pictureUrl(src: string, width: ImageWidth, quality: number = IMAGE_DEFAULT_QUALITY): string {
  if (!isResizablePicture(src)) return src;
  return `${src}?w=${width}${quality === IMAGE_DEFAULT_QUALITY ? '' : `&q=${quality}`}`;
}

/**
 * The widths worth offering for a picture shown `cssWidth` CSS pixels wide: every spec width up to
 * the first that covers it on the densest screen (3×); all of them when the width is not known.
 */
export function pictureWidths(cssWidth?: number): ImageWidth[] {
  if (cssWidth === undefined) return [...IMAGE_WIDTHS];
  const needed = cssWidth * MAX_DEVICE_PIXEL_RATIO;
  const last = IMAGE_WIDTHS.findIndex((width) => width >= needed);
  return IMAGE_WIDTHS.slice(0, last === -1 ? IMAGE_WIDTHS.length : last + 1);
}

export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for an <img> of an uploaded picture. `width` is its rendered width in
 * CSS pixels when fixed (an avatar); `sizes` describes a fluid one ("(max-width: 600px) 100vw, 50vw").
 */
export function pictureSources(src: string, { width, sizes, quality }: { width?: number; sizes?: string; quality?: number } = {}): PictureSources {
  if (!isResizablePicture(src)) return { src };
  const widths = pictureWidths(sizes === undefined ? width : undefined);
  return {
    // What a browser without srcset (none today) reads: the smallest width offered.
    src: pictureUrl(src, widths[0]!, quality),
    srcSet: widths.map((w) => `${pictureUrl(src, w, quality)} ${w}w`).join(', '),
    sizes: sizes ?? (width === undefined ? '100vw' : `${width}px`),
  };
}
