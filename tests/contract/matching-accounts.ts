import { matching } from '@helpwire/proto';
import { createPromiseClient, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import { apiOf, freshPhone, signUpBody, uniqueIds } from './accounts';
import { helperFiles } from './files';
import { signedInOf } from './signed-in';
import type { Stack } from './stack';

export const TECH = 'basic-tech-troubleshooting';
export const DUBAI = { latitude: 25.2, longitude: 55.27, address: 'Dubai' };

export const asHelper = (userId: string): Identity => ({ requestId: `presence-${randomUUID()}`, language: 'en', userId, role: 'HELPER' });

/**
 * Helpers and users as the product makes them, for tests that need matchable helpers: sign-up,
 * code, admin approval, availability on through the API (auth's events reach matching over
 * JetStream), and the realtime channel's presence call made as the gateway makes it, with the
 * helper's identity. Call `open()` in beforeAll (after the stack started) and `close()` in afterAll.
 */
export function matchingAccountsOf(stack: () => Stack, unique = uniqueIds()) {
  const { post, put, codeFor } = apiOf(stack);
  const accounts = signedInOf(stack, unique);
  let adminToken = '';
  let presence: PromiseClient<matching.MatchingServiceClient> | undefined;
  const m = {
    get presence(): PromiseClient<matching.MatchingServiceClient> {
      return presence!;
    },
    async open(): Promise<void> {
      presence = createPromiseClient(matching.MatchingServiceClient, stack().registered.find((s) => s.name === 'matching')!.address);
      adminToken = await accounts.admin();
    },
    close(): void {
      presence?.close();
    },
    /** A helper approved, available and connected, in TECH unless `extra` says otherwise. */
    async onlineHelper(person: { first: string; gender: string }, place: { latitude: number; longitude: number }, extra: Record<string, unknown> = {}) {
      const phone = freshPhone();
      const body = signUpBody(
        unique(),
        {
          phone,
          ...(await helperFiles(stack().base)),
          categories: [{ label: 'Basic Tech Troubleshooting', value: TECH }],
          location: { ...place, address: 'Somewhere' },
          ...extra,
        },
        { ...person, last: 'Helper' },
      );
      expect((await post('/auth/signup/helper', body)).status).toBe(201);
      expect((await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) })).status).toBe(200);
      const login = await post('/auth/login/helper', { identifier: body.email, password: body.password });
      const id = login.body.data.user.id as string;
      const token = login.body.data.token as string;
      expect((await post('/admin/helpers/review', { helper: id, approve: true }, adminToken)).status).toBe(200);
      expect((await put('/helpers/available', { isAvailable: true }, token)).status).toBe(200);
      await m.presence.helperConnected({}, { identity: asHelper(id) });
      return { id, token, email: body.email, phone };
    },
    /** Whether matching offers this helper to a user in Dubai asking for TECH (online, available, not in a call). */
    async matchable(helperId: string): Promise<boolean> {
      const found = await m.presence.findHelpers(
        { userLocation: { latitude: 25.2, longitude: 55.27 }, categoryId: TECH, languages: ['en'], genderPreference: 0, excludeHelperIds: [], limit: 10 },
        { identity: { requestId: 'probe', language: 'en' } },
      );
      return found.candidates.some((c) => c.helperId === helperId);
    },
    /** A verified user living in Dubai unless `extra` says otherwise. */
    async user(extra: Record<string, unknown> = {}) {
      const body = signUpBody(unique(), { location: DUBAI, ...extra }, { first: 'Sara', last: 'User', gender: 'Female' });
      expect((await post('/auth/signup', body)).status).toBe(201);
      const verified = await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
      return { token: verified.body.data.token as string, id: verified.body.data.user.id as string };
    },
  };
  return m;
}
