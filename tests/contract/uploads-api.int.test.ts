import { ACCOUNT_UPLOAD_QUOTA, fileRefSchema, FileTexts, VISITOR_UPLOAD_QUOTA } from '@helpwire/contracts';
import { apiOf, freshPhone, signUpBody as accountBody, uniqueIds } from './accounts';
import { helperFiles, tinyPdf, tinyPng, upload, uploadPdf } from './files';
import { startStack, type Stack } from './stack';

const omar = { first: 'Omar', last: 'Saleh', gender: 'Male' };
/** Omar signs up with a phone of his own (helpers need one). */
const signUpBody = (n: string, extra: Record<string, unknown> = {}) => accountBody(n, { phone: freshPhone(), ...extra }, omar);

describe('uploads API: multipart → gateway → gRPC FileService → auth → storage', () => {
  let stack: Stack;
  const unique = uniqueIds();
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 60_000);
  afterAll(async () => {
    await stack.stop();
  });
  const { post, codeFor, get: getJson } = apiOf(() => stack);
  // Raw responses: file downloads are bytes, not JSON.
  const get = (path: string, token?: string) =>
    fetch(`${stack.base}${path.startsWith('/api') ? '' : '/api/v1'}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  async function verified(path: '/auth/signup' | '/auth/signup/helper', body: ReturnType<typeof signUpBody>) {
    const created = await post(path, body);
    expect(created.status).toBe(201);
    const ok = await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
    expect(ok.status).toBe(200);
    return ok.body.data.token as string;
  }

  it('a visitor uploads, a helper sign-up claims the files, and only the owner reads them', async () => {
    const idCardUpload = await upload(stack.base, { content: tinyPng(), name: 'C:\\scans\\my id.png', type: 'image/png', purpose: 'ID_CARD' });
    expect(idCardUpload.status).toBe(201);
    expect(idCardUpload.body.message).toBe(FileTexts.uploaded);
    expect(idCardUpload.body.data).toMatchObject({ purpose: 'ID_CARD', name: 'my id.png', mimeType: 'image/png', size: tinyPng().length });
    expect(idCardUpload.body.data.url).toBe(`/api/v1/files/${idCardUpload.body.data.id}`);
    expect(new Date(idCardUpload.body.data.createdAt).toISOString()).toBe(idCardUpload.body.data.createdAt);
    // Exactly the contract's file reference (the raw upload route is outside the checked catalogue).
    expect(fileRefSchema.safeParse(idCardUpload.body.data).error?.issues ?? []).toEqual([]);
    const documentId = await uploadPdf(stack.base);

    // Unclaimed: nobody reads it, not even with its id.
    expect((await get(`/files/${documentId}`)).status).toBe(404);

    const body = signUpBody(unique(), { idCard: idCardUpload.body.data.id, documents: [documentId] });
    const token = await verified('/auth/signup/helper', body);
    const me = await getJson('/users/find', token);
    expect(me.body.data.idCard).toMatchObject({ id: idCardUpload.body.data.id, purpose: 'ID_CARD', url: `/api/v1/files/${idCardUpload.body.data.id}` });
    expect(me.body.data.documents).toEqual([
      expect.objectContaining({ id: documentId, purpose: 'DOCUMENT', mimeType: 'application/pdf', url: `/api/v1/files/${documentId}` }),
    ]);

    const own = await get(me.body.data.documents[0].url, token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename="diploma.pdf"/);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('cache-control')).toContain('private');
    expect(Buffer.from(await own.arrayBuffer()).equals(tinyPdf())).toBe(true);

    const otherToken = await verified('/auth/signup', signUpBody(unique()));
    const other = await get(`/files/${documentId}`, otherToken);
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe(FileTexts.fileNotFound);
    expect((await get(`/files/${documentId}`)).status).toBe(404);
    expect((await get(`/files/${idCardUpload.body.data.id}`, otherToken)).status).toBe(404);
    expect((await get('/files/not-a-uuid')).status).toBe(404);

    // Claimed files cannot be claimed again by another sign-up.
    const again = await post('/auth/signup/helper', signUpBody(unique(), { idCard: idCardUpload.body.data.id, documents: [documentId] }));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(FileTexts.fileNotUsable);
  });

  it('checks the type in the content: a PNG named x.pdf is not a document', async () => {
    const result = await upload(stack.base, { content: tinyPng(), name: 'x.pdf', type: 'application/pdf', purpose: 'DOCUMENT' });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Only PDF files are allowed');
    const picture = await upload(stack.base, { content: tinyPdf(), name: 'me.png', type: 'image/png', purpose: 'PROFILE_PICTURE' });
    expect(picture.body.message).toBe(FileTexts.onlyImages);
  });

  it('refuses an 11 MB PDF with the size text, whether the purpose comes before or after the file', async () => {
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    for (const purposeLast of [false, true]) {
      const result = await upload(stack.base, { content: big, name: 'big.pdf', purpose: 'DOCUMENT', purposeLast });
      expect(result.status).toBe(413);
      expect(result.body.message).toBe('Each document must be at most 10 MB');
    }
    const picture = await upload(stack.base, {
      content: Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024)]),
      name: 'me.png',
      type: 'image/png',
      purpose: 'PROFILE_PICTURE',
    });
    expect(picture.status).toBe(413);
    expect(picture.body.message).toBe(FileTexts.pictureTooLarge);
  });

  it('answers clear texts for a missing file, a bad purpose, two files, an empty file and a JSON body', async () => {
    expect((await upload(stack.base, { purpose: 'DOCUMENT' })).body).toMatchObject({ statusCode: 400, message: 'Choose a file to upload' });
    expect((await upload(stack.base, { content: tinyPdf(), purpose: 'AVATAR' })).body.message).toBe(FileTexts.purposeInvalid);
    expect((await upload(stack.base, { content: tinyPdf() })).body.message).toBe(FileTexts.purposeInvalid);
    expect((await upload(stack.base, { content: Buffer.alloc(0), purpose: 'DOCUMENT' })).body.message).toBe(FileTexts.emptyFile);
    const form = new FormData();
    form.append('purpose', 'DOCUMENT');
    form.append('file', new Blob([new Uint8Array(tinyPdf())]), 'a.pdf');
    form.append('file', new Blob([new Uint8Array(tinyPdf())]), 'b.pdf');
    const two = await fetch(`${stack.base}/api/v1/upload`, { method: 'POST', body: form });
    expect(two.status).toBe(400);
    expect((await two.json()).message).toBe(FileTexts.oneFileOnly);
    const json = await post('/upload', { purpose: 'DOCUMENT' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(FileTexts.notMultipart);
  });

  it('a helper sign-up requires an ID card and documents it may use', async () => {
    const missing = await post('/auth/signup/helper', signUpBody(unique()));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(expect.arrayContaining([FileTexts.idCardRequired, FileTexts.documentsRequired]));
    // A DOCUMENT is not an ID card, and an unknown id is nobody's file.
    const documentId = await uploadPdf(stack.base);
    const wrongPurpose = await post('/auth/signup/helper', signUpBody(unique(), { idCard: documentId, documents: [documentId] }));
    expect(wrongPurpose.body.message).toBe(FileTexts.fileNotUsable);
    const files = await helperFiles(stack.base);
    const unknown = await post('/auth/signup/helper', signUpBody(unique(), { idCard: files.idCard, documents: ['1b4e28ba-2fa1-41d2-883f-0016d3cca427'] }));
    expect(unknown.body.message).toBe(FileTexts.fileNotUsable);
    // The failed sign-up claimed nothing: the same files still work.
    expect((await post('/auth/signup/helper', signUpBody(unique(), files))).status).toBe(201);
  });

  it('keeps a UTF-8 (Arabic) file name: stored, listed on the profile and sent back as filename*', async () => {
    const name = 'هوية الإمارات.png';
    const idCard = await upload(stack.base, { content: tinyPng(), name, type: 'image/png', purpose: 'ID_CARD' });
    expect(idCard.status).toBe(201);
    expect(idCard.body.data.name).toBe(name);
    const documentId = await uploadPdf(stack.base);
    const token = await verified('/auth/signup/helper', signUpBody(unique(), { idCard: idCard.body.data.id, documents: [documentId] }));
    const me = await getJson('/users/find', token);
    expect(me.body.data.idCard.name).toBe(name);
    const own = await get(me.body.data.idCard.url, token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(Buffer.from(await own.arrayBuffer()).equals(tinyPng())).toBe(true);
  });

  it('a profile picture is public: anyone reads it inline', async () => {
    const token = await verified('/auth/signup', signUpBody(unique()));
    const uploaded = await upload(stack.base, { content: tinyPng(), name: 'me.png', type: 'image/png', purpose: 'PROFILE_PICTURE', token });
    expect(uploaded.status).toBe(201);
    const anonymous = await get(uploaded.body.data.url);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('content-type')).toBe('image/png');
    expect(anonymous.headers.get('content-disposition')).toMatch(/^inline/);
    expect(anonymous.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await anonymous.arrayBuffer()).equals(tinyPng())).toBe(true);
  });

  /** Visitors (no account yet) have an hourly quota per address; runs last (it uses up this address's). */
  const visitorUpload = () => upload(stack.base, { content: tinyPdf(), name: 'doc.pdf', purpose: 'DOCUMENT' });
  const sql = (text: string) => stack.database.db.execute(text) as unknown as Promise<{ rows: Record<string, unknown>[] }>;

  it('documents both routes in OpenAPI', async () => {
    const docs = await (await fetch(`${stack.base}/api/docs`)).json();
    expect(docs.paths['/upload'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(docs.paths['/files/{id}'].get).toBeDefined();
  });

  it('visitors: refuses with 429 and a clear text past the bytes or the count of the hour; signed-in accounts are not limited by it', async () => {
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

    // Count: the rest of the hour's files (this suite's earlier visitor uploads count too), then one more.
    const counted = await sql(`select count(*)::int as n from auth.files where visitor_address = '${rows[0]!.visitor_address}'`);
    for (let i = Number(counted.rows[0]!.n); i < VISITOR_UPLOAD_QUOTA.files; i++) expect((await visitorUpload()).status).toBe(201);
    const overCount = await visitorUpload();
    expect(overCount.status).toBe(429);
    expect(overCount.body).toMatchObject({ statusCode: 429, message: FileTexts.visitorQuota });

    const token = await verified('/auth/signup', signUpBody(unique()));
    expect((await upload(stack.base, { content: tinyPdf(), name: 'mine.pdf', purpose: 'DOCUMENT', token })).status).toBe(201);

    // An hour later the address may upload again.
    await sql(`update auth.files set created_at = now() - interval '61 minutes' where owner_id is null`);
    expect((await visitorUpload()).status).toBe(201);
  });

  it("accounts: 429 with a clear text past the hour's bytes or files, or the total they hold; parallel uploads cannot pass it; other accounts untouched", async () => {
    const token = await verified('/auth/signup', signUpBody(unique()));
    const other = await verified('/auth/signup', signUpBody(unique()));
    const mine = () => upload(stack.base, { content: tinyPdf(), name: 'evidence.pdf', purpose: 'DISPUTE', token });
    const first = await mine();
    expect(first.status).toBe(201);
    const owner = (await sql(`select owner_id from auth.files where id = '${first.body.data.id}'`)).rows[0]!.owner_id as string;
    const refused = (r: { status: number; body: { message: string; code: string } }, text: string) =>
      expect({ status: r.status, message: r.body.message, code: r.body.code }).toEqual({ status: 429, message: text, code: 'UPLOAD_QUOTA_EXCEEDED' });

    // Bytes of the hour: as if that upload had been nearly the whole hourly allowance.
    await sql(`update auth.files set size = ${ACCOUNT_UPLOAD_QUOTA.perHour.bytes - 100} where id = '${first.body.data.id}'`);
    refused(await mine(), FileTexts.accountHourlyQuota);
    expect((await upload(stack.base, { content: tinyPdf(), name: 'x.pdf', purpose: 'DISPUTE', token: other })).status).toBe(201);
    // An hour later it may upload again; what it holds in all still counts.
    await sql(`update auth.files set created_at = now() - interval '61 minutes' where owner_id = '${owner}'`);
    expect((await mine()).status).toBe(201);
    await sql(`update auth.files set size = ${ACCOUNT_UPLOAD_QUOTA.total.bytes - 100} where id = '${first.body.data.id}'`);
    refused(await mine(), FileTexts.accountTotalQuota);
    await sql(`update auth.files set size = ${tinyPdf().length}, created_at = now() - interval '61 minutes' where owner_id = '${owner}'`);

    // Files of the hour, raced: with two places left, eight parallel uploads keep exactly two.
    await sql(`update auth.files set created_at = now() where owner_id = '${owner}'`);
    const held = Number((await sql(`select count(*)::int as n from auth.files where owner_id = '${owner}'`)).rows[0]!.n);
    await sql(
      `insert into auth.files (id, owner_id, purpose, name, mime_type, size, sha256, storage_key)
       select gen_random_uuid(), owner_id, purpose, name, mime_type, size, sha256, storage_key || '-' || n from auth.files, generate_series(1, ${ACCOUNT_UPLOAD_QUOTA.perHour.files - held - 2}) n where id = '${first.body.data.id}'`,
    );
    const raced = await Promise.all(Array.from({ length: 8 }, () => mine()));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
    for (const r of raced.filter((x) => x.status === 429)) refused(r, FileTexts.accountHourlyQuota);
    expect(Number((await sql(`select count(*)::int as n from auth.files where owner_id = '${owner}'`)).rows[0]!.n)).toBe(ACCOUNT_UPLOAD_QUOTA.perHour.files);
  });
});
