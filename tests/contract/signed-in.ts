import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { apiOf, PASSWORD, signUpBody, uniqueIds } from './accounts';
import type { Stack } from './stack';

const adminCli = join(__dirname, '..', '..', 'launcher', 'dist', 'admin.js');

/**
 * Signed-in accounts on the stack: a fresh verified user (signed up, code read from the mailbox),
 * and an admin made with the admin CLI as an operator would.
 */
export function signedInOf(stack: () => Stack, unique = uniqueIds()) {
  const { post, codeFor } = apiOf(stack);
  return {
    async verifiedUser(): Promise<{ token: string; email: string; id: string }> {
      const body = signUpBody(unique());
      const created = await post('/auth/signup', body);
      if (created.status !== 201) throw new Error(`sign-up answered ${created.status}`);
      const verified = await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
      if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
      return { token: verified.body.data.token as string, email: body.email, id: verified.body.data.user.id as string };
    },
    async admin(): Promise<string> {
      const email = `admin.${unique()}@example.com`;
      const cli = spawnSync(process.execPath, [adminCli, 'create-admin', email], {
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: stack().database.url, HELPWIRE_ADMIN_PASSWORD: PASSWORD },
        encoding: 'utf8',
      });
      if (!cli.stdout.includes(`${email}: admin created`)) throw new Error(`create-admin failed: ${cli.stderr}`);
      const login = await post('/auth/login/admin', { identifier: email, password: PASSWORD });
      if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}`);
      return login.body.data.token as string;
    },
  };
}
