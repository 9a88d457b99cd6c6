/* The picture sizes alone (no zod): what the web's first load needs to build srcSet. */

/**
 * Spec §9: the widths an uploaded picture is served at and the default quality. The web builds
 * `srcSet` from these widths; GET /files/:id?w=&q= resizes a picture to one of them (never larger
 * than the picture is) and refuses any other width.
 */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Spec §9: the quality a picture is re-encoded at when the request gives none. */
export const IMAGE_DEFAULT_QUALITY = 75;
export const IMAGE_QUALITY_MIN = 1;
export const IMAGE_QUALITY_MAX = 100;
