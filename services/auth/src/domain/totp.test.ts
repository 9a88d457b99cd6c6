import { randomBytes } from 'node:crypto';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode, openTotpSecret, sealTotpSecret } from './second-factor-secrets';
import { base32Decode, base32Encode, matchingStep, newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp';

// RFC 6238 appendix B (SHA-1, the ASCII key "12345678901234567890"): the last 6 of its 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238) with node:crypto', () => {
  it.each(RFC_VECTORS)('at %i s the code is %s (the RFC test vectors)', (seconds, code) => {
    expect(totpCode(RFC_KEY, totpStep(seconds * 1000))).toBe(code);
    expect(totpCode(base32Encode(RFC_KEY), totpStep(seconds * 1000))).toBe(code);
  });

  it('encodes base32 as RFC 4648 does and reads it back (any case, spaces, padding)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    const bytes = randomBytes(20);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(() => base32Decode('MZXW1')).toThrow('not base32');
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(newTotpSecret());
  });

  it('accepts the current step and one on each side, answering which; nothing else', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const step = totpStep(now);
    for (const drift of [-1, 0, 1]) expect(matchingStep(secret, totpCode(secret, step + drift), now)).toBe(step + drift);
    for (const drift of [-3, -2, 2, 3]) {
      const code = totpCode(secret, step + drift);
      // A far code may equal a near one by chance (1 in a million): only then is it accepted.
      const near = [-1, 0, 1].some((d) => totpCode(secret, step + d) === code);
      expect(matchingStep(secret, code, now) !== undefined).toBe(near);
    }
    expect(matchingStep(secret, '12345', now)).toBeUndefined();
    expect(matchingStep(secret, '1234567', now)).toBeUndefined();
    expect(matchingStep(secret, '12a456', now)).toBeUndefined();
  });

  it('writes the otpauth:// URL authenticator apps read', () => {
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', 'boss@example.com')).toBe(
      'otpauth://totp/Helpwire:boss%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Helpwire&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('second-factor secrets at rest', () => {
  const key = randomBytes(32);

  it('seals a TOTP secret for one admin: it opens only with the same key for the same admin', () => {
    const sealed = sealTotpSecret(key, 'admin-1', 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealTotpSecret(key, 'admin-1', 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openTotpSecret(key, 'admin-1', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openTotpSecret(key, 'admin-2', sealed)).toThrow();
    expect(() => openTotpSecret(randomBytes(32), 'admin-1', sealed)).toThrow();
    expect(() => openTotpSecret(key, 'admin-1', 'v2:abc')).toThrow('unknown TOTP secret seal');
  });

  it('makes ten distinct recovery codes and hashes each the same however it is typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const [code] = codes as [string];
    expect(normalizeRecoveryCode(` ${code.toLowerCase()} `)).toBe(code.replace('-', ''));
    expect(hashRecoveryCode(key, code.toLowerCase().replace('-', ' '))).toBe(hashRecoveryCode(key, code));
    expect(hashRecoveryCode(key, code)).not.toBe(hashRecoveryCode(randomBytes(32), code));
    expect(hashRecoveryCode(key, code)).not.toContain(code.replace('-', ''));
  });
});
