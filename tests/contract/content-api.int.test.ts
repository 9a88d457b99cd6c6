import { randomUUID } from 'node:crypto';
import { securityHeaders } from '@helpwire/security-headers';
import { Texts } from '@helpwire/contracts';
import { SignJWT } from 'jose';
import { waitFor } from '@helpwire/service-kit/testing';
import { signedInOf } from './signed-in';
import { call, startStack, TEST_JWT_SECRET, type Stack } from './stack';

const arabic = /[\u0600-\u06FF]/;

describe('content API: REST → gateway → gRPC → content → PostgreSQL', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await stack.stop();
  });
  const get = (path: string, headers: Record<string, string> = {}) => call(stack.base, `/api/v1${path}`, { headers });
  const post = (path: string, json: unknown, headers: Record<string, string> = {}) => call(stack.base, `/api/v1${path}`, { method: 'POST', json, headers });

  describe('categories', () => {
    it('answers the top-level categories in the success envelope', async () => {
      const { status, body } = await get('/category/getNonSubCategories');
      expect(status).toBe(200);
      expect(body).toMatchObject({ statusCode: 200, message: 'Success' });
      expect(body.data.map((c: { slug: string }) => c.slug)).toEqual([
        'basic-tech-troubleshooting',
        'diy-repairs',
        'car-maintenance',
        'education',
        'live-translation',
      ]);
      const first = body.data[0];
      expect(first).toMatchObject({ parentId: null, icon: expect.any(String), rateCentsPerMinute: expect.any(Number) });
      expect(Number.isInteger(first.rateCentsPerMinute)).toBe(true);
      // The seeded rate, in cents (a Money of 45 USD minor units on the gRPC side).
      expect(first.rateCentsPerMinute).toBe(45);
      expect(first.subCategories.length).toBeGreaterThan(0);
      expect(first.subCategories[0].parentId).toBe(first.id);
    });

    it('speaks Arabic for accept-language: ar and English for languages without content', async () => {
      const inArabic = await get('/category/getNonSubCategories', { 'accept-language': 'ar-EG,ar;q=0.9' });
      expect(inArabic.body.data[0].name).toMatch(arabic);
      expect(inArabic.body.data[0].guidelines[0]).toMatch(arabic);
      const inFrench = await get('/category/getNonSubCategories', { 'accept-language': 'fr' });
      expect(inFrench.body.data[0].name).toBe('Basic Tech Troubleshooting');
    });

    it('pages all categories with meta', async () => {
      const { status, body } = await get('/category/getAllCategories?page=2&limit=5');
      expect(status).toBe(200);
      expect(body.data).toHaveLength(5);
      expect(body.meta).toEqual({ currentPage: 2, lastPage: Math.ceil(body.meta.total / 5), total: body.meta.total });
      expect(body.meta.total).toBeGreaterThanOrEqual(20);
    });

    it('rejects bad paging with a clear message', async () => {
      const { status, body } = await get('/category/getAllCategories?limit=500&page=0');
      expect(status).toBe(400);
      expect(body).toEqual({
        statusCode: 400,
        message: ['page must be a whole number from 1', 'limit must be a whole number from 1 to 100'],
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
      });
    });

    it('finds a category by slug (query or path) and by id', async () => {
      const bySlug = await get('/category/getCategoryById?id=education');
      expect(bySlug.status).toBe(200);
      expect(bySlug.body.data.slug).toBe('education');
      expect(bySlug.body.data.guidelines.length).toBeGreaterThan(0);
      const byPath = await get(`/category/getCategoryById/${bySlug.body.data.id}`, { 'accept-language': 'ar' });
      expect(byPath.body.data.name).toMatch(arabic);
    });

    it('answers 404 for an unknown category and 400 for a malformed id', async () => {
      const unknown = await get('/category/getCategoryById?id=underwater-basket-weaving');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ statusCode: 404, message: 'Category not found', error: 'Not Found', code: 'CONTENT_CATEGORY_NOT_FOUND' });
      const malformed = await get('/category/getCategoryById?id=%3Cscript%3E');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Invalid id');
      const missing = await get('/category/getCategoryById');
      expect(missing.status).toBe(400);
    });

    it('an admin edits a category in both languages and its rate; the public site shows it on its next request (issue 24, item 7)', async () => {
      const accounts = signedInOf(() => stack);
      const admin = { authorization: `Bearer ${await accounts.admin()}` };
      const user = await accounts.verifiedUser();
      const put = (path: string, json: unknown, headers: Record<string, string>) => call(stack.base, `/api/v1${path}`, { method: 'PUT', json, headers });
      const before = await get('/admin/categories/live-translation', admin);
      expect(before.status).toBe(200);
      const stored = before.body.data as { name: { en: string; ar: string }; rateCentsPerMinute: number; guidelines: unknown[] };
      const edit = {
        name: { en: 'Live Interpreting', ar: 'الترجمة الفورية المباشرة' },
        description: before.body.data.description,
        guidelines: stored.guidelines,
        rateCentsPerMinute: 80,
        active: true,
        reason: 'The interpreters asked for a clearer name.',
      };
      // A reason is required (decision 0081).
      expect((await put('/admin/categories/live-translation', { ...edit, reason: ' ' }, admin)).status).toBe(400);
      const saved = await put('/admin/categories/live-translation', edit, admin);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ name: edit.name, rateCentsPerMinute: 80, active: true });

      const publicEn = await get('/category/getCategoryById?id=live-translation');
      expect(publicEn.body.data).toMatchObject({ name: 'Live Interpreting', rateCentsPerMinute: 80 });
      const publicAr = await get('/category/getNonSubCategories', { 'accept-language': 'ar' });
      expect((publicAr.body.data as { slug: string; name: string }[]).find((c) => c.slug === 'live-translation')?.name).toBe('الترجمة الفورية المباشرة');

      // Bad input changes nothing; only admins may read or edit.
      const bad = await put('/admin/categories/live-translation', { ...edit, name: { en: 'X', ar: '' }, rateCentsPerMinute: 100_000 }, admin);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toEqual(['The name is required in English and Arabic', 'The rate must be a whole number of cents from 0 to 10000']);
      expect((await get('/category/getCategoryById?id=live-translation')).body.data.rateCentsPerMinute).toBe(80);
      expect((await put('/admin/categories/underwater-basket-weaving', edit, admin)).status).toBe(404);
      expect((await put('/admin/categories/live-translation', edit, { authorization: `Bearer ${user.token}` })).status).toBe(403);
      expect((await get('/admin/categories/live-translation')).status).toBe(401);

      // The edit is in the audit log, the admin's, with the rate before and after (decision 0065).
      const categoryId = before.body.data.id as string;
      const audited = await waitFor(async () => {
        const found = (await get(`/admin/audit?objectId=${categoryId}`, admin)).body.data as {
          action: string;
          before: { rateCentsPerMinute: number };
          after: { rateCentsPerMinute: number };
        }[];
        return found.length > 0 ? found : undefined;
      }, 10_000);
      expect(audited![0]).toMatchObject({
        action: 'category.update',
        before: { rateCentsPerMinute: stored.rateCentsPerMinute },
        after: { rateCentsPerMinute: 80 },
        reason: 'The interpreters asked for a clearer name.',
      });

      // Back as it was, for the other tests of this file.
      expect(
        (await put('/admin/categories/live-translation', { ...edit, name: stored.name, rateCentsPerMinute: stored.rateCentsPerMinute }, admin)).status,
      ).toBe(200);
    });
  });

  describe('content pages', () => {
    it('answers the general FAQ and a category FAQ, with the spec text when a category has none', async () => {
      const general = await get('/content/findFaq');
      expect(general.status).toBe(200);
      expect(general.body.data.length).toBeGreaterThan(3);
      expect(general.body.data[0]).toEqual({ id: expect.any(String), categoryId: null, question: expect.any(String), answer: expect.any(String) });
      const car = await get('/content/findFaq?categoryId=car-maintenance', { 'accept-language': 'ar' });
      expect(car.body.data.length).toBeGreaterThan(0);
      expect(car.body.data[0].answer).toMatch(arabic);
      const none = await get('/content/findFaq?categoryId=computers-laptops');
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ data: [], message: 'No FAQs available for this category.', meta: { total: 0 } });
      const unknown = await get('/content/findFaq?categoryId=nope');
      expect(unknown.status).toBe(404);
    });

    it('lists tutorials with paging', async () => {
      const { status, body } = await get('/content/findTutorial?limit=3');
      expect(status).toBe(200);
      expect(body.data).toHaveLength(3);
      expect(body.data[0]).toMatchObject({ title: expect.any(String), videoUrl: expect.stringMatching(/^\/media\//), durationSeconds: expect.any(Number) });
      expect(body.meta.lastPage).toBeGreaterThan(1);
    });

    it('answers the privacy policy and the terms, and explains a bad type', async () => {
      const privacy = await get('/content/findPolicy?type=privacy');
      expect(privacy.body.data).toMatchObject({ type: 'privacy', title: 'Privacy Policy' });
      // An ISO 8601 string in REST (a Timestamp on the gRPC side).
      expect(new Date(privacy.body.data.updatedAt).toISOString()).toBe(privacy.body.data.updatedAt);
      const terms = await get('/content/findPolicy?type=terms', { 'accept-language': 'ar' });
      expect(terms.body.data.title).toMatch(arabic);
      const bad = await get('/content/findPolicy?type=cookies');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Policy type must be privacy or terms');
    });

    it("an admin schedules a policy's version and publishes one in effect today; the public policy shows the one in effect, its day and the next (decision 0081)", async () => {
      const admin = { authorization: `Bearer ${await signedInOf(() => stack).admin()}` };
      const today = new Date().toISOString().slice(0, 10);
      const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const version = (word: string, effectiveFrom: string) => ({
        title: { en: `Privacy Policy (${word})`, ar: `سياسة الخصوصية (${word})` },
        sections: [{ heading: { en: 'What changed', ar: 'ما الذي تغيّر' }, body: { en: `The ${word} text.`, ar: `النص ${word}.` } }],
        summary: `The ${word} version.`,
        effectiveFrom,
      });
      const past = await post('/admin/policies/privacy/versions', version('past', '2020-01-01'), admin);
      expect([past.status, past.body.message]).toEqual([400, 'The date must be today or later']);
      const scheduled = await post('/admin/policies/privacy/versions', version('next', later), admin);
      expect(scheduled.status).toBe(201);
      expect(scheduled.body.data).toMatchObject({ type: 'privacy', status: 'SCHEDULED', effectiveFrom: later, authorId: expect.any(String) });
      const now = await post('/admin/policies/privacy/versions', version('now', today), admin);
      expect(now.body.data).toMatchObject({ status: 'IN_EFFECT', effectiveFrom: today });

      const shown = (await get('/content/findPolicy?type=privacy')).body.data;
      expect(shown).toMatchObject({
        title: 'Privacy Policy (now)',
        version: now.body.data.version,
        effectiveFrom: today,
        status: 'IN_EFFECT',
        upcoming: { version: scheduled.body.data.version, effectiveFrom: later },
      });
      const ahead = await get(`/content/findPolicy?type=privacy&version=${scheduled.body.data.version}`, { 'accept-language': 'ar' });
      expect(ahead.body.data).toMatchObject({ title: 'سياسة الخصوصية (next)', status: 'SCHEDULED' });

      const withdrawn = await post(`/admin/policy-versions/${scheduled.body.data.id}/withdraw`, { reason: 'Not ready.' }, admin);
      expect(withdrawn.body.data.status).toBe('WITHDRAWN');
      expect((await get('/content/findPolicy?type=privacy')).body.data.upcoming).toBeNull();
      const list = (await get('/admin/policies', admin)).body.data as { type: string; versions: { status: string }[] }[];
      expect(list.find((p) => p.type === 'privacy')!.versions.map((v) => v.status)).toEqual(['IN_EFFECT', 'WITHDRAWN', 'PAST']);
    });

    it('lists the services offered', async () => {
      const { body } = await get('/content/findServices');
      expect(body.data.length).toBeGreaterThanOrEqual(5);
      expect(body.data[0]).toEqual({
        id: expect.any(String),
        slug: expect.any(String),
        title: expect.any(String),
        description: expect.any(String),
        icon: expect.any(String),
      });
    });
  });

  describe('contact form', () => {
    it('creates a message: 201 with its id', async () => {
      const { status, body } = await post('/contactus/create', {
        name: 'Omar',
        email: 'omar@example.com',
        subject: 'Billing',
        message: 'Where is my receipt?',
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({ statusCode: 201, message: Texts.contactCreated, data: { id: expect.any(String), createdAt: expect.any(String) } });
      expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
      expect(Math.abs(Date.parse(body.data.createdAt) - Date.now())).toBeLessThan(60_000);
    });

    it('lists every missing field with the spec texts', async () => {
      const { status, body } = await post('/contactus/create', {});
      expect(status).toBe(400);
      expect(body).toEqual({
        statusCode: 400,
        message: ['Name is required', 'Email is required', 'Subject is required', 'Message is required'],
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
      });
    });

    it('says "Must be email" for a malformed address', async () => {
      const { status, body } = await post('/contactus/create', { name: 'A', email: 'a@', subject: 'S', message: 'M' });
      expect(status).toBe(400);
      expect(body.message).toBe('Must be email');
    });

    it("lands where support reads it: admins list it newest first with the writer's account; users, helpers and visitors cannot", async () => {
      const accounts = signedInOf(() => stack);
      const user = await accounts.verifiedUser();
      const admin = await accounts.admin();
      const auth = (token: string) => ({ authorization: `Bearer ${token}` });
      const subject = `Refund ${Date.now().toString(36)}`;
      const fromUser = await post('/contactus/create', { name: 'Sara', email: user.email, subject, message: 'My call dropped.' }, auth(user.token));
      const fromVisitor = await post('/contactus/create', { name: 'Visitor', email: 'visitor@example.com', subject: `${subject} 2`, message: 'Hello' });
      expect([fromUser.status, fromVisitor.status]).toEqual([201, 201]);

      const listed = await get('/admin/contact-messages?limit=5', auth(admin));
      expect(listed.status).toBe(200);
      const [newest, before] = listed.body.data as { id: string; subject: string; accountId: string | null; email: string; message: string }[];
      expect(newest).toMatchObject({ id: fromVisitor.body.data.id, accountId: null, email: 'visitor@example.com' });
      expect(before).toMatchObject({ id: fromUser.body.data.id, subject, accountId: user.id, message: 'My call dropped.' });
      expect(listed.body.meta).toMatchObject({ currentPage: 1, total: expect.any(Number) });

      expect((await get('/admin/contact-messages', auth(user.token))).status).toBe(403);
      expect((await get('/admin/contact-messages')).status).toBe(401);
    });

    it("is answered by e-mail in the message's language (once, whatever the retries), closed and opened again, each step in the audit log", async () => {
      const admin = await signedInOf(() => stack).admin();
      const auth = { authorization: `Bearer ${admin}` };
      const email = `maya.${Date.now().toString(36)}@example.com`;
      const sent = await post(
        '/contactus/create',
        { name: 'Maya', email, subject: 'لم ينضم المساعد', message: 'انتظرت خمس دقائق.' },
        { 'accept-language': 'ar' },
      );
      const id = sent.body.data.id as string;
      const reply = { replyId: randomUUID(), body: 'مرحبًا مايا،\nأعدنا لك ثمن المكالمة.' };
      const answered = await post(`/admin/contact-messages/${id}/reply`, reply, auth);
      expect([answered.status, answered.body.message]).toEqual([200, 'Your answer is on its way']);
      expect(answered.body.data).toMatchObject({ id, status: 'ANSWERED', replies: [{ id: reply.replyId, body: reply.body }] });
      // A retry (the same reply id) changes and sends nothing more.
      expect((await post(`/admin/contact-messages/${id}/reply`, reply, auth)).body.data.replies).toHaveLength(1);
      const mails = await waitFor(() => {
        const answers = stack.mailbox.list(email).filter((mail) => mail.subject.startsWith('رد:'));
        return answers.length ? answers : undefined;
      }, 10_000);
      expect(mails).toHaveLength(1);
      expect(mails![0]!.subject).toBe('رد: لم ينضم المساعد');
      expect(mails![0]!.text).toContain('أعدنا لك ثمن المكالمة.');
      // Closed, then listed among the closed; opened again.
      const closed = await post(`/admin/contact-messages/${id}/status`, { status: 'CLOSED' }, auth);
      expect(closed.body.data).toMatchObject({ status: 'CLOSED', statusChangedAt: expect.any(String) });
      const closedList = (await get('/admin/contact-messages?status=CLOSED&limit=50', auth)).body.data as { id: string }[];
      expect(closedList.map((m) => m.id)).toContain(id);
      expect((await post(`/admin/contact-messages/${id}/status`, { status: 'NEW' }, auth)).body.data.status).toBe('NEW');
      // Bad input: clear texts, nothing changed.
      const refused = await post(`/admin/contact-messages/${id}/status`, { status: 'ANSWERED' }, auth);
      expect([refused.status, refused.body.message]).toEqual([400, 'A message can be closed or opened again (NEW); it is ANSWERED by a reply']);
      expect((await post(`/admin/contact-messages/${id}/reply`, { replyId: randomUUID(), body: '  ' }, auth)).body.message).toBe('Write the answer to send');
      expect((await post(`/admin/contact-messages/${randomUUID()}/reply`, { replyId: randomUUID(), body: 'Hi' }, auth)).status).toBe(404);
      const audited = await waitFor(async () => {
        const entries = (await get(`/admin/audit?objectId=${id}`, auth)).body.data as { action: string }[];
        return entries.length >= 3 ? entries : undefined;
      }, 10_000);
      expect(audited!.map((entry) => entry.action)).toEqual(['contact.reopen', 'contact.close', 'contact.reply']);
    });
  });

  describe('newsletter', () => {
    it('subscribes with the email in the query and the body: "Subscribe Successful", repeat included', async () => {
      const email = 'news.reader@example.com';
      for (let i = 0; i < 2; i++) {
        const { status, body } = await post(`/news/subscriber?email=${encodeURIComponent(email)}`, { email });
        expect(status).toBe(200);
        expect(body).toEqual({ statusCode: 200, message: 'Subscribe Successful', data: { email, subscribed: true } });
      }
      const onlyQuery = await call(stack.base, `/api/v1/news/subscriber?email=${encodeURIComponent('q.only@example.com')}`, { method: 'POST' });
      expect(onlyQuery.body.message).toBe('Subscribe Successful');
    });

    it('explains a missing or malformed address', async () => {
      expect((await post('/news/subscriber', {})).body.message).toBe('Email is required');
      expect((await post('/news/subscriber', { email: 'not-email' })).body.message).toBe('Must be email');
    });

    it('unsubscribes', async () => {
      const { status, body } = await post('/news/unsubscribe', { email: 'news.reader@example.com' });
      expect(status).toBe(200);
      expect(body.data).toEqual({ email: 'news.reader@example.com', subscribed: false });
    });

    it('admins list the subscribers, export them as CSV with a reason and take one off the list, each audited', async () => {
      const admin = await signedInOf(() => stack).admin();
      const auth = { authorization: `Bearer ${admin}` };
      const tag = Date.now().toString(36);
      const [first, second] = [`first.${tag}@example.com`, `second.${tag}@example.com`];
      await post('/news/subscriber', { email: first }, { 'accept-language': 'ar' });
      await post('/news/subscriber', { email: second });
      const listed = await get('/admin/newsletter?limit=50', auth);
      const emails = (listed.body.data as { email: string; language: string }[]).map((row) => row.email);
      expect(emails.indexOf(second)).toBeLessThan(emails.indexOf(first));
      expect(listed.body.data.find((row: { email: string }) => row.email === first)).toMatchObject({ language: 'ar', unsubscribedAt: null });

      expect((await post('/admin/newsletter/export', {}, auth)).body.message).toBe('Say why (it is kept in the audit log)');
      const exported = await post('/admin/newsletter/export', { reason: 'December mailing' }, auth);
      expect(exported.status).toBe(200);
      const lines = (exported.body.data.csv as string).split('\r\n');
      expect(lines[0]).toBe('email,language,subscribed_at');
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${first.replace('.', '\\.')},ar,`)));
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^second\\.${tag}@example\\.com,en,`)));
      expect(exported.body.data.fileName).toMatch(/^helpwire-newsletter-\d{8}-\d{4}\.csv$/);

      const removed = await post('/admin/newsletter/unsubscribe', { email: first, reason: 'Asked by e-mail' }, auth);
      expect([removed.status, removed.body.message, removed.body.data.unsubscribedAt]).toEqual([200, 'The address is off the list', expect.any(String)]);
      expect((await post('/admin/newsletter/unsubscribe', { email: first, reason: 'Again' }, auth)).status).toBe(404);
      const left = (await get('/admin/newsletter?state=UNSUBSCRIBED&limit=50', auth)).body.data as { email: string }[];
      expect(left.map((row) => row.email)).toContain(first);
      const audited = await waitFor(async () => {
        const entries = (await get(`/admin/audit?objectType=newsletter`, auth)).body.data as { action: string; reason: string }[];
        return entries.length >= 2 ? entries : undefined;
      }, 10_000);
      expect(audited!.slice(0, 2).map((entry) => [entry.action, entry.reason])).toEqual([
        ['newsletter.unsubscribe', 'Asked by e-mail'],
        ['newsletter.export', 'December mailing'],
      ]);
    });
  });

  describe('the edge', () => {
    it('answers unknown routes and malformed JSON with the error envelope', async () => {
      expect(await get('/no/such/route')).toMatchObject({
        status: 404,
        body: { statusCode: 404, message: 'Route not found', error: 'Not Found', code: 'ROUTE_NOT_FOUND' },
      });
      const malformed = await call(stack.base, '/api/v1/contactus/create', {
        method: 'POST',
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed).toMatchObject({ status: 400, body: { message: 'Malformed JSON body' } });
      const huge = await post('/contactus/create', { name: 'x', email: 'x@example.com', subject: 's', message: 'm'.repeat(200_000) });
      expect(huge.status).toBe(413);
    });

    it('refuses an invalid, forged, expired or never-issued bearer token with 401', async () => {
      expect((await get('/content/findServices', { authorization: 'Bearer not.a.jwt' })).status).toBe(401);
      const forged = await new SignJWT({ role: 'USER' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u1')
        .setJti('j1')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'));
      expect((await get('/content/findServices', { authorization: `Bearer ${forged}` })).body).toEqual({
        statusCode: 401,
        message: 'Unauthorized',
        error: 'Unauthorized',
        code: 'SESSION_REQUIRED',
      });
      const expired = await new SignJWT({ role: 'USER' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u1')
        .setJti('j2')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      expect((await get('/content/findServices', { authorization: `Bearer ${expired}` })).status).toBe(401);
      // Signed with the right key but never issued: no session stands behind it.
      const neverIssued = await new SignJWT({ role: 'USER' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u1')
        .setJti('00000000-0000-4000-8000-000000000000')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      expect((await get('/content/findServices', { authorization: `Bearer ${neverIssued}` })).status).toBe(401);
      // Without a token the public content stays readable.
      expect((await get('/content/findServices')).status).toBe(200);
    });

    it('keeps a well-formed request id and makes one otherwise', async () => {
      expect((await get('/content/findServices', { 'x-request-id': 'trace-abc-12345' })).headers.get('x-request-id')).toBe('trace-abc-12345');
      expect((await get('/content/findServices', { 'x-request-id': 'bad id!' })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sets security headers: the same ones as the web server (@helpwire/security-headers)', async () => {
      const { headers } = await get('/content/findServices');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-powered-by')).toBeNull();
      for (const [name, value] of Object.entries(securityHeaders())) expect([name, headers.get(name)]).toEqual([name, value]);
      // Scripts from this origin only, plus Google's sign-in button and Stripe.js.
      const csp = Object.fromEntries(
        headers
          .get('content-security-policy')!
          .split(';')
          .map((d) => {
            const [name, ...values] = d.trim().split(/\s+/);
            return [name, values];
          }),
      );
      expect(csp['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/', 'https://js.stripe.com']);
      expect(csp['frame-src']).toEqual(["'self'", 'blob:', 'https://accounts.google.com/gsi/', 'https://js.stripe.com', 'https://hooks.stripe.com']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      // Sign-in popups can hand their ID token back; Google can see which site asks.
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    });

    it('serves an OpenAPI document that covers every content route', async () => {
      const { status, body } = await call(stack.base, '/api/docs');
      expect(status).toBe(200);
      expect(body.openapi).toBe('3.1.0');
      for (const path of [
        '/category/getNonSubCategories',
        '/category/getAllCategories',
        '/category/getCategoryById',
        '/content/findFaq',
        '/content/findTutorial',
        '/content/findPolicy',
        '/content/findServices',
        '/contactus/create',
        '/news/subscriber',
        '/news/unsubscribe',
      ]) {
        expect(Object.keys(body.paths)).toContain(path);
      }
      const contact = body.paths['/contactus/create'].post;
      expect(contact.requestBody.content['application/json'].schema.required).toEqual(['name', 'email', 'subject', 'message']);
    });

    it('declares every path parameter of every operation in the OpenAPI document', async () => {
      const { body } = await call(stack.base, '/api/docs');
      const undeclared = Object.entries(
        body.paths as Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>>,
      ).flatMap(([path, operations]) =>
        Object.entries(operations).flatMap(([method, operation]) =>
          [...path.matchAll(/\{(\w+)\}/g)]
            .map(([, name]) => name!)
            .filter((name) => !operation.parameters?.some((p) => p.in === 'path' && p.name === name && p.required === true))
            .map((name) => `${method.toUpperCase()} ${path}: ${name}`),
        ),
      );
      expect(undeclared).toEqual([]);
      expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/notifications/updateNotification/{id}', '/notifications/updateNotification']));
    });

    it('reports readiness, and serves metrics on the metrics port only, never on the public one', async () => {
      expect(await call(stack.base, '/healthz')).toMatchObject({ status: 200 });
      const ready = await call(stack.base, '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.upstreams.content.ok).toBe(true);
      const publicMetrics = await call(stack.base, '/metrics');
      expect(publicMetrics.status).toBe(404);
      expect(JSON.stringify(publicMetrics.body)).not.toContain('http_request_duration_seconds');
      const metrics = await fetch(`http://127.0.0.1:${stack.gateway.metricsPort}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await metrics.text();
      expect(text).toContain('http_request_duration_seconds');
      expect(text).toContain('grpc_server_handling_seconds');
    });
  });
});
