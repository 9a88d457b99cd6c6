import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The token_auth_secret of the Janus all-in-one starts: generated once and kept in the data folder
 * (mode 600) like the JWT secret, so tokens handed out survive a restart and no secret is in the repository.
 */
export function janusSecretFromDataDir(dataDir: string): string {
  const file = join(dataDir, 'janus-token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
