import { FileTexts } from '@helpwire/contracts';
import type { UploadInput } from '../grpc/request-messages';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { pngBytes, useCaseFixture } from '../../test/use-case-fixture';
import { files } from '../store/schema';
import { mayRead } from './get-file';
import { uploadFile } from './upload-file';

const png = pngBytes(5000);

/** An upload stream: the first message names the file, the bytes follow in chunks, `last` marks the end. */
async function* stream(purpose: string, content: Buffer, { last = true, chunk = 1024, clientAddress = '10.4.0.1' } = {}): AsyncIterable<UploadInput> {
  for (let at = 0; at < content.length; at += chunk) {
    const end = at + chunk >= content.length;
    yield {
      purpose: at === 0 ? purpose : '',
      name: at === 0 ? 'My Picture.png' : '',
      content: content.subarray(at, at + chunk),
      clientAddress: at === 0 ? clientAddress : '',
      last: end && last,
    };
  }
}

async function readAll(bytes: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('uploadFile', () => {
  const f = useCaseFixture();

  it("stores a signed-in account's picture in chunks, owned by it, with its sniffed type and hash", async () => {
    const account = await f.verifiedAccount();
    const { file } = await uploadFile(f.deps, stream('PROFILE_PICTURE', png), account.ctx);
    const [row] = await f.database.db.select().from(files).where(eq(files.id, file!.id));
    expect(row).toMatchObject({
      ownerId: account.userId,
      purpose: 'PROFILE_PICTURE',
      mimeType: 'image/png',
      size: png.length,
      sha256: createHash('sha256').update(png).digest('hex'),
    });
    expect(await readAll(await f.deps.files.open(row!.storageKey))).toEqual(png);
  });

  it("keeps a visitor's upload unclaimed, with the visitor's address", async () => {
    const { file } = await uploadFile(f.deps, stream('ID_CARD', png, { clientAddress: '10.4.0.2' }), f.ctx());
    const [row] = await f.database.db.select().from(files).where(eq(files.id, file!.id));
    expect(row).toMatchObject({ ownerId: null, purpose: 'ID_CARD', visitorAddress: '10.4.0.2' });
  });

  it('refuses a type the purpose does not take with the spec text, and an interrupted upload, storing nothing', async () => {
    const before = (await f.database.db.select().from(files)).length;
    await expect(uploadFile(f.deps, stream('DOCUMENT', png), f.ctx())).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', messages: [FileTexts.onlyPdf] });
    await expect(uploadFile(f.deps, stream('PROFILE_PICTURE', png, { last: false }), f.ctx())).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await expect(uploadFile(f.deps, stream('SOMETHING', png), f.ctx())).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect((await f.database.db.select().from(files)).length).toBe(before);
  });

  it("keeps an admin's tutorial video (MP4 or WebM by its bytes) from the start, for everyone to watch; anyone else is refused (decision 0080)", async () => {
    const account = await f.verifiedAccount();
    const admin = { ...account.ctx, identity: { ...account.ctx.identity, role: 'ADMIN' } };
    // WebM: Matroska's EBML header with DocType "webm"; an MKV (DocType "matroska") is refused below.
    const ebml = (docType: string) =>
      Buffer.concat([
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | (4 + 3 + docType.length), 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]),
        Buffer.from(docType),
      ]);
    const webm = Buffer.concat([ebml('webm'), Buffer.from('frames'.repeat(300))]);
    const { file } = await uploadFile(f.deps, stream('TUTORIAL_VIDEO', webm), admin);
    const [row] = await f.database.db.select().from(files).where(eq(files.id, file!.id));
    expect(row).toMatchObject({ ownerId: account.userId, purpose: 'TUTORIAL_VIDEO', mimeType: 'video/webm', attachedAt: expect.any(Date) });
    expect(mayRead(row!, {})).toBe(true);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(3000, 1)]);
    expect((await uploadFile(f.deps, stream('TUTORIAL_VIDEO', mp4), admin)).file).toMatchObject({ mimeType: 'video/mp4' });

    const before = (await f.database.db.select().from(files)).length;
    await expect(uploadFile(f.deps, stream('TUTORIAL_VIDEO', png), admin)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', messages: [FileTexts.videoType] });
    await expect(uploadFile(f.deps, stream('TUTORIAL_VIDEO', Buffer.concat([ebml('matroska'), Buffer.alloc(3000, 1)])), admin)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: [FileTexts.videoType],
    });
    await expect(uploadFile(f.deps, stream('TUTORIAL_VIDEO', webm), account.ctx)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      messages: [FileTexts.videoNeedsAdmin],
    });
    await expect(uploadFile(f.deps, stream('TUTORIAL_VIDEO', webm), f.ctx())).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await f.database.db.select().from(files)).length).toBe(before);
  });
});
