import { baseEnv, ConfigError, loadConfig } from '@helpwire/service-kit';
import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * BANK_DETAILS_KEY: the AES-256 key that seals helpers' bank details, 32 bytes as 64 hex digits or
 * base64. Required in production; elsewhere (npm start, tests) a fixed development key is derived so
 * nothing needs configuring, and a warning says so.
 */
export const bankDetailsEnv = z.object({
  NODE_ENV: baseEnv.shape.NODE_ENV,
  BANK_DETAILS_KEY: z.string().optional(),
});

export interface BankDetailsKey {
  key: Buffer;
  /** True when the development key was derived because none was set. */
  derived: boolean;
}

const DEVELOPMENT_SEED = 'helpwire development bank details key: never used in production';

function decode(text: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  const bytes = /^[A-Za-z0-9+/]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

export function loadBankDetailsKey(env: NodeJS.ProcessEnv = process.env): BankDetailsKey {
  const config = loadConfig(bankDetailsEnv, env);
  if (config.BANK_DETAILS_KEY) {
    const key = decode(config.BANK_DETAILS_KEY);
    if (!key) throw new ConfigError(['BANK_DETAILS_KEY: must be 32 bytes, as 64 hex digits or base64']);
    return { key, derived: false };
  }
  if (config.NODE_ENV === 'production') throw new ConfigError(['BANK_DETAILS_KEY: required in production (32 bytes, as 64 hex digits or base64)']);
  return { key: createHash('sha256').update(DEVELOPMENT_SEED).digest(), derived: true };
}
