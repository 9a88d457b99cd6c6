/**
 * The security headers of every HTTP server that answers the browser: the gateway (the API, and the
 * pages in all-in-one mode) and the web server of the distributed form (launcher/src/web-server.ts).
 * One policy, so the pages behave the same whichever server sends them (decision 0020).
 */

/** Google Identity Services: the sign-in button's script, styles, frame and its calls. */
export const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
/** Stripe.js and its Elements frames (card entry, 3-D Secure), and the API Stripe.js calls. */
export const STRIPE_JS = 'https://js.stripe.com';
export const STRIPE_HOOKS = 'https://hooks.stripe.com';
export const STRIPE_API = 'https://api.stripe.com';

export interface SecurityHeaderOptions {
  /**
   * Where the pages call the API when it is not their own origin (the runtime config's apiBase on
   * another host): its origin, and the same host over wss: for the realtime channel.
   */
  apiOrigins?: string[];
  /** Third-party origins the pages may load scripts from and call (analytics, machine translation). */
  thirdPartyOrigins?: string[];
}

/** `https://api.example.com/api/v1` → `https://api.example.com`; a relative base (same origin) → nothing. */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

/** The websocket origin of an http(s) origin: where the realtime channel of that host answers. */
const websocketOf = (origin: string) => origin.replace(/^http/i, 'ws');

const unique = (values: string[]) => [...new Set(values)];

/** The parts of the web's runtime-config.json that bring other origins into the pages. */
export interface PageRuntimeConfig {
  apiBase?: string;
  machineTranslationScript?: string;
  ga4MeasurementId?: string;
}

/** The origins a runtime config makes the pages use: the API's host, and the optional third parties. */
export function pageOrigins({ apiBase, machineTranslationScript, ga4MeasurementId }: PageRuntimeConfig): Required<SecurityHeaderOptions> {
  const api = originOf(apiBase);
  const translation = originOf(machineTranslationScript);
  return {
    apiOrigins: api ? [api] : [],
    thirdPartyOrigins: [
      ...(translation ? [translation, 'https://translate.googleapis.com', 'https://www.gstatic.com'] : []),
      ...(ga4MeasurementId ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : []),
    ],
  };
}

/** The directives of the Content-Security-Policy, by name. */
export function cspDirectives({ apiOrigins = [], thirdPartyOrigins = [] }: SecurityHeaderOptions = {}): Record<string, string[]> {
  const api = unique(apiOrigins);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': unique(["'self'", GOOGLE_SIGN_IN, STRIPE_JS, ...thirdPartyOrigins]),
    'script-src-attr': ["'none'"],
    'style-src': unique(["'self'", GOOGLE_SIGN_IN, ...thirdPartyOrigins]),
    'img-src': unique(["'self'", 'data:', 'blob:', ...thirdPartyOrigins]),
    'font-src': ["'self'", 'data:'],
    // Same-origin websockets are 'self'; the API's host when it is elsewhere, over https and wss.
    'connect-src': unique(["'self'", ...api, ...api.map(websocketOf), GOOGLE_SIGN_IN, STRIPE_API, ...thirdPartyOrigins]),
    // blob:: a PDF the page itself read with the session's token (the admin console's helper documents, issue 24).
    'frame-src': unique(["'self'", 'blob:', GOOGLE_SIGN_IN, STRIPE_JS, STRIPE_HOOKS]),
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  return Object.entries(cspDirectives(options))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every security header, by name (lower case). */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    // Social sign-in popups (Google's, and ours that return an ID token) talk to this window.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Google's button checks the page's origin, which `no-referrer` would hide.
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Ignored over plain http (all-in-one on localhost); every TLS deployment gets it.
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    // Calls use the camera, microphone and screen sharing of this origin only; Stripe asks for payment.
    'permissions-policy': 'camera=(self), microphone=(self), display-capture=(self), geolocation=(self), payment=(self "https://js.stripe.com"), usb=()',
  };
}

interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

/** Connect/Express middleware that sets the headers on every answer (computed once). */
export function securityHeadersMiddleware(options: SecurityHeaderOptions = {}): (req: unknown, res: HeaderTarget, next: () => void) => void {
  const headers = Object.entries(securityHeaders(options));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
