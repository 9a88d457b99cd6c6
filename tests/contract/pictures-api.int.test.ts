import { IMAGE_WIDTHS, ImageTexts } from '@helpwire/contracts';
import sharp from 'sharp';
import { tinyPdf, upload } from './files';
import { signedInOf } from './signed-in';
import { startStack, type Stack } from './stack';

/** What Chromium sends for an <img>, and what a browser without WebP sends. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const NO_WEBP_ACCEPT = 'image/png,image/jpeg,image/*;q=0.8,*/*;q=0.5';

/** A photo-like picture (a gradient with noise compresses like a photo, unlike a flat colour). */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i % (width * 3)) / 12 + ((i * 7919) % 61)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('pictures at the widths of spec §9: GET /files/:id?w=&q=', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 60_000);
  afterAll(async () => {
    await stack.stop();
  });
  const accounts = signedInOf(() => stack);
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.base}${path}`, { headers });
  const error = async (response: Response) => {
    const body = (await response.json()) as { code: string; message: string };
    return [response.status, body.code, body.message];
  };

  /** A signed-in user's uploaded profile picture (public at once): its address. */
  async function uploadedPicture(content: Buffer, name: string, type: string): Promise<string> {
    const { token } = await accounts.verifiedUser();
    const uploaded = await upload(stack.base, { content, name, type, purpose: 'PROFILE_PICTURE', token });
    expect(uploaded.status).toBe(201);
    return uploaded.body.data.url as string;
  }

  it('answers each spec width (never wider than the picture), WebP for a browser that takes it, JPEG otherwise, cached for good', async () => {
    const original = await photo(1600, 1000);
    const url = await uploadedPicture(original, 'holiday.jpg', 'image/jpeg');

    for (const width of IMAGE_WIDTHS) {
      const response = await get(`${url}?w=${width}`, { accept: BROWSER_ACCEPT });
      expect([width, response.status, response.headers.get('content-type')]).toEqual([width, 200, 'image/webp']);
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([width, meta.format, meta.width, meta.height]).toEqual([width, 'webp', Math.min(width, 1600), Math.round((Math.min(width, 1600) * 1000) / 1600)]);
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
    }

    const webp = await get(`${url}?w=640`, { accept: BROWSER_ACCEPT });
    expect(webp.headers.get('vary')).toContain('Accept');
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(webp.headers.get('x-content-type-options')).toBe('nosniff');
    expect(webp.headers.get('content-disposition')).toMatch(/^inline; filename="holiday-640w.webp"/);

    const jpeg = await get(`${url}?w=640`, { accept: NO_WEBP_ACCEPT });
    expect([jpeg.status, jpeg.headers.get('content-type'), jpeg.headers.get('vary')]).toEqual([200, 'image/jpeg', 'Accept']);
    const jpegMeta = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect([jpegMeta.format, jpegMeta.width]).toEqual(['jpeg', 640]);
    // No Accept at all (a script, an old client): JPEG.
    expect((await get(`${url}?w=640`)).headers.get('content-type')).toBe('image/jpeg');

    // The quality is honoured: 30 is smaller than the default 75, which is smaller than 95.
    const sizeAt = async (q?: number) =>
      (await (await get(`${url}?w=828${q === undefined ? '' : `&q=${q}`}`, { accept: BROWSER_ACCEPT })).arrayBuffer()).byteLength;
    const [low, normal, high] = [await sizeAt(30), await sizeAt(), await sizeAt(95)];
    expect(low).toBeLessThan(normal);
    expect(normal).toBeLessThan(high);

    // Without w: the stored bytes as they are, cached for good too (the id never changes content).
    const stored = await get(url, { accept: BROWSER_ACCEPT });
    expect([stored.status, stored.headers.get('content-type'), stored.headers.get('cache-control')]).toEqual([
      200,
      'image/jpeg',
      'public, max-age=31536000, immutable',
    ]);
    expect(Buffer.from(await stored.arrayBuffer()).equals(original)).toBe(true);
  });

  it('keeps a transparent PNG a PNG for a browser without WebP', async () => {
    const png = await sharp({ create: { width: 900, height: 900, channels: 4, background: { r: 0, g: 90, b: 180, alpha: 0.4 } } })
      .png()
      .toBuffer();
    const url = await uploadedPicture(png, 'logo.png', 'image/png');
    const response = await get(`${url}?w=750`, { accept: NO_WEBP_ACCEPT });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/png']);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.hasAlpha]).toEqual([750, true]);
  });

  it('answers 400 with a clear text for a width not in the list, a bad quality, or q without w', async () => {
    const url = await uploadedPicture(await photo(700, 700), 'me.jpg', 'image/jpeg');
    const invalid = (message: string) => [400, 'UPLOAD_IMAGE_SIZE_INVALID', message];
    expect(ImageTexts.widthInvalid).toBe('w must be one of 640, 750, 828, 1080, 1200, 1920, 2048, 3840');
    for (const w of ['500', '641', '0', '-640', '640.0', 'abc', ''])
      expect([w, ...(await error(await get(`${url}?w=${w}`)))]).toEqual([w, ...invalid(ImageTexts.widthInvalid)]);
    expect(await error(await get(`${url}?w=640&w=750`))).toEqual(invalid(ImageTexts.widthInvalid));
    for (const q of ['0', '101', '7.5', 'high', ''])
      expect([q, ...(await error(await get(`${url}?w=640&q=${q}`)))]).toEqual([q, ...invalid(ImageTexts.qualityInvalid)]);
    expect(await error(await get(`${url}?q=50`))).toEqual(invalid(ImageTexts.qualityNeedsWidth));
    // The bounds themselves are fine.
    for (const q of ['1', '100']) expect((await get(`${url}?w=640&q=${q}`)).status).toBe(200);
  });

  it('never resizes a document or an ID card, and keeps their access rules: a stranger still gets 404', async () => {
    const owner = await accounts.verifiedUser();
    const document = await upload(stack.base, { content: tinyPdf(), name: 'diploma.pdf', purpose: 'DOCUMENT', token: owner.token });
    expect(document.status).toBe(201);
    const auth = { authorization: `Bearer ${owner.token}` };
    expect(await error(await get(`${document.body.data.url}?w=640`, auth))).toEqual([400, 'UPLOAD_NOT_RESIZABLE', ImageTexts.notResizable]);
    // A picture sent as dispute evidence is not a profile picture: not resized either.
    const evidence = await upload(stack.base, {
      content: await photo(800, 600),
      name: 'crack.jpg',
      type: 'image/jpeg',
      purpose: 'DISPUTE',
      token: owner.token,
    });
    expect(await error(await get(`${evidence.body.data.url}?w=640`, auth))).toEqual([400, 'UPLOAD_NOT_RESIZABLE', ImageTexts.notResizable]);
    // The owner still reads it as it is, privately.
    const own = await get(document.body.data.url, auth);
    expect([own.status, own.headers.get('content-type'), own.headers.get('cache-control')]).toEqual([200, 'application/pdf', 'private, no-store']);

    const stranger = await accounts.verifiedUser();
    for (const path of [`${document.body.data.url}?w=640`, `${evidence.body.data.url}?w=640`, `${document.body.data.url}?w=640&q=50`])
      expect((await get(path, { authorization: `Bearer ${stranger.token}` })).status).toBe(404);
    expect((await get(`${document.body.data.url}?w=640`)).status).toBe(404);
  });

  it('documents w and q in OpenAPI', async () => {
    const docs = await (await fetch(`${stack.base}/api/docs`)).json();
    const parameters = docs.paths['/files/{id}'].get.parameters as { name: string; schema: { enum?: number[]; default?: number } }[];
    expect(parameters.find((p) => p.name === 'w')?.schema.enum).toEqual([...IMAGE_WIDTHS]);
    expect(parameters.find((p) => p.name === 'q')?.schema.default).toBe(75);
  });
});
