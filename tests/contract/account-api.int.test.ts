import { auth, authEvents as events } from '@helpwire/proto';
import type { BusMessage } from '@helpwire/service-kit';
import { waitFor } from '@helpwire/service-kit/testing';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { apiOf, freshPhone, PASSWORD, signUpBody as accountBody, uniqueIds } from './accounts';
import { adminSignIn } from './admin-sign-in';
import { startStack, type Stack } from './stack';

const password = PASSWORD;
const adminCli = join(__dirname, '..', '..', 'launcher', 'dist', 'admin.js');

const signUpBody = (n: string, extra: Record<string, unknown> = {}) => accountBody(n, extra, { first: 'Omar', last: 'Khalil', gender: 'Male' });

describe('account API: profile update, deletion, register-role, admins', () => {
  let stack: Stack;
  const unique = uniqueIds();
  const seen: BusMessage[] = [];
  let stopEvents: () => Promise<void>;
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    const sub = await stack.bus.bus.subscribe({ durable: 'account-api-test', subject: 'helpwire.auth.>', handler: async (m) => void seen.push(m) });
    stopEvents = () => sub.stop();
  }, 60_000);
  afterAll(async () => {
    await stopEvents();
    await stack.stop();
  });
  const { send, post, put, get, codeFor } = apiOf(() => stack);
  /** Events of `subject` about `userId`, decoded with `type`. */
  const eventsOf = <T extends { userId: string }>(subject: string, type: { decode(data: Uint8Array): T }, userId: string) =>
    seen
      .filter((m) => m.subject.endsWith(subject))
      .map((m) => type.decode(m.data))
      .filter((e) => e.userId === userId);

  /** An upload as POST /upload leaves it: an unclaimed file row (the bytes are not read here). */
  async function uploaded(purpose: 'ID_CARD' | 'DOCUMENT' | 'PROFILE_PICTURE'): Promise<string> {
    const id = randomUUID();
    const mime = purpose === 'PROFILE_PICTURE' ? 'image/png' : 'application/pdf';
    await stack.database.db.execute(
      `insert into auth.files (id, purpose, name, mime_type, size, sha256, storage_key) values ('${id}', '${purpose}', 'file-${id.slice(0, 8)}', '${mime}', 10, '${'0'.repeat(64)}', 'test/${id}')`,
    );
    return id;
  }

  async function verifiedUser(extra: Record<string, unknown> = {}) {
    const body = signUpBody(unique(), extra);
    expect((await post('/auth/signup', body)).status).toBe(201);
    const verified = await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
    expect(verified.status).toBe(200);
    return { token: verified.body.data.token as string, body, id: verified.body.data.user.id as string };
  }

  async function verifiedHelper() {
    const body = signUpBody(unique(), { phone: freshPhone(), idCard: await uploaded('ID_CARD'), documents: [await uploaded('DOCUMENT')] });
    const created = await post('/auth/signup/helper', body);
    expect(created.status).toBe(201);
    await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
    const login = await post('/auth/login/helper', { identifier: body.email, password });
    expect(login.status).toBe(200);
    return { token: login.body.data.token as string, body, id: login.body.data.user.id as string };
  }

  async function admin() {
    const email = `admin.${unique()}@example.com`;
    const cli = spawnSync(process.execPath, [adminCli, 'create-admin', email], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: stack.database.url, HELPWIRE_ADMIN_PASSWORD: password },
      encoding: 'utf8',
    });
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toContain(`${email}: admin created`);
    expect(cli.stdout).not.toContain(password);
    return (await adminSignIn(stack.base, email, password)).token;
  }

  const profileOf = (body: ReturnType<typeof signUpBody>, extra: Record<string, unknown> = {}) => ({
    firstName: body.firstName,
    lastName: body.lastName,
    username: body.username,
    email: body.email,
    phone: (body as { phone?: string }).phone ?? freshPhone(),
    gender: body.gender,
    languages: body.languages,
    categories: body.categories,
    location: body.location,
    ...extra,
  });

  it('updates every profile field and reads it back; announces profile_updated', async () => {
    const { token, body, id } = await verifiedUser();
    const picture = await uploaded('PROFILE_PICTURE');
    const update = {
      firstName: 'Amira',
      lastName: 'Saleh',
      username: `amira.${unique()}`,
      email: body.email,
      phone: freshPhone(),
      gender: 'Female',
      languages: [
        { label: 'Arabic', value: 'ar' },
        { label: 'French', value: 'fr' },
      ],
      categories: [{ label: 'Car Maintenance', value: 'car-maintenance' }],
      location: { latitude: 30.04, longitude: 31.23, address: 'Cairo' },
      bio: 'Teacher and tinkerer',
      genderPreference: 'FEMALE',
      profilePic: picture,
    };
    const result = await put('/users/update', update, token);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Profile updated successfully');
    expect(result.body.data.emailCodeSentTo).toBeNull();
    const me = (await get('/users/find', token)).body.data;
    const { profilePic: _pic, ...fields } = update;
    expect(me).toMatchObject({ ...fields, role: { name: 'USER' } });
    expect(result.body.data.user).toEqual(me);
    expect(me.profilePic).toBe(`/api/v1/files/${picture}`);
    // null removes the picture
    await put('/users/update', { ...update, profilePic: null }, token);
    expect((await get('/users/find', token)).body.data.profilePic).toBe('/default-avatar.svg');
    // Sign-up announced the first profile (matching learns every account's); the updates announce theirs.
    const updated = () => eventsOf('.profile_updated', events.ProfileUpdated, id).find((e) => e.categories.includes('car-maintenance'));
    await waitFor(() => updated());
    expect(updated()).toMatchObject({ gender: 'Female', languages: ['ar', 'fr'], categories: ['car-maintenance'], latitude: 30.04 });

    // Categories from the catalogue and languages from the list only (issue 21, item 8); nothing is saved otherwise.
    const script = await put('/users/update', { ...update, profilePic: null, categories: [{ label: 'x', value: '<script>alert(1)</script>' }] }, token);
    expect(script).toMatchObject({ status: 400, body: { message: 'Choose each category from the list of services', code: 'AUTH_CATEGORY_UNKNOWN' } });
    const subcategory = await put('/users/update', { ...update, profilePic: null, categories: [{ label: 'Plumbing', value: 'plumbing' }] }, token);
    expect(subcategory.body.code).toBe('AUTH_CATEGORY_UNKNOWN');
    const language = await put('/users/update', { ...update, profilePic: null, languages: [{ label: 'Nope', value: 'zz-not-a-language' }] }, token);
    expect(language.status).toBe(400);
    expect(JSON.stringify(language.body.message)).toContain('Choose each language from the list');
    const after = (await get('/users/find', token)).body.data;
    expect([after.categories, after.languages]).toEqual([update.categories, update.languages]);
  });

  it('favourite categories: kept in order from the catalogue, read back by /users/find, kept by a profile update; users only', async () => {
    const { token, body } = await verifiedUser();
    const cars = { label: 'Car maintenance', value: 'car-maintenance' };
    const education = { label: 'Education', value: 'education' };
    const set = await put('/users/favoriteCategories', { favoriteCategories: [cars, education, cars] }, token);
    expect(set).toMatchObject({ status: 200, body: { message: 'Favorite categories updated', data: { favoriteCategories: [cars, education] } } });
    expect((await get('/users/find', token)).body.data.favoriteCategories).toEqual([cars, education]);
    expect((await put('/users/update', profileOf(body, { firstName: 'Nour' }), token)).status).toBe(200);
    expect((await get('/users/find', token)).body.data).toMatchObject({ firstName: 'Nour', favoriteCategories: [cars, education] });

    // Only the catalogue's top-level categories; nothing is saved otherwise.
    const unknown = await put('/users/favoriteCategories', { favoriteCategories: [{ label: 'Plumbing', value: 'plumbing' }] }, token);
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Choose each category from the list of services', code: 'AUTH_CATEGORY_UNKNOWN' } });
    const notList = await put('/users/favoriteCategories', { favoriteCategories: 'cars' }, token);
    expect(notList.status).toBe(400);
    expect(JSON.stringify(notList.body.message)).toContain('Favorite categories must be a list');
    expect((await get('/users/find', token)).body.data.favoriteCategories).toEqual([cars, education]);
    expect((await put('/users/favoriteCategories', { favoriteCategories: [] }, token)).body.data.favoriteCategories).toEqual([]);

    const helper = await verifiedHelper();
    expect((await put('/users/favoriteCategories', { favoriteCategories: [cars] }, helper.token)).body).toMatchObject({ message: 'Role not allowed' });
    expect((await put('/users/favoriteCategories', { favoriteCategories: [cars] })).status).toBe(401);
  });

  it('refuses a username or phone another account uses with the sign-up texts (409); invalid fields 400', async () => {
    const phone = freshPhone();
    const a = await verifiedUser({ phone });
    const b = await verifiedUser();
    const taken = await put('/users/update', profileOf(b.body, { username: a.body.username.toUpperCase(), phone }), b.token);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toEqual(['This username is taken', 'An account with this phone number already exists']);
    // Each text keeps its reason code, so the web puts each on its field whatever the language.
    expect(taken.body).toMatchObject({ code: 'AUTH_USERNAME_TAKEN', codes: ['AUTH_USERNAME_TAKEN', 'AUTH_PHONE_TAKEN'] });
    const bad = await put('/users/update', profileOf(b.body, { phone: '123', username: 'bad name' }), b.token);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.message).toEqual(expect.arrayContaining(['Invalid phone number', 'Username may contain only letters, numbers, dots and underscores']));
    // Its own values are not "taken".
    expect((await put('/users/update', profileOf(a.body, { phone }), a.token)).status).toBe(200);
  });

  it('a new e-mail waits for the code sent to it; verifyotp by the signed-in account applies it', async () => {
    const { token, body, id } = await verifiedUser();
    const newEmail = `moved.${unique()}@example.com`;
    const result = await put('/users/update', profileOf(body, { email: newEmail }), token);
    expect(result.status).toBe(200);
    expect(result.body.data.emailCodeSentTo).toBe('m***@example.com');
    expect(result.body.data.user.email).toBe(body.email);
    const code = codeFor(newEmail);
    // Still the old address until verified.
    expect((await post('/auth/login', { identifier: newEmail, password })).status).toBe(401);
    expect((await post('/auth/login', { identifier: body.email, password })).status).toBe(200);
    // Another account cannot use the code.
    const other = await verifiedUser();
    expect((await post('/auth/verifyotp', { email: newEmail, code }, other.token)).status).toBe(400);
    const applied = await post('/auth/verifyotp', { email: newEmail, code }, token);
    expect(applied.status).toBe(200);
    expect(applied.body.data.user.email).toBe(newEmail);
    expect((await get('/users/find', token)).body.data.email).toBe(newEmail);
    expect((await post('/auth/login', { identifier: newEmail, password })).status).toBe(200);
    expect((await post('/auth/login', { identifier: body.email, password })).status).toBe(401);
    await waitFor(() => eventsOf('.profile_updated', events.ProfileUpdated, id).some((e) => e.email === newEmail));
  });

  it('an e-mail taken while the change waits is refused at verification', async () => {
    const { token, body } = await verifiedUser();
    const wanted = `wanted.${unique()}@example.com`;
    await put('/users/update', profileOf(body, { email: wanted }), token);
    const code = codeFor(wanted);
    const first = signUpBody(unique(), { email: wanted });
    expect((await post('/auth/signup', first)).status).toBe(201);
    const late = await post('/auth/verifyotp', { email: wanted, code }, token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('An account with this email already exists');
  });

  it('tokens are per account and role: a USER token cannot use /helpers/update or /helpers/delete', async () => {
    const { token, body } = await verifiedUser();
    const asHelper = await put('/helpers/update', profileOf(body), token);
    expect(asHelper.status).toBe(403);
    expect(asHelper.body.message).toBe('Role not allowed');
    expect((await send('DELETE', '/helpers/delete', { password }, token)).status).toBe(403);
    expect((await put('/users/update', profileOf(body), undefined)).status).toBe(401);
  });

  it('delete: wrong password refused; then the token gets 401, sign-in fails, the e-mail and username are free again', async () => {
    const { token, body, id } = await verifiedUser({ phone: freshPhone() });
    const missing = await send('DELETE', '/users/delete', {}, token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Enter your password to delete the account');
    const wrong = await send('DELETE', '/users/delete', { password: 'Wr0ng!pass' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const deleted = await send('DELETE', '/users/delete', { password }, token);
    expect(deleted.body).toEqual({ statusCode: 200, message: 'Account deleted successfully', data: { erased: true } });
    expect((await get('/users/find', token)).status).toBe(401);
    const login = await post('/auth/login', { identifier: body.email, password });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Invalid email or password');
    expect((await post('/auth/signup', { ...body, phone: (body as { phone?: string }).phone })).status).toBe(201);
    await waitFor(() => eventsOf('.account_deleted', events.AccountDeleted, id).length === 1);
    expect(eventsOf('.account_deleted', events.AccountDeleted, id)[0]).toMatchObject({ role: auth.Role.ROLE_USER, erased: true });
  });

  it('register-role USER → HELPER: files and phone required, In Review, availability refused; switch-role both ways', async () => {
    const { token, id } = await verifiedUser();
    const incomplete = await post('/auth/register-role', { role_slug: 'HELPER' }, token);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toEqual(['Phone number is required', 'ID card is required', 'Upload at least one document']);
    const foreign = await post(
      '/auth/register-role',
      { role_slug: 'HELPER', phone: freshPhone(), idCard: await uploaded('DOCUMENT'), documents: [await uploaded('DOCUMENT')] },
      token,
    );
    expect(foreign.body.message).toBe('This file cannot be used here. Please upload it again.');

    const documentId = await uploaded('DOCUMENT');
    const added = await post(
      '/auth/register-role',
      {
        role_slug: 'HELPER',
        phone: freshPhone(),
        idCard: await uploaded('ID_CARD'),
        documents: [documentId],
        categories: [{ label: 'DIY & Home Repairs', value: 'diy-repairs' }],
      },
      token,
    );
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Role added successfully');
    const helperToken = added.body.data.token as string;
    expect(added.body.data.user).toMatchObject({
      roleId: 2,
      role: { name: 'HELPER' },
      verificationStatus: 'IN_REVIEW',
      categories: [{ label: 'DIY & Home Repairs', value: 'diy-repairs' }],
    });
    const early = await put('/helpers/available', { isAvailable: true }, helperToken);
    expect(early.status).toBe(422);
    expect((await post('/auth/register-role', { role_slug: 'HELPER' }, token)).body.message).toBe('Your account already has this role');
    expect((await post('/auth/register-role', { role_slug: 'HELPER' }, token)).status).toBe(409);

    const toUser = await post('/auth/switch-role', { user_id: id, role_slug: 'USER' }, helperToken);
    expect(toUser.body.data.user.role.name).toBe('USER');
    const toHelper = await post('/auth/switch-role', { user_id: id, role_slug: 'HELPER' }, toUser.body.data.token);
    expect(toHelper.body.data.user.role.name).toBe('HELPER');
    await waitFor(() => eventsOf('.role_registered', events.RoleRegistered, id).length === 1);
    expect(eventsOf('.role_registered', events.RoleRegistered, id)[0]!.role).toBe(auth.Role.ROLE_HELPER);
  });

  it('register-role HELPER → USER is immediate; deleting one role keeps the other and ends only its sessions', async () => {
    const helper = await verifiedHelper();
    const added = await post('/auth/register-role', { role_slug: 'USER' }, helper.token);
    expect(added.status).toBe(201);
    const userToken = added.body.data.token as string;
    expect(added.body.data.user).toMatchObject({ roleId: 1, role: { name: 'USER' } });
    const back = await post('/auth/switch-role', { user_id: helper.id, role_slug: 'HELPER' }, userToken);
    expect(back.status).toBe(200);

    const deleted = await post('/helpers/delete', { password }, helper.token);
    expect(deleted.body.data).toEqual({ erased: false });
    expect((await get('/users/find', helper.token)).status).toBe(401);
    expect((await get('/users/find', back.body.data.token)).status).toBe(401);
    expect((await get('/users/find', userToken)).body.data).toMatchObject({ roles: ['USER'], email: helper.body.email });
    expect((await post('/auth/login/helper', { identifier: helper.body.email, password })).body.message).toBe('No account found for this role HELPER');
    await waitFor(() => eventsOf('.account_deleted', events.AccountDeleted, helper.id).length === 1);
    expect(eventsOf('.account_deleted', events.AccountDeleted, helper.id)[0]).toMatchObject({ role: auth.Role.ROLE_HELPER, erased: false });
  });

  it('admins sign in, list helpers in review with documents, approve; the helper goes available; new documents send it back to review', async () => {
    const adminToken = await admin();
    const helper = await verifiedHelper();
    const list = await get('/admin/helpers?status=IN_REVIEW', adminToken);
    expect(list.status).toBe(200);
    const listed = list.body.data.find((h: { id: string }) => h.id === helper.id);
    expect(listed).toMatchObject({
      email: helper.body.email,
      verificationStatus: 'IN_REVIEW',
      idCard: { purpose: 'ID_CARD' },
      documents: [{ purpose: 'DOCUMENT' }],
    });
    expect(new Date(listed.documents[0].createdAt).toISOString()).toBe(listed.documents[0].createdAt);
    expect((await get('/admin/helpers?status=WHATEVER', adminToken)).status).toBe(400);

    const review = await post('/admin/helpers/review', { helper: helper.id, approve: true }, adminToken);
    expect(review.body.data).toEqual({ userId: helper.id, status: 'APPROVED' });
    expect((await get('/admin/helpers?status=APPROVED', adminToken)).body.data.map((h: { id: string }) => h.id)).toContain(helper.id);
    expect((await put('/helpers/available', { isAvailable: true }, helper.token)).status).toBe(200);
    expect((await get('/users/find', adminToken)).body.data.role.name).toBe('ADMIN');

    // New documents: back to review, availability off.
    const me = (await get('/users/find', helper.token)).body.data;
    const updated = await put('/helpers/update', { ...profileOf(helper.body), documents: [await uploaded('DOCUMENT')] }, helper.token);
    expect(updated.status).toBe(200);
    expect(updated.body.data.user).toMatchObject({ verificationStatus: 'IN_REVIEW', isAvailable: false, username: me.username });
    await waitFor(() => seen.some((m) => m.subject.endsWith('.helper_resubmitted') && events.HelperReviewed.decode(m.data).userId === helper.id));
    const resubmitted = seen
      .filter((m) => m.subject.endsWith('.helper_resubmitted'))
      .map((m) => events.HelperReviewed.decode(m.data))
      .find((e) => e.userId === helper.id);
    expect(resubmitted).toMatchObject({ status: auth.VerificationStatus.VERIFICATION_STATUS_IN_REVIEW, occurredAt: expect.any(Date) });
    expect(resubmitted!.reason).toBeUndefined();
    // The same documents again change nothing.
    await post('/admin/helpers/review', { helper: helper.id, approve: true }, adminToken);
    const ids = (await get('/admin/helpers?status=APPROVED', adminToken)).body.data
      .find((h: { id: string }) => h.id === helper.id)
      .documents.map((d: { id: string }) => d.id);
    expect((await put('/helpers/update', { ...profileOf(helper.body), documents: ids }, helper.token)).body.data.user.verificationStatus).toBe('APPROVED');
    // Sign-ups, uploads, an admin's second factor and a review: 21 s in a CI run, near the 30 s default.
  }, 60_000);

  it('non-admins get 403 on admin routes, and the admin sign-in answers them as a wrong password', async () => {
    const user = await verifiedUser();
    const helper = await verifiedHelper();
    for (const token of [user.token, helper.token]) {
      // One role check (the kit's requireRole) behind both admin RPCs: the same answer from each.
      for (const refused of [await get('/admin/helpers', token), await post('/admin/helpers/review', { helper: helper.id, approve: true }, token)]) {
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('Only an admin can do this');
      }
    }
    const notAdmin = await post('/auth/login/admin', { identifier: user.body.email, password });
    expect(notAdmin.status).toBe(401);
    expect(notAdmin.body.message).toBe('Invalid email or password');
    expect((await get('/admin/helpers')).status).toBe(401);
  });
});
