import { REDACTED, sensitiveFieldNames } from './redaction';

/** Query parameters whose values are personal data or secrets in a URL: coordinates, and every sensitive body field. */
const sensitiveParameters = new Set([...sensitiveFieldNames, 'latitude', 'longitude', 'lat', 'lng', 'lon'].map((name) => name.toLowerCase()));

/** Path segments after these are bearer secrets (a short-lived recording link's token). */
const secretPathPrefixes = ['/recording/play/'];

/**
 * A request URL fit for a log line: the values of sensitive query parameters (coordinates, e-mail,
 * tokens, codes…) and the token of a recording link replaced by `[redacted]`, the rest kept.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const prefix of secretPathPrefixes) {
    const at = path.indexOf(prefix);
    if (at !== -1) path = `${path.slice(0, at + prefix.length)}${REDACTED}`;
  }
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded: string;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        decoded = name;
      }
      return equals !== -1 && sensitiveParameters.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
