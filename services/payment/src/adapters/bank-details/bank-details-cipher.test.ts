import { randomBytes, randomUUID } from 'node:crypto';
import { BankDetailsCipher, type BankDetailsFields } from './bank-details-cipher';
import { loadBankDetailsKey } from './bank-details-key';
import { GOOD_BANK_DETAILS } from '../../../test/withdrawal-fixture';

const fields: BankDetailsFields = GOOD_BANK_DETAILS;

describe('bank details cipher (AES-256-GCM)', () => {
  const cipher = new BankDetailsCipher(randomBytes(32));

  it('seals every field out of sight and opens them for the same helper only', () => {
    const helper = randomUUID();
    const sealed = cipher.seal(helper, fields);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    for (const value of Object.values(fields)) expect(sealed).not.toContain(value);
    expect(cipher.seal(helper, fields)).not.toBe(sealed);
    expect(cipher.open(helper, sealed)).toEqual(fields);
    expect(() => cipher.open(randomUUID(), sealed)).toThrow();
  });

  it('refuses a tampered seal and another key', () => {
    const helper = randomUUID();
    const sealed = cipher.seal(helper, fields);
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => cipher.open(helper, `v1:${bytes.toString('base64')}`)).toThrow();
    expect(() => new BankDetailsCipher(randomBytes(32)).open(helper, sealed)).toThrow();
    expect(() => new BankDetailsCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('BANK_DETAILS_KEY', () => {
  it('reads 64 hex digits or base64 of 32 bytes', () => {
    const key = randomBytes(32);
    expect(loadBankDetailsKey({ BANK_DETAILS_KEY: key.toString('hex') })).toEqual({ key, derived: false });
    expect(loadBankDetailsKey({ BANK_DETAILS_KEY: key.toString('base64'), NODE_ENV: 'production' })).toEqual({ key, derived: false });
    expect(() => loadBankDetailsKey({ BANK_DETAILS_KEY: 'short' })).toThrow(/BANK_DETAILS_KEY/);
  });

  it('fails fast in production without one, and derives a fixed development key elsewhere', () => {
    expect(() => loadBankDetailsKey({ NODE_ENV: 'production' })).toThrow(/BANK_DETAILS_KEY: required in production/);
    const dev = loadBankDetailsKey({ NODE_ENV: 'test' });
    expect(dev.derived).toBe(true);
    expect(dev.key).toHaveLength(32);
    expect(loadBankDetailsKey({}).key).toEqual(dev.key);
  });
});
