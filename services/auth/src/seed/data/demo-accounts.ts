import { blankProfile } from '../../store/account-writes';
import type { AccountRole, ProfileData } from '../../store/schema';

export const DEMO_EMAILS = { admin: 'admin@helpwire.local', user: 'user@helpwire.local', helper: 'helper@helpwire.local' } as const;

export interface DemoAccount {
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

/** The demo accounts of the all-in-one start: an admin, a user and an approved helper. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: DEMO_EMAILS.admin,
    username: 'helpwire.admin',
    firstName: 'Admin',
    lastName: 'Helpwire',
    gender: 'OTHER',
    phone: null,
    role: 'ADMIN',
    status: 'ACTIVE',
    profile: blankProfile(english),
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
    profile: {
      languages: english,
      categories: [{ label: 'Basic Tech Troubleshooting', value: 'basic-tech-troubleshooting' }],
      favoriteCategories: [],
      location: place,
      bio: '',
      genderPreference: 'NO_PREFERENCE',
      profilePic: '',
    },
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

/** The seeded helper's ID card and document: generated PDFs that say what they are. */
export const demoHelperDocuments = [
  { purpose: 'ID_CARD', name: 'demo-id-card.pdf', title: 'Demo ID card' },
  { purpose: 'DOCUMENT', name: 'demo-certificate.pdf', title: 'Demo certificate' },
] as const;
