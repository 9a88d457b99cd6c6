import { contentSecurityPolicy, cspDirectives, pageOrigins, securityHeaders } from './index';

/** "a x y; b z" → { a: [x, y], b: [z] } */
const parse = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('the Content-Security-Policy of the pages', () => {
  const csp = parse(contentSecurityPolicy());

  it('lets scripts and styles come from the site only (plus Google sign-in and Stripe.js), never inline', () => {
    expect(csp['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/', 'https://js.stripe.com']);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  });

  it('takes images from the site, data: and blob:; media from the site and blob: (calls)', () => {
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['media-src']).toEqual(["'self'", 'blob:']);
  });

  it('frames only its own documents (a PDF read into a blob), Google sign-in and Stripe (Elements, 3-D Secure); is framed by no one; no plugins; base stays here', () => {
    expect(csp['frame-src']).toEqual(["'self'", 'blob:', 'https://accounts.google.com/gsi/', 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('connects to the site (its websockets included) and, when the API is on another host, to it over https and wss', () => {
    expect(csp['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/', 'https://api.stripe.com']);
    const elsewhere = parse(contentSecurityPolicy(pageOrigins({ apiBase: 'https://api.helpwire.example/api/v1' })));
    expect(elsewhere['connect-src']).toEqual([
      "'self'",
      'https://api.helpwire.example',
      'wss://api.helpwire.example',
      'https://accounts.google.com/gsi/',
      'https://api.stripe.com',
    ]);
    expect(pageOrigins({ apiBase: '/api/v1' }).apiOrigins).toEqual([]);
  });

  it('adds the analytics and machine-translation origins only when the runtime config turns them on', () => {
    expect(pageOrigins({}).thirdPartyOrigins).toEqual([]);
    const withBoth = cspDirectives(pageOrigins({ ga4MeasurementId: 'G-1', machineTranslationScript: 'https://translate.google.com/translate_a/element.js' }));
    expect(withBoth['script-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://translate.google.com']));
    expect(withBoth['frame-src']).not.toContain('https://www.googletagmanager.com');
  });
});

describe('the other security headers', () => {
  it('forbid sniffing and framing, keep the referrer to the origin, and allow the sign-in popups', () => {
    expect(securityHeaders()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(securityHeaders()['permissions-policy']).toContain('camera=(self)');
  });
});
