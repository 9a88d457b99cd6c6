import { call, type Stack } from './stack';

/** The password every test account signs up with. */
export const PASSWORD = 'Str0ng!pass';

let phones = 0;

/** A phone number no other test account of this run has (12–15 characters, as the rule wants). */
export function freshPhone(): string {
  return `+9715${String(Date.now() + (phones += 1)).slice(-8)}`;
}

/**
 * A complete sign-up body for the person `first` (username and e-mail `<first>.<n>`), with `extra`
 * fields added or replaced (phone, documents, …).
 */
export function signUpBody(
  n: string,
  extra: Record<string, unknown> = {},
  person: { first: string; last: string; gender: string } = { first: 'Layla', last: 'Haddad', gender: 'Female' },
) {
  const handle = `${person.first.toLowerCase()}.${n}`;
  return {
    firstName: person.first,
    lastName: person.last,
    username: handle,
    email: `${handle}@example.com`,
    gender: person.gender,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    languages: [{ label: 'English', value: 'en' }],
    categories: [{ label: 'Education', value: 'education' }],
    location: { latitude: 25.2, longitude: 55.27, address: 'Dubai' },
    acceptTerms: true,
    ...extra,
  };
}

/** Ids unique within this run (for usernames and e-mails). */
export function uniqueIds(): () => string {
  let n = 0;
  return () => `${Date.now().toString(36)}${(n += 1)}`;
}

/**
 * JSON calls to the stack's /api/v1 as an optional signed-in account, and the code last sent to an
 * address. `stack` is read at call time: suites start it in beforeAll.
 */
export function apiOf(stack: () => Stack) {
  const headers = (token?: string) => (token ? { authorization: `Bearer ${token}` } : undefined);
  const send = (method: string, path: string, json: unknown, token?: string) => call(stack().base, `/api/v1${path}`, { method, json, headers: headers(token) });
  return {
    send,
    post: (path: string, json: unknown, token?: string) => send('POST', path, json, token),
    put: (path: string, json: unknown, token?: string) => send('PUT', path, json, token),
    get: (path: string, token?: string) => call(stack().base, `/api/v1${path}`, { headers: headers(token) }),
    codeFor(address: string): string {
      const code = /\b(\d{6})\b/.exec(stack().mailbox.list(address)[0]?.text ?? '')?.[1];
      if (!code) throw new Error(`no code was sent to ${address}`);
      return code;
    },
  };
}
