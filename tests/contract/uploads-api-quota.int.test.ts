import { FileTexts, VISITOR_UPLOAD_QUOTA } from '@helpwire/contracts';
import { apiOf, signUpBody, uniqueIds } from './accounts';
import { tinyPdf, upload } from './files';
import { startStack, type Stack } from './stack';

describe('uploads API: visitors (no account yet) have an hourly quota per address', () => {
  let stack: Stack;
  const unique = uniqueIds();
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 60_000);
  afterAll(async () => {
    await stack.stop();
  });
  const { post, codeFor } = apiOf(() => stack);
  const visitorUpload = () => upload(stack.base, { content: tinyPdf(), name: 'doc.pdf', purpose: 'DOCUMENT' });
  const sql = (text: string) => stack.database.db.execute(text) as unknown as Promise<{ rows: Record<string, unknown>[] }>;

  it('refuses with 429 and a clear text past the bytes or the count of the hour; signed-in accounts are not limited by it', async () => {
    const first = await visitorUpload();
    expect(first.status).toBe(201);
    const { rows } = await sql(`select visitor_address from auth.files where id = '${first.body.data.id}'`);
    expect(rows[0]!.visitor_address).toEqual(expect.stringContaining('127.0.0.1'));

    // Bytes: as if that upload had been nearly the whole hourly allowance.
    await sql(`update auth.files set size = ${VISITOR_UPLOAD_QUOTA.bytes - 100} where id = '${first.body.data.id}'`);
    const overBytes = await visitorUpload();
    expect(overBytes.status).toBe(429);
    expect(overBytes.body.message).toBe(FileTexts.visitorQuota);
    await sql(`update auth.files set size = ${tinyPdf().length} where id = '${first.body.data.id}'`);

    // Count: the rest of the hour's files, then one more.
    for (let i = 1; i < VISITOR_UPLOAD_QUOTA.files; i++) expect((await visitorUpload()).status).toBe(201);
    const overCount = await visitorUpload();
    expect(overCount.status).toBe(429);
    expect(overCount.body).toMatchObject({ statusCode: 429, message: FileTexts.visitorQuota });

    const body = signUpBody(unique());
    await post('/auth/signup', body);
    const token = (await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) })).body.data.token as string;
    expect((await upload(stack.base, { content: tinyPdf(), name: 'mine.pdf', purpose: 'DOCUMENT', token })).status).toBe(201);

    // An hour later the address may upload again.
    await sql(`update auth.files set created_at = now() - interval '61 minutes' where owner_id is null`);
    expect((await visitorUpload()).status).toBe(201);
  });
});
