import { createHmac } from 'node:crypto';

/**
 * Short-lived TURN credentials of coturn's REST API scheme (`use-auth-secret` + `static-auth-secret`):
 * username `<expiry unix seconds>:<account id>`, credential base64(HMAC-SHA1(secret, username)).
 */
export function turnCredentials(secret: string, accountId: string, expiresAt: Date): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${accountId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}
