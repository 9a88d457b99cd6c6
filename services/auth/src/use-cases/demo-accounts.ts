import { onePagePdf } from '../domain/one-page-pdf';
import { hashPassword } from '../domain/password-hashing';
import { findAccountByEmail } from '../store/account-queries';
import { accountRoles, accounts, type AccountRole, type ProfileData } from '../store/schema';
import { enqueueRoleRegistered, enqueueUserRegistered } from './account-events';
import type { AuthDeps } from './deps';
import { storeFile } from './upload-file';

export const DEMO_EMAILS = { admin: 'admin@helpwire.local', user: 'user@helpwire.local', helper: 'helper@helpwire.local' } as const;

interface DemoAccount {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  gender: string;
  phone: string | null;
  role: AccountRole;
  status: 'ACTIVE' | 'APPROVED';
  profile: ProfileData;
}

const place = { latitude: 25.2048, longitude: 55.2708, address: 'Dubai, United Arab Emirates' };
const english = [{ label: 'English', value: 'en' }];

const demoAccounts: DemoAccount[] = [
  {
    email: DEMO_EMAILS.admin,
    username: 'helpwire.admin',
    firstName: 'Admin',
    lastName: 'Helpwire',
    gender: 'OTHER',
    phone: null,
    role: 'ADMIN',
    status: 'ACTIVE',
    profile: { languages: english, categories: [], favoriteCategories: [], location: null, bio: '', genderPreference: 'NO_PREFERENCE', profilePic: '' },
  },
  {
    email: DEMO_EMAILS.user,
    username: 'demo.user',
    firstName: 'Demo',
    lastName: 'User',
    gender: 'Female',
    phone: '+971500000001',
    role: 'USER',
    status: 'ACTIVE',
    profile: { languages: english, categories: [{ label: 'Basic Tech Troubleshooting', value: 'basic-tech-troubleshooting' }], favoriteCategories: [], location: place, bio: '', genderPreference: 'NO_PREFERENCE', profilePic: '' },
  },
  {
    email: DEMO_EMAILS.helper,
    username: 'demo.helper',
    firstName: 'Demo',
    lastName: 'Helper',
    gender: 'Male',
    phone: '+971500000002',
    role: 'HELPER',
    status: 'APPROVED',
    profile: {
      languages: [...english, { label: 'Arabic', value: 'ar' }],
      categories: [{ label: 'Basic Tech Troubleshooting', value: 'basic-tech-troubleshooting' }],
      favoriteCategories: [],
      location: place,
      bio: 'Demo helper of the all-in-one start.',
      genderPreference: 'NO_PREFERENCE',
      profilePic: '',
    },
  },
];

type SeedDeps = Pick<AuthDeps, 'db' | 'files'>;

/**
 * The demo accounts of the all-in-one start: an admin, a user and an approved helper (with an ID card and
 * a document, as every helper has), verified, all with `password`. Idempotent: an address that already
 * has an account is left as it is. Answers the e-mails created now.
 */
export async function seedDemoAccounts(deps: SeedDeps, password: string): Promise<string[]> {
  const created: string[] = [];
  let passwordHash: string | undefined;
  for (const demo of demoAccounts) {
    if (await findAccountByEmail(deps.db, demo.email)) continue;
    passwordHash ??= await hashPassword(password);
    const hash = passwordHash;
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accounts)
        .values({
          email: demo.email,
          username: demo.username,
          phone: demo.phone,
          passwordHash: hash,
          firstName: demo.firstName,
          lastName: demo.lastName,
          gender: demo.gender,
          profile: demo.profile,
          verifiedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      if (!row) return;
      await tx.insert(accountRoles).values({ accountId: row.id, role: demo.role, status: demo.status });
      if (demo.role === 'ADMIN') await enqueueRoleRegistered(tx, row.id, demo.role);
      else await enqueueUserRegistered(tx, row.id, demo.role, demo.email, 'en');
      created.push(demo.email);
    });
    if (demo.role === 'HELPER' && created.includes(demo.email)) await attachDemoDocuments(deps, demo.email);
  }
  return created;
}

/** The seeded helper's ID card and document: generated PDFs that say what they are. */
async function attachDemoDocuments(deps: Pick<AuthDeps, 'db' | 'files'>, email: string): Promise<void> {
  const helper = await findAccountByEmail(deps.db, email);
  if (!helper) return;
  const documents = [
    { purpose: 'ID_CARD', name: 'demo-id-card.pdf', title: 'Demo ID card' },
    { purpose: 'DOCUMENT', name: 'demo-certificate.pdf', title: 'Demo certificate' },
  ] as const;
  for (const { purpose, name, title } of documents) {
    const content = onePagePdf([title, `${helper.firstName} ${helper.lastName} - seeded by the Helpwire all-in-one start.`, 'Not a real document.']);
    await storeFile(deps, { ownerId: helper.id, purpose, name, content, mimeType: 'application/pdf', attached: true });
  }
}
