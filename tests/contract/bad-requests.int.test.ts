import { request } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { apiOf } from './accounts';
import { signedInOf } from './signed-in';
import { call, startStack, type Stack } from './stack';

/** A raw HTTP/1.1 request (fetch refuses some of the headers an attacker sends). */
function rawRequest(base: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; body: string }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: body ? 'POST' : 'GET', headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const contact = { name: 'Layla', email: 'layla@example.com', subject: 'Hello', message: 'A question' };

describe('requests a client got wrong are 400s, never 500s', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 60_000);
  afterAll(async () => {
    await stack.stop();
  });
  const { post, get } = apiOf(() => stack);

  it('refuses a null character in any text field of a JSON body, in a query string or in a path', async () => {
    const expected = { statusCode: 400, message: 'Text must not contain the null character (\\u0000)', error: 'Bad Request', code: 'REQUEST_NULL_CHARACTER' };
    expect(await post('/contactus/create', { ...contact, message: 'before\u0000after' })).toMatchObject({ status: 400, body: expected });
    expect(await post('/auth/signup', { firstName: 'A\u0000' })).toMatchObject({ status: 400, body: expected });
    expect(await post('/contactus/create', { ...contact, extra: [{ 'key\u0000': 'x' }] })).toMatchObject({ status: 400, body: expected });
    expect(await get('/content/findFaq?categoryId=%00')).toMatchObject({ status: 400, body: expected });
    expect(await get('/category/getCategoryById/abc%00')).toMatchObject({ status: 400, body: expected });
  });

  it('answers a body that is not valid gzip (Content-Encoding: gzip) with 400', async () => {
    const garbage = await rawRequest(
      stack.base,
      '/api/v1/contactus/create',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      Buffer.from('this is not gzip at all'),
    );
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual({
      statusCode: 400,
      message: 'The request body is not valid for its Content-Encoding',
      error: 'Bad Request',
      code: 'REQUEST_INVALID_COMPRESSED_BODY',
    });
    // A real gzip body is read.
    const gzipped = await rawRequest(
      stack.base,
      '/api/v1/contactus/create',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(JSON.stringify(contact)),
    );
    expect(gzipped.status).toBe(201);
  });

  it('answers a malformed % escape in a path parameter with 400, and on no route with 404', async () => {
    for (const path of ['/api/v1/category/getCategoryById/%E0%A4%A', '/api/v1/files/%E0%A4%A', '/api/v1/category/getCategoryById/%zz']) {
      const { status, body } = await call(stack.base, path);
      expect({ path, status, body }).toEqual({
        path,
        status: 400,
        body: { statusCode: 400, message: 'Malformed URL: a % escape is not valid', error: 'Bad Request', code: 'REQUEST_MALFORMED_URL' },
      });
    }
    for (const path of ['/api/v1/%E0%A4%A', '/%E0%A4%A']) expect({ path, status: (await call(stack.base, path)).status }).toEqual({ path, status: 404 });
  });

  it('ignores a traceparent header that is not W3C trace context (non-ASCII included)', async () => {
    for (const traceparent of ['00-é-ü', 'ÿ'.repeat(60), '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\u00e9']) {
      const latin1 = Buffer.from(traceparent, 'latin1').toString('latin1');
      const { status } = await rawRequest(stack.base, '/api/v1/category/getNonSubCategories', { traceparent: latin1 });
      expect({ traceparent, status }).toEqual({ traceparent, status: 200 });
    }
    const valid = await rawRequest(stack.base, '/api/v1/category/getNonSubCategories', {
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    });
    expect(valid.status).toBe(200);
  });

  it('answers an admin review whose helper is neither an e-mail nor an account id with 400 and a clear text', async () => {
    const admin = await signedInOf(() => stack).admin();
    for (const helper of ['not-an-email-or-id', '12345', "'; drop table accounts; --"]) {
      const { status, body } = await post('/admin/helpers/review', { helper, approve: true }, admin);
      expect({ helper, status, body }).toEqual({
        helper,
        status: 400,
        body: { statusCode: 400, message: 'Helper must be an e-mail address or an account id', error: 'Bad Request', code: 'VALIDATION_FAILED' },
      });
    }
    // Well-formed but unknown: 404, as before.
    expect((await post('/admin/helpers/review', { helper: '7d1f2e4a-1b2c-4d5e-8f90-123456789abc', approve: true }, admin)).status).toBe(404);
  });

  it('keeps the 4xx status the body parser set (an oversized body or an unknown encoding is not a 500)', async () => {
    const huge = await post('/contactus/create', { ...contact, message: 'x'.repeat(200_000) });
    expect(huge).toMatchObject({ status: 413, body: { statusCode: 413, message: 'Request body is too large' } });
    const encoding = await rawRequest(
      stack.base,
      '/api/v1/contactus/create',
      { 'content-type': 'application/json', 'content-encoding': 'zstd-nonsense' },
      Buffer.from('{}'),
    );
    expect(encoding.status).toBe(415);
    expect((await call(stack.base, '/healthz')).status).toBe(200);
  });

  it('survives JSON and gzip bodies the client aborts half-way', async () => {
    const { port } = new URL(stack.base);
    for (const encoding of ['identity', 'gzip']) {
      const body = encoding === 'gzip' ? gzipSync(JSON.stringify({ ...contact, message: 'y'.repeat(50_000) })) : Buffer.from(JSON.stringify(contact));
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/v1/contactus/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Encoding: ${encoding}\r\nContent-Length: ${body.length}\r\n\r\n`,
          );
          socket.write(body.subarray(0, Math.floor(body.length / 2)));
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 50);
        });
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await call(stack.base, '/healthz')).status).toBe(200);
    expect((await post('/contactus/create', contact)).status).toBe(201);
  });
});
