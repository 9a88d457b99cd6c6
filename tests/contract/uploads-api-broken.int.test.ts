import { connect } from 'node:net';
import { FileTexts } from '@helpwire/contracts';
import { apiOf, signUpBody, uniqueIds } from './accounts';
import { tinyPdf, tinyPng, upload } from './files';
import { startStack, type Stack } from './stack';

/** Writes raw bytes to the gateway and answers what it replied (empty when it closed without a word). */
function sendRaw(
  port: number,
  head: string,
  body: Buffer,
  { endAfterBody = true, destroyAfterMs }: { endAfterBody?: boolean; destroyAfterMs?: number } = {},
): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
    socket.on('error', () => resolve(reply));
    socket.on('close', () => resolve(reply));
    socket.write(head);
    socket.write(body);
    if (destroyAfterMs !== undefined) setTimeout(() => socket.destroy(), destroyAfterMs);
    else if (endAfterBody) socket.end();
  });
}

const boundary = '----helpwire-broken';
function multipartHead(length: number, type = `multipart/form-data; boundary=${boundary}`): string {
  return `POST /api/v1/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
}
function partsUpTo(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nDOCUMENT\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    file,
  ]);
}

describe('uploads API: broken and aborted uploads never take the gateway down', () => {
  let stack: Stack;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  beforeAll(async () => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 60_000);
  afterAll(async () => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
    await stack.stop();
  });

  it('a body that ends inside the file part is refused with 400 and nothing escapes', async () => {
    const body = partsUpTo(Buffer.concat([tinyPdf(), Buffer.alloc(64 * 1024, 0x20)]));
    // Announces more than it sends, then half-closes: busboy sees "Unexpected end of form".
    const reply = await sendRaw(stack.gateway.port, multipartHead(body.length + 5000), body);
    expect(reply === '' || /^HTTP\/1\.1 400/.test(reply)).toBe(true);
    // The complete body without its closing boundary, with an honest length.
    const honest = await sendRaw(stack.gateway.port, multipartHead(body.length), body);
    expect(honest).toMatch(/^HTTP\/1\.1 400/);
    expect(honest).toContain('multipart');
  });

  it('malformed bodies (bad boundary, garbage, no boundary) answer 400', async () => {
    const garbage = Buffer.from('this is not multipart at all \u0000\u0001\u0002'.repeat(100));
    for (const type of [`multipart/form-data; boundary=${boundary}`, 'multipart/form-data; boundary=', 'multipart/form-data']) {
      const reply = await sendRaw(stack.gateway.port, multipartHead(garbage.length, type), garbage);
      expect(reply).toMatch(/^HTTP\/1\.1 400/);
    }
    const wrongBoundary = Buffer.concat([partsUpTo(tinyPdf()), Buffer.from(`\r\n--other-boundary--\r\n`)]);
    expect(await sendRaw(stack.gateway.port, multipartHead(wrongBoundary.length), wrongBoundary)).toMatch(/^HTTP\/1\.1 400/);
  });

  const fileCount = async () =>
    ((await stack.database.db.execute('select count(*)::int as n from auth.files')) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  it('a client that drops the connection mid-file leaves the gateway well, and no file', async () => {
    const before = await fileCount();
    const body = partsUpTo(Buffer.concat([tinyPdf(), Buffer.alloc(256 * 1024, 0x20)]));
    await sendRaw(stack.gateway.port, multipartHead(body.length + 1024 * 1024), body, { destroyAfterMs: 50 });
    // And one that drops before the first file byte.
    await sendRaw(stack.gateway.port, multipartHead(5000), Buffer.from(`--${boundary}\r\nContent-Disp`), { destroyAfterMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await fileCount()).toBe(before);
  });

  const { post, codeFor } = apiOf(() => stack);
  const unique = uniqueIds();

  it('a type the purpose refuses is refused on the first chunk: an 8 MB PNG sent as a document stores nothing', async () => {
    const before = await fileCount();
    const png = Buffer.concat([tinyPng(), Buffer.alloc(8 * 1024 * 1024, 1)]);
    const refused = await upload(stack.base, { content: png, name: 'x.pdf', type: 'application/pdf', purpose: 'DOCUMENT' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(FileTexts.onlyPdf);
    expect(await fileCount()).toBe(before);
  });

  it('a reader that drops a 10 MB download half-way leaves the gateway well', async () => {
    const body = signUpBody(unique());
    await post('/auth/signup', body);
    const token = (await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) })).body.data.token as string;
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024 - tinyPdf().length, 0x20)]);
    const stored = await upload(stack.base, { content: big, name: 'big.pdf', purpose: 'DOCUMENT', token });
    expect(stored.status).toBe(201);
    for (let i = 0; i < 3; i++) {
      // Reads the first bytes, then goes away with most of the file still to come.
      const first = await new Promise<string>((resolve) => {
        const socket = connect(stack.gateway.port, '127.0.0.1');
        socket.once('data', (chunk) => {
          socket.destroy();
          resolve(chunk.toString('latin1'));
        });
        socket.on('error', () => resolve(''));
        socket.write(`GET ${stored.body.data.url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`);
      });
      expect(first).toMatch(/^HTTP\/1\.1 200/);
    }
    // And a whole one still arrives intact.
    const whole = await fetch(`${stack.base}${stored.body.data.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await whole.arrayBuffer()).equals(big)).toBe(true);
  });

  afterEach(async () => {
    // After each kind of broken upload: still alive, still healthy, and a normal upload still works.
    expect((await fetch(`${stack.base}/healthz`)).status).toBe(200);
    const normal = await upload(stack.base, { content: tinyPdf(), name: 'fine.pdf', purpose: 'DOCUMENT' });
    expect(normal.status).toBe(201);
    expect(uncaught).toEqual([]);
  });
});
