/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2: a weak comparison, so `W/"x"`
 * matches `"x"`; `*` matches any current answer).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const trimmed = ifNoneMatch.trim();
  if (trimmed === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return trimmed.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque;
  });
}
