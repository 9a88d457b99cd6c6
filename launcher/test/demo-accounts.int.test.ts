import { createTestDatabase } from '@helpwire/service-kit/testing';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('all-in-one demo accounts', () => {
  const running: Proc[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
  });

  it('seeds an admin, a user and an approved helper on the first start, shows the generated password once, and keeps them on restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'helpwire-demo-'));
    // On PostgreSQL: the embedded defaults' start is run-modes' (PGlite migrates every schema in
    // WebAssembly, about 15 s a start here); the seeding is the same on either.
    const database = await createTestDatabase();
    await database.close();
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_CONTENT: 'false' };
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
      const admin = await signIn(url!, '/auth/login/admin', 'admin@helpwire.local', password!);
      expect(admin.body.data?.user.role.name).toBe('ADMIN');
      const inReview = await fetch(`${url}/api/v1/admin/helpers?status=APPROVED`, { headers: { authorization: `Bearer ${admin.body.data!.token}` } });
      const approved = ((await inReview.json()) as { data: { email: string; idCard: { url: string } | null; documents: { name: string; url: string }[] }[] })
        .data;
      const demoHelper = approved.find((h) => h.email === 'helper@helpwire.local');
      // Like every helper, the demo one has an ID card and a document, readable by the admin.
      expect(demoHelper?.documents.map((d) => d.name)).toEqual(['demo-certificate.pdf']);
      const idCard = await fetch(`${url}${demoHelper!.idCard!.url}`, { headers: { authorization: `Bearer ${admin.body.data!.token}` } });
      expect(idCard.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await idCard.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect(await first.stop('SIGINT')).toBe(0);

      const again = startProcess('launcher/dist/main.js', env);
      running.push(again);
      const [, url2] = await again.waitFor(/Helpwire is running at (http:\/\/\S+)/, 60_000);
      await again.waitFor(/password in \S+demo-password/);
      expect(again.output()).not.toContain(password!);
      expect((await signIn(url2!, '/auth/login', 'user@helpwire.local', password!)).status).toBe(200);
      expect(await again.stop('SIGINT')).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);
});
