import { DEMO_EMAILS, seedDemoAccounts } from '@helpwire/auth/admin';
import type { FileStorage } from '@helpwire/auth';
import type { Database } from '@helpwire/service-kit';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DemoAccounts {
  emails: string[];
  /** The ones this start created (all on the first start, none after). */
  created: string[];
  /** Shown once: when this start generated it (never when it came from HELPWIRE_DEMO_PASSWORD). */
  newPassword?: string;
  /** Where a generated password is kept. */
  passwordFile?: string;
}

/**
 * The demo accounts of all-in-one mode (an admin, a user and an approved helper). Their password is
 * HELPWIRE_DEMO_PASSWORD, or one generated on the first start and kept in DATA_DIR/demo-password
 * (mode 600): no password lives in the code. Seeding again changes nothing.
 */
export async function seedDemoAccountsOnStart(
  stores: { db: Database; files: FileStorage },
  dataDir: string,
  envPassword: string | undefined,
): Promise<DemoAccounts> {
  const emails = Object.values(DEMO_EMAILS);
  const deps = { ...stores };
  if (envPassword) return { emails, created: await seedDemoAccounts(deps, envPassword) };
  const file = join(dataDir, 'demo-password');
  const existing = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  const password = existing || `${randomBytes(12).toString('base64url')}-A7!`;
  if (!existing) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, password, { mode: 0o600 });
  }
  const created = await seedDemoAccounts(deps, password);
  return { emails, created, passwordFile: file, ...(existing ? {} : { newPassword: password }) };
}
