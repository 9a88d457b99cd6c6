import { FileTexts } from '@helpwire/contracts';
import type { auth } from '@helpwire/proto';
import { randomUUID } from 'node:crypto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { getFile } from './get-file';

describe('getFile', () => {
  const f = useCaseFixture();
  const notFound = { code: 'NOT_FOUND', messages: [FileTexts.fileNotFound] };

  async function read(id: string, ctx = f.ctx()) {
    const messages: auth.GetFileResponse[] = [];
    await getFile(f.deps, { id }, ctx, async (m) => void messages.push(m));
    return { file: messages[0]!.file, content: Buffer.concat(messages.map((m) => Buffer.from(m.content))) };
  }

  it('streams the facts, then the bytes, of an ID card to its owner and to an admin', async () => {
    const owner = await f.verifiedAccount();
    const id = await f.storedFile('ID_CARD', owner.userId);
    const mine = await read(id, owner.ctx);
    expect(mine.file).toMatchObject({ id, mimeType: 'image/png' });
    expect(mine.content.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect((await read(id, f.ctx({ userId: randomUUID(), role: 'ADMIN' }))).content).toEqual(mine.content);
  });

  it('answers not found for an ID card to someone else, an unclaimed upload, an unknown id and a malformed one', async () => {
    const owner = await f.verifiedAccount();
    const other = await f.verifiedAccount();
    await expect(read(await f.storedFile('ID_CARD', owner.userId), other.ctx)).rejects.toMatchObject(notFound);
    await expect(read(await f.storedFile('PROFILE_PICTURE'), other.ctx)).rejects.toMatchObject(notFound);
    await expect(read(randomUUID(), other.ctx)).rejects.toMatchObject(notFound);
    await expect(read('../../etc/passwd', other.ctx)).rejects.toMatchObject(notFound);
  });

  it('serves a claimed profile picture to anyone, a visitor too', async () => {
    const owner = await f.verifiedAccount();
    const id = await f.storedFile('PROFILE_PICTURE', owner.userId);
    expect((await read(id)).file).toMatchObject({ id });
  });
});
