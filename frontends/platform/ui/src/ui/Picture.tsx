import { pictureSources } from '@helpwire/web-core';
import type { ImgHTMLAttributes } from 'react';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'> {
  /** The picture's address: a stored file's (/api/v1/files/:id) is served at spec §9's widths; any other as it is. */
  src: string;
  alt: string;
  /** Its rendered size in CSS pixels: reserved before it loads (no layout shift). */
  width: number;
  height: number;
  /** For a fluid picture: its rendered width at each breakpoint ("(max-width: 600px) 100vw, 50vw"). */
  sizes?: string;
  /** Above the fold (the header's avatar): fetched at once. Otherwise it waits until it is near the screen. */
  priority?: boolean;
}

/**
 * An uploaded picture (spec §9 widths): `srcSet`/`sizes` so the browser fetches the smallest
 * sufficient width, `width`/`height` set, decoded off the main thread, lazy unless `priority`.
 */
export function Picture({ src, alt, width, height, sizes, priority = false, ...rest }: PictureProps) {
  const sources = pictureSources(src, { width, sizes });
  return (
    <img
      {...rest}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
