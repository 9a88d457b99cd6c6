import sharp from 'sharp';
import { acceptsWebp, PictureBusyError, PictureResizer, PictureUnreadableError, pictureFormat } from './picture-resizer';

const photo = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 10, g: 120, b: 200, alpha: 0.5 } : '#3a7bd5' } })
    .png()
    .toBuffer();

describe('picture resizer', () => {
  it('shrinks to the width keeping the aspect ratio, never enlarges, and encodes WebP or JPEG as asked', async () => {
    const resizer = new PictureResizer();
    const big = await photo(1600, 1200);
    const webp = await resizer.resize('a', { width: 640, quality: 75, webp: true }, async () => big);
    expect([webp.format, webp.mimeType, webp.width, webp.height]).toEqual(['webp', 'image/webp', 640, 480]);
    expect((await sharp(webp.bytes).metadata()).format).toBe('webp');
    const jpeg = await resizer.resize('a', { width: 640, quality: 75, webp: false }, async () => big);
    expect([jpeg.format, jpeg.width, (await sharp(jpeg.bytes).metadata()).format]).toEqual(['jpeg', 640, 'jpeg']);

    const small = await resizer.resize('b', { width: 1080, quality: 75, webp: true }, async () => photo(300, 200));
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('keeps transparency as PNG for a browser without WebP', async () => {
    const resizer = new PictureResizer();
    const result = await resizer.resize('t', { width: 640, quality: 75, webp: false }, async () => photo(800, 800, true));
    expect([result.format, result.width]).toEqual(['png', 640]);
    expect((await sharp(result.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('computes a size once: the second request is served from the cache without reading the picture', async () => {
    const resizer = new PictureResizer();
    const read = jest.fn(async () => photo(1000, 1000));
    const request = { width: 750, quality: 75, webp: true };
    const [first, second] = await Promise.all([resizer.resize('c', request, read), resizer.resize('c', request, read)]);
    const third = await resizer.resize('c', request, read);
    expect(read).toHaveBeenCalledTimes(1);
    expect(second.bytes).toBe(first.bytes);
    expect(third.bytes).toBe(first.bytes);
    // Another quality is another result.
    await resizer.resize('c', { ...request, quality: 40 }, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps the cache within its bytes, the least recently read going first', async () => {
    const source = await photo(1000, 1000);
    const one = await new PictureResizer().resize('x', { width: 640, quality: 75, webp: true }, async () => source);
    const resizer = new PictureResizer({ cacheBytes: one.bytes.length * 2 + 10 });
    const read = jest.fn(async () => source);
    for (const id of ['x', 'y', 'z']) await resizer.resize(id, { width: 640, quality: 75, webp: true }, read);
    expect(resizer.cached.entries).toBe(2);
    expect(resizer.cached.bytes).toBeLessThanOrEqual(one.bytes.length * 2 + 10);
    await resizer.resize('x', { width: 640, quality: 75, webp: true }, read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('refuses a picture with more pixels than the limit before decoding it (a decompression bomb), and bytes that are no picture', async () => {
    const resizer = new PictureResizer({ maxInputPixels: 1_000_000 });
    await expect(resizer.resize('bomb', { width: 640, quality: 75, webp: true }, async () => photo(2000, 2000))).rejects.toBeInstanceOf(PictureUnreadableError);
    await expect(resizer.resize('pdf', { width: 640, quality: 75, webp: true }, async () => Buffer.from('%PDF-1.4 not a picture'))).rejects.toBeInstanceOf(
      PictureUnreadableError,
    );
  });

  it('lets a bounded number of resizes wait their turn and refuses more', async () => {
    const resizer = new PictureResizer({ concurrency: 1, maxWaiting: 1 });
    let release!: (bytes: Buffer) => void;
    const held = new Promise<Buffer>((resolve) => (release = resolve));
    const first = resizer.resize('1', { width: 640, quality: 75, webp: true }, () => held);
    const second = resizer.resize('2', { width: 640, quality: 75, webp: true }, async () => photo(10, 10));
    await expect(resizer.resize('3', { width: 640, quality: 75, webp: true }, async () => photo(10, 10))).rejects.toBeInstanceOf(PictureBusyError);
    release(await photo(10, 10));
    await expect(first).resolves.toMatchObject({ width: 10 });
    await expect(second).resolves.toMatchObject({ width: 10 });
  });

  it('gives WebP only to an Accept that names it', () => {
    expect(acceptsWebp('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe(true);
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp('image/png,image/*;q=0.8')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
    expect([pictureFormat(true, true), pictureFormat(true, false), pictureFormat(false, false)]).toEqual(['webp', 'png', 'jpeg']);
  });
});
