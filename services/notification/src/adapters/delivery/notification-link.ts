/**
 * A notification's link (an app route such as "/transaction-history") as an absolute URL on the
 * web's origin, for e-mail, SMS and push. Anything but a route of the app (another origin,
 * "//host", "javascript:…") gives undefined: a notification never sends anyone elsewhere.
 */
export function absoluteLink(link: string | undefined, appUrl: string): string | undefined {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return undefined;
  const base = new URL(appUrl);
  const url = new URL(link, base);
  return url.origin === base.origin ? url.href : undefined;
}
