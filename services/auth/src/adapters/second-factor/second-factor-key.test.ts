import { randomBytes } from 'node:crypto';
import { loadSecondFactorKey } from './second-factor-key';

describe('TOTP_SECRET_KEY', () => {
  it('reads 32 bytes as hex or base64, and refuses anything else', () => {
    const key = randomBytes(32);
    expect(loadSecondFactorKey({ TOTP_SECRET_KEY: key.toString('hex') })).toEqual({ key, derived: false });
    expect(loadSecondFactorKey({ TOTP_SECRET_KEY: key.toString('base64'), NODE_ENV: 'production' })).toEqual({ key, derived: false });
    expect(() => loadSecondFactorKey({ TOTP_SECRET_KEY: 'short' })).toThrow(/TOTP_SECRET_KEY/);
    expect(() => loadSecondFactorKey({ TOTP_SECRET_KEY: randomBytes(16).toString('hex') })).toThrow(/TOTP_SECRET_KEY/);
  });

  it('derives the fixed development key outside production, and fails fast in production without one', () => {
    const derived = loadSecondFactorKey({});
    expect(derived).toEqual({ key: expect.any(Buffer), derived: true });
    expect(derived.key).toHaveLength(32);
    expect(loadSecondFactorKey({ NODE_ENV: 'test' }).key).toEqual(derived.key);
    expect(() => loadSecondFactorKey({ NODE_ENV: 'production' })).toThrow(/TOTP_SECRET_KEY: required in production/);
  });
});
