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
export function signUpBody(n: string, extra: Record<string, unknown> = {}, person: { first: string; last: string; gender: string } = { first: 'Layla', last: 'Haddad', gender: 'Female' }) {
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
