import { onePagePdf } from '../domain/one-page-pdf';
import { hashPassword } from '../domain/password-hashing';
import { enqueueHelperVerified, enqueueProfileUpdated, enqueueRoleRegistered, enqueueUserRegistered } from '../events/account-events';
import { findAccountByEmail } from '../store/account-queries';
import { insertAccountWithRole } from '../store/account-writes';
import { anyAdminHolds, grantPermission } from '../store/admin-directory';
import type { AuthDeps } from '../use-cases/deps';
import { storeFile } from '../use-cases/upload-file';
import { DEMO_EMAILS, demoAccounts, demoHelperDocuments } from './data/demo-accounts';

export { DEMO_EMAILS } from './data/demo-accounts';

type SeedDeps = Pick<AuthDeps, 'db' | 'files'>;

/**
 * The demo accounts of the all-in-one start (`data/demo-accounts.ts`): an admin, a user and an approved
 * helper (with an ID card and a document, as every helper has), verified, all with `password`.
 * Idempotent: an address that already has an account is left as it is. Answers the e-mails created now.
 */
export async function seedDemoAccounts(deps: SeedDeps, password: string): Promise<string[]> {
  const created: string[] = [];
  let passwordHash: string | undefined;
  for (const { role, status, ...demo } of demoAccounts) {
    if (await findAccountByEmail(deps.db, demo.email)) continue;
    passwordHash ??= await hashPassword(password);
    const hash = passwordHash;
    const account = await deps.db.transaction(async (tx) => {
      const row = await insertAccountWithRole(tx, { ...demo, passwordHash: hash, verifiedAt: new Date() }, role, { status, ifAbsent: true });
      if (!row) return undefined;
      if (role === 'ADMIN') {
        await enqueueRoleRegistered(tx, row.id, role);
        // The first admin manages admins (decision 0083), as the command line's first admin does.
        if (!(await anyAdminHolds(tx, 'admins.manage'))) await grantPermission(tx, row.id, 'admins.manage');
      } else {
        await enqueueUserRegistered(tx, row.id, role, row.email, 'en');
        await enqueueProfileUpdated(tx, {
          id: row.id,
          email: row.email,
          firstName: demo.firstName,
          gender: demo.gender,
          profile: demo.profile,
          phone: row.phone,
          language: 'en',
        });
      }
      // The demo helper is seeded approved: matching (and anyone else) learns it as from an admin.
      if (role === 'HELPER' && status === 'APPROVED') await enqueueHelperVerified(tx, row.id);
      return row;
    });
    if (!account) continue;
    created.push(demo.email);
    if (role === 'HELPER') await attachDemoDocuments(deps, account.id, `${demo.firstName} ${demo.lastName}`);
  }
  return created;
}

/** The demo accounts' ids by their part (admin, user, helper); absent when that account is not there. */
export async function demoAccountIds(db: SeedDeps['db']): Promise<Partial<Record<keyof typeof DEMO_EMAILS, string>>> {
  const ids: Partial<Record<keyof typeof DEMO_EMAILS, string>> = {};
  for (const [part, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) {
    const account = await findAccountByEmail(db, email);
    if (account) ids[part] = account.id;
  }
  return ids;
}

async function attachDemoDocuments(deps: SeedDeps, ownerId: string, name: string): Promise<void> {
  for (const { purpose, name: fileName, title } of demoHelperDocuments) {
    const content = onePagePdf([title, `${name} - seeded by the Helpwire all-in-one start.`, 'Not a real document.']);
    await storeFile(deps, { ownerId, purpose, name: fileName, content, mimeType: 'application/pdf', attached: true });
  }
}
