import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret all-in-one mode needs when none is configured: generated once and kept in the data
 * folder (mode 600), so what it signs survives a restart and no secret lives in the code.
 */
function secretFromDataDir(dataDir: string, fileName: string, bytes: number): string {
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The session-signing secret when JWT_SECRET is not set: sessions survive a restart. */
export const jwtSecretFromDataDir = (dataDir: string) => secretFromDataDir(dataDir, 'jwt-secret', 48);

/** Janus' token_auth_secret when Janus is started here: tokens handed out survive a restart. */
export const janusSecretFromDataDir = (dataDir: string) => secretFromDataDir(dataDir, 'janus-token-secret', 32);
