import { Metadata } from '@grpc/grpc-js';
import { authNames, type auth } from '@helpwire/proto';
import type { SignUpInput } from '../src/grpc/request-messages';
import type { CallContext, Identity } from '@helpwire/service-kit';
import { createTestDatabase, silentLogger, type TestDatabase } from '@helpwire/service-kit/testing';
import { decodeJwt } from 'jose';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authMigrationsFolder } from '../src/app';
import { DevMailbox } from '@helpwire/service-kit';
import { LocalDiskStorage } from '@helpwire/service-kit';
import { outbox, type FilePurpose } from '../src/store/schema';
import type { AuthDeps } from '../src/use-cases/deps';
import { getCurrentUser } from '../src/use-cases/sessions';
import { signUp } from '../src/use-cases/sign-up';
import { storeFile } from '../src/use-cases/upload-file';
import { verifyOtp } from '../src/use-cases/verification';

export const USE_CASE_SECRET = 'use-case-test-secret-long-enough-for-hs256-0123456789';
/** The password every fixture account signs up with. */
export const FIXTURE_PASSWORD = 'Str0ng!pass';

/** What a use-case test works with: real database (auth migrations applied), mailbox and file storage. */
export interface UseCaseFixture {
  deps: AuthDeps;
  database: TestDatabase;
  mailbox: DevMailbox;
  /** A call context for a visitor (no identity) or a signed-in account. */
  ctx(identity?: Partial<Identity>): CallContext;
  /** A sign-up request for a fresh person (username and e-mail unique in this run), with `profile` fields replaced. */
  signUpRequest(role?: 'USER' | 'HELPER', profile?: Partial<auth.Profile>): SignUpInput;
  /** The six-digit code last sent to an address. */
  codeFor(address: string): string;
  /** Signs a fresh account up and verifies it; returns its session and a signed-in context. */
  verifiedAccount(role?: 'USER' | 'HELPER'): Promise<SignedInAccount>;
  /** A stored PNG file of `purpose`, owned by `ownerId` (unclaimed upload by default); returns its id. */
  storedFile(purpose: FilePurpose, ownerId?: string): Promise<string>;
  /** A helper sign-up request with its ID card and one document uploaded. */
  helperSignUpRequest(profile?: Partial<auth.Profile>): Promise<SignUpInput>;
  /** The account's current profile as an update request (a fresh phone when it has none), with `changes` applied. */
  profileUpdate(account: SignedInAccount, changes?: Partial<auth.Profile>, extra?: Partial<auth.UpdateProfileRequest>): Promise<auth.UpdateProfileRequest>;
  /** The subjects of every outbox row written so far, oldest first. */
  outboxSubjects(): Promise<string[]>;
  /** What a session token claims (jti, sub, role), as the gateway names it in CheckSession. */
  claimsOf(token: string): auth.SessionClaims;
}

export interface SignedInAccount {
  userId: string;
  email: string;
  token: string;
  tokenId: string;
  ctx: CallContext;
}

let people = 0;

/** Bytes that sniff as a PNG: the signature and `length` filler bytes. */
export function pngBytes(length: number): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(length, 7)]);
}

/** A phone number no other fixture account of this run has. */
export function freshPhone(): string {
  return `+9715${String(Date.now() + (people += 1)).slice(-8)}`;
}

/** A sign-up request for a fresh person (username and e-mail unique in this run), with `profile` fields replaced. */
export function newSignUpRequest(role: 'USER' | 'HELPER' = 'USER', profile: Partial<auth.Profile> = {}): SignUpInput {
  const handle = `layla.${Date.now().toString(36)}${(people += 1)}`;
  return {
    role,
    profile: {
      firstName: 'Layla',
      lastName: 'Haddad',
      username: handle,
      email: `${handle}@example.com`,
      phone: '',
      gender: 'Female',
      languages: [{ label: 'English', value: 'en' }],
      categories: [{ label: 'Education', value: 'education' }],
      favoriteCategories: [],
      location: { latitude: 25.2, longitude: 55.27, address: 'Dubai' },
      bio: '',
      genderPreference: '',
      profilePic: '',
      ...profile,
    },
    password: FIXTURE_PASSWORD,
    confirmPassword: FIXTURE_PASSWORD,
    termsAccepted: true,
    documentFileIds: [],
  };
}

/**
 * Registers beforeAll/afterAll hooks that build the auth use cases' dependencies on a fresh test
 * database, and returns the fixture (its fields are usable inside tests and hooks).
 */
export function useCaseFixture(): UseCaseFixture {
  let database: TestDatabase;
  let filesDir: string;
  const mailbox = new DevMailbox(1000);
  const fixture = {} as UseCaseFixture;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.migrate({ folder: authMigrationsFolder, schema: 'auth' });
    filesDir = await mkdtemp(join(tmpdir(), 'helpwire-use-case-files-'));
    fixture.database = database;
    fixture.deps = {
      db: database.db,
      secret: USE_CASE_SECRET,
      secondFactorKey: Buffer.alloc(32, 9),
      sessionTtlMs: 3600_000,
      messages: mailbox,
      files: new LocalDiskStorage(filesDir),
      appUrl: 'https://helpwire.test',
    };
  });

  afterAll(async () => {
    await database?.drop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  fixture.mailbox = mailbox;
  fixture.ctx = (identity = {}) => ({
    identity: { requestId: `use-case-${(people += 1)}`, language: 'en', ...identity },
    logger: silentLogger,
    metadata: new Metadata(),
  });
  fixture.signUpRequest = newSignUpRequest;
  fixture.storedFile = async (purpose, ownerId) => {
    return (
      await storeFile(fixture.deps, { ownerId: ownerId ?? null, purpose, name: `${purpose.toLowerCase()}.png`, content: pngBytes(64), mimeType: 'image/png' })
    ).id;
  };
  fixture.helperSignUpRequest = async (profile = {}) => ({
    ...fixture.signUpRequest('HELPER', { phone: freshPhone(), ...profile }),
    idCardFileId: await fixture.storedFile('ID_CARD'),
    documentFileIds: [await fixture.storedFile('DOCUMENT')],
  });
  fixture.codeFor = (address) => {
    const code = /\b(\d{6})\b/.exec(mailbox.list(address)[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code was sent to ${address}`);
    return code;
  };
  fixture.verifiedAccount = async (role = 'USER') => {
    const request = role === 'HELPER' ? await fixture.helperSignUpRequest() : fixture.signUpRequest(role);
    const email = request.profile!.email;
    await signUp(fixture.deps, request, fixture.ctx());
    const { token, user } = await verifyOtp(fixture.deps, { email, code: fixture.codeFor(email) }, fixture.ctx());
    const tokenId = decodeJwt(token).jti!;
    return { userId: user!.id, email, token, tokenId, ctx: fixture.ctx({ userId: user!.id, role: authNames.roleNames.nameOf(user!.role), tokenId }) };
  };
  fixture.claimsOf = (token) => {
    const claims = decodeJwt(token);
    return { tokenId: claims.jti!, accountId: claims.sub!, role: authNames.roleNames.parse(String(claims.role)) };
  };
  fixture.profileUpdate = async (account, changes = {}, extra = {}) => {
    const { user } = await getCurrentUser(fixture.deps, account.ctx);
    const profile = { ...user!.profile!, phone: user!.profile!.phone || freshPhone(), ...changes };
    return { profile, documents: undefined, ...extra };
  };
  fixture.outboxSubjects = async () => (await database.db.select({ subject: outbox.subject }).from(outbox).orderBy(outbox.createdAt)).map((r) => r.subject);
  return fixture;
}
