/**
 * Where a visitor was going when they were asked to sign in or sign up: carried as `?returnTo=`
 * through sign-in, sign-up and the code check, and followed once the session starts.
 */
export const RETURN_TO_PARAM = 'returnTo';

const ORIGIN = 'https://return-path.invalid';

/**
 * The path itself when it is a relative path of this site ("/payment-methods?x=1#y"), else
 * undefined: an absolute or protocol-relative URL ("https://…", "//evil", "/\\evil"), another
 * scheme ("javascript:…"), control characters or a path that does not start with one "/" are all
 * refused, so a crafted link cannot send a person elsewhere after they sign in.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return undefined;
  // Browsers read a backslash as a slash ("/\\evil" is "//evil") and drop tabs and newlines.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  if (parsed.origin !== ORIGIN) return undefined;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The return path a location's query carries, if it is a safe one. */
export function returnPathOf(search: string): string | undefined {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/** `path` with `?returnTo=` added (or kept as it is when there is no safe return path). */
export function withReturnPath(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  if (!safe) return path;
  const [base, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set(RETURN_TO_PARAM, safe);
  return `${base}?${params.toString()}`;
}
