import sharp from 'sharp';

/**
 * Uploaded pictures at the widths of spec §9 (decision 0062): decoded with sharp (libvips), turned
 * upright (EXIF orientation), shrunk to the width (never enlarged), stripped of metadata (a phone's
 * GPS position stays private) and encoded as WebP for browsers that take it, else as JPEG (or PNG
 * when the picture has transparency). A result is kept in a bounded in-memory cache: a file id
 * never changes content, so the same width is never computed twice while it stays there.
 */

// libvips's own operation cache holds decoded images beyond our control: ours is the only cache.
sharp.cache(false);
// One libvips thread per resize: resizes run side by side (PictureResizer.concurrency) instead.
sharp.concurrency(1);

export type PictureFormat = 'webp' | 'jpeg' | 'png';

export const PICTURE_MIME_TYPES: Record<PictureFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

export interface PictureRequest {
  width: number;
  quality: number;
  /** The browser's Accept allows image/webp. */
  webp: boolean;
}

export interface ResizedPicture {
  bytes: Buffer;
  mimeType: string;
  format: PictureFormat;
  width: number;
  height: number;
}

export interface PictureResizerOptions {
  /** Pictures with more pixels than this are refused before they are decoded (decompression bombs). */
  maxInputPixels: number;
  /** The cache keeps results up to this many bytes in all; the least recently read go first. */
  cacheBytes: number;
  /** Resizes computed at the same time; more wait their turn. */
  concurrency: number;
  /** Resizes waiting for a turn at most; one more is refused (PictureBusyError). */
  maxWaiting: number;
}

/**
 * 50 megapixels: an 8,160 × 6,120 photo of today's phones fits; a 5 MB PNG that claims 100,000 ×
 * 100,000 pixels (40 GB decoded) is refused before any of it is decoded.
 */
export const DEFAULT_PICTURE_RESIZER_OPTIONS: PictureResizerOptions = {
  maxInputPixels: 50_000_000,
  cacheBytes: 64 * 1024 * 1024,
  concurrency: 2,
  maxWaiting: 64,
};

/** The picture cannot be decoded (not an image, truncated, or past the pixel limit). */
export class PictureUnreadableError extends Error {}

/** Too many resizes are waiting: the caller should try again shortly. */
export class PictureBusyError extends Error {}

/** Whether an Accept header names image/webp with a quality above zero (a bare `*∕*` does not count: only browsers that say so get WebP). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [range, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (range !== 'image/webp') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** WebP when the browser takes it; else JPEG, or PNG for a picture with transparency. */
export function pictureFormat(hasAlpha: boolean, webp: boolean): PictureFormat {
  if (webp) return 'webp';
  return hasAlpha ? 'png' : 'jpeg';
}

/** A bounded least-recently-used map of results by bytes. */
class ByteBoundedCache {
  private readonly entries = new Map<string, ResizedPicture>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): ResizedPicture | undefined {
    const found = this.entries.get(key);
    if (found) {
      // Most recently read last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, value: ResizedPicture): void {
    if (value.bytes.length > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes.length;
    }
    this.entries.set(key, value);
    this.bytes += value.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

export class PictureResizer {
  private readonly options: PictureResizerOptions;
  private readonly cache: ByteBoundedCache;
  /** Resizes under way by key: a second request for the same size waits for the first. */
  private readonly running = new Map<string, Promise<ResizedPicture>>();
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: Partial<PictureResizerOptions> = {}) {
    this.options = { ...DEFAULT_PICTURE_RESIZER_OPTIONS, ...options };
    this.cache = new ByteBoundedCache(this.options.cacheBytes);
  }

  /** What the cache holds (for tests and metrics). */
  get cached(): { entries: number; bytes: number } {
    return this.cache.size;
  }

  /** The cache key of one file at one size and format family. */
  static key(fileId: string, request: PictureRequest): string {
    return `${fileId}:${request.width}:${request.quality}:${request.webp ? 'webp' : 'plain'}`;
  }

  /**
   * The picture `fileId` at `request`'s size, from the cache or computed from `read()`'s bytes (read
   * only when it must be computed).
   */
  async resize(fileId: string, request: PictureRequest, read: () => Promise<Buffer>): Promise<ResizedPicture> {
    const key = PictureResizer.key(fileId, request);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const running = this.running.get(key);
    if (running) return running;
    const work = this.inTurn(async () => this.compute(await read(), request)).finally(() => this.running.delete(key));
    this.running.set(key, work);
    const result = await work;
    this.cache.set(key, result);
    return result;
  }

  private async inTurn<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxWaiting) throw new PictureBusyError('too many pictures are being resized');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }

  private async compute(input: Buffer, request: PictureRequest): Promise<ResizedPicture> {
    try {
      const image = sharp(input, { limitInputPixels: this.options.maxInputPixels, failOn: 'error', sequentialRead: true }).autoOrient();
      const { hasAlpha = false } = await image.metadata();
      const format = pictureFormat(hasAlpha, request.webp);
      const resized = image.resize({ width: request.width, withoutEnlargement: true });
      const encoded =
        format === 'webp'
          ? resized.webp({ quality: request.quality })
          : format === 'png'
            ? // PNG is lossless: the quality picks the palette's size (smaller files for lower quality).
              resized.png({ quality: request.quality, palette: request.quality < 100, compressionLevel: 9 })
            : resized.flatten({ background: '#ffffff' }).jpeg({ quality: request.quality, mozjpeg: true });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { bytes: data, mimeType: PICTURE_MIME_TYPES[format], format, width: info.width, height: info.height };
    } catch (error) {
      throw new PictureUnreadableError(error instanceof Error ? error.message : String(error));
    }
  }
}
