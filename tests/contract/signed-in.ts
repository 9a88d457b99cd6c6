import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { apiOf, PASSWORD, signUpBody, uniqueIds } from './accounts';
import { adminSignIn } from './admin-sign-in';
import { call, type Stack } from './stack';

const adminCli = join(__dirname, '..', '..', 'launcher', 'dist', 'admin.js');

/** Runs the admin command line on the stack's database, as an operator would. */
export function adminCommand(stack: () => Stack, args: string[]) {
  return spawnSync(process.execPath, [adminCli, ...args], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: stack().database.url, HELPWIRE_ADMIN_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
}

/**
 * Signed-in accounts on the stack: a fresh verified user (signed up, code read from the mailbox),
 * and an admin made with the admin CLI as an operator would (signed in with its second factor).
 */
export function signedInOf(stack: () => Stack, unique = uniqueIds()) {
  const { codeFor } = apiOf(stack);
  /** The e-mail of a new admin made with the admin CLI (password PASSWORD), not signed in yet. */
  const createdAdmin = async (): Promise<string> => {
    const email = `admin.${unique()}@example.com`;
    const cli = adminCommand(stack, ['create-admin', email]);
    if (!cli.stdout.includes(`${email}: admin created`)) throw new Error(`create-admin failed: ${cli.stderr}`);
    return email;
  };
  return {
    /** `from`: the client address to sign up from (X-Forwarded-For; the stack must trust a proxy). */
    async verifiedUser(from?: string): Promise<{ token: string; email: string; id: string }> {
      const headers = from ? { 'x-forwarded-for': from } : undefined;
      const post = (path: string, json: unknown) => call(stack().base, `/api/v1${path}`, { method: 'POST', json, headers });
      const body = signUpBody(unique());
      const created = await post('/auth/signup', body);
      if (created.status !== 201) throw new Error(`sign-up answered ${created.status}`);
      const verified = await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
      if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
      return { token: verified.body.data.token as string, email: body.email, id: verified.body.data.user.id as string };
    },
    createdAdmin,
    /** A new admin's token, signed in with the second factor (set up on this first sign-in). */
    async admin(): Promise<string> {
      return (await adminSignIn(stack().base, await createdAdmin(), PASSWORD)).token;
    },
  };
}
