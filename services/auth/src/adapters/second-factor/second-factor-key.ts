import { baseEnv, ConfigError, loadConfig } from '@helpwire/service-kit';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { SecondFactorKey } from '../../domain/second-factor-secrets';

/**
 * TOTP_SECRET_KEY: the AES-256 key that seals admins' TOTP secrets (and keys their recovery codes'
 * hashes), 32 bytes as 64 hex digits or base64. Required in production; elsewhere (npm start, tests)
 * a fixed development key is derived so nothing needs configuring, and a warning says so.
 */
export const secondFactorEnv = z.object({
  NODE_ENV: baseEnv.shape.NODE_ENV,
  TOTP_SECRET_KEY: z.string().optional(),
});

const DEVELOPMENT_SEED = 'helpwire development TOTP secret key: never used in production';

function decode(text: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  const bytes = /^[A-Za-z0-9+/]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

export function loadSecondFactorKey(env: NodeJS.ProcessEnv = process.env): SecondFactorKey {
  const config = loadConfig(secondFactorEnv, env);
  if (config.TOTP_SECRET_KEY) {
    const key = decode(config.TOTP_SECRET_KEY);
    if (!key) throw new ConfigError(['TOTP_SECRET_KEY: must be 32 bytes, as 64 hex digits or base64']);
    return { key, derived: false };
  }
  if (config.NODE_ENV === 'production') throw new ConfigError(['TOTP_SECRET_KEY: required in production (32 bytes, as 64 hex digits or base64)']);
  return { key: createHash('sha256').update(DEVELOPMENT_SEED).digest(), derived: true };
}
