import { createTestDatabase } from '@helpwire/service-kit/testing';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminSignIn } from './admin-sign-in';
import { startProcess, type Proc } from './processes';

async function signIn(url: string, path: string, identifier: string, password: string) {
  const response = await fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: { token: string; user: { role: { name: string }; verificationStatus: string | null; verified: boolean } } },
  };
}

async function read<T = unknown>(url: string, path: string, token: string) {
  const response = await fetch(`${url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: T; meta: { total: number } };
}

/**
 * Four weeks of the demo user's and helper's history, played through the services' use cases
 * (decision 0063): their calls at their moments, charged and reviewed, one disputed and refunded in
 * part, the tab charged, earnings released and withdrawn, notifications from all of it.
 */
async function expectDemoHistory(url: string, userToken: string, helperToken: string) {
  const history = await read(url, '/users/call-history', userToken);
  const calls = history.data as unknown as {
    date: string;
    total: number | null;
    billableSeconds: number;
    review: unknown;
    reviewReceived: unknown;
    summary: unknown;
  }[];
  expect(calls).toHaveLength(7);
  const daysAgo = calls.map((c) => Math.round((Date.now() - Date.parse(c.date)) / 86_400_000));
  expect(Math.max(...daysAgo)).toBeGreaterThanOrEqual(25);
  expect(Math.min(...daysAgo)).toBeLessThanOrEqual(2);
  expect(calls.every((c) => c.total !== null && c.total > 0 && c.billableSeconds >= 300 && c.summary !== null && c.reviewReceived !== null)).toBe(true);
  // The newest waits for the user's review (the home asks for it); the others have one.
  expect(calls.map((c) => c.review !== null)).toEqual([false, true, true, true, true, true, true]);

  const transactions = (await read(url, '/transaction/all', userToken)).data as { transactions: { type: string; status: string }[] };
  expect(transactions.transactions.filter((t) => t.type === 'CALL').map((t) => t.status)).toContain('RESOLVED');
  expect(transactions.transactions.some((t) => t.type === 'TAB' && t.status === 'SUCCESS')).toBe(true);
  const disputes = (await read(url, '/dispute/user', userToken)).data as { status: string; refundedAmountCents: number }[];
  expect(disputes.map((d) => [d.status, d.refundedAmountCents])).toEqual([['RESOLVED', 300]]);

  const overview = (await read<{ totalCalls: number; averageRating: number; wallet: { availableCents: string } }>(url, '/helpers/totalAnalytics', helperToken))
    .data;
  expect(overview).toMatchObject({ totalCalls: 7, ratingCount: 6 });
  expect(overview.averageRating).toBeCloseTo(4.33, 2);
  expect(Number(overview.wallet.availableCents)).toBeGreaterThan(0);
  const withdrawals = (await read(url, '/withdraw/helper/get-all', helperToken)).data as { status: string }[];
  expect(withdrawals.map((w) => w.status)).toEqual(['SUCCESS']);
  // The notifications come from the events a moment later.
  for (const token of [userToken, helperToken]) {
    const deadline = Date.now() + 15_000;
    while ((await read<{ unread: number }>(url, '/notifications/unreadCount', token)).data.unread <= 5 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await read<{ unread: number }>(url, '/notifications/unreadCount', token)).data.unread).toBeGreaterThan(5);
  }
}

describe('all-in-one demo accounts', () => {
  const running: Proc[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
  });

  it('seeds an admin, a user and an approved helper with four weeks of history on the first start, shows the generated password once, and keeps them on restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'helpwire-demo-'));
    // On PostgreSQL: the embedded defaults' start is run-modes' (PGlite migrates every schema in
    // WebAssembly, about 15 s a start here); the seeding is the same on either.
    const database = await createTestDatabase();
    await database.close();
    // The catalogue is seeded: the demo history's calls are priced from its categories.
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', JANUS_START: 'false' };
    try {
      const first = startProcess('launcher/dist/main.js', env);
      running.push(first);
      const [, url] = await first.waitFor(/Helpwire is running at (http:\/\/\S+)/, 60_000);
      const [, password] = await first.waitFor(/password (\S+) \(generated now, shown once/);
      expect(first.output()).toContain('admin@helpwire.local, user@helpwire.local, helper@helpwire.local');
      expect(statSync(join(dataDir, 'demo-password')).mode & 0o777).toBe(0o600);

      const user = await signIn(url!, '/auth/login', 'user@helpwire.local', password!);
      expect(user.body.data?.user).toMatchObject({ role: { name: 'USER' }, verified: true });
      const helper = await signIn(url!, '/auth/login/helper', 'helper@helpwire.local', password!);
      expect(helper.body.data?.user).toMatchObject({ role: { name: 'HELPER' }, verificationStatus: 'APPROVED' });
      const admin = await adminSignIn(url!, 'admin@helpwire.local', password!);
      expect(admin.user.role.name).toBe('ADMIN');
      const inReview = await fetch(`${url}/api/v1/admin/helpers?status=APPROVED`, { headers: { authorization: `Bearer ${admin.token}` } });
      const approved = ((await inReview.json()) as { data: { email: string; idCard: { url: string } | null; documents: { name: string; url: string }[] }[] })
        .data;
      const demoHelper = approved.find((h) => h.email === 'helper@helpwire.local');
      // Like every helper, the demo one has an ID card and a document, readable by the admin.
      expect(demoHelper?.documents.map((d) => d.name)).toEqual(['demo-certificate.pdf']);
      const idCard = await fetch(`${url}${demoHelper!.idCard!.url}`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(idCard.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await idCard.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await expectDemoHistory(url!, user.body.data!.token, helper.body.data!.token);
      expect(await first.stop('SIGINT')).toBe(0);

      const again = startProcess('launcher/dist/main.js', env);
      running.push(again);
      const [, url2] = await again.waitFor(/Helpwire is running at (http:\/\/\S+)/, 60_000);
      await again.waitFor(/password in \S+demo-password/);
      expect(again.output()).not.toContain(password!);
      const again2 = await signIn(url2!, '/auth/login', 'user@helpwire.local', password!);
      expect(again2.status).toBe(200);
      // Played once: a restart adds no history.
      expect((await read(url2!, '/users/call-history', again2.body.data!.token)).meta.total).toBe(7);
      expect(await again.stop('SIGINT')).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);
});
