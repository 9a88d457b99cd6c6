import { createHmac } from 'node:crypto';
import { roomAdminKey, signCoreToken, signJanusToken, signRoomToken } from './janus-token';

/**
 * Janus' own check (src/auth.c, janus_auth_check_signature_contains), written again from the C:
 * split once at ':', the data at ',' (expiry, realm, descriptors), refuse an expiry in the past or
 * another realm or a missing descriptor, and compare base64(HMAC-SHA1(secret, data)) with the rest.
 */
function janusAccepts(token: string, secret: string, realm: string, descriptor: string, nowSeconds: number): boolean {
  const parts = token.split(':');
  if (parts.length !== 2) return false;
  const [data, signature] = parts as [string, string];
  const [expiry, tokenRealm, ...descriptors] = data.split(',');
  if (expiry === undefined || tokenRealm === undefined) return false;
  const expiresAt = Number.parseInt(expiry, 10);
  if (expiresAt < 0 || nowSeconds > expiresAt) return false;
  if (tokenRealm !== realm || !descriptors.includes(descriptor)) return false;
  return createHmac('sha1', secret).update(data).digest('base64') === signature;
}

const secret = 'janus-token-secret-0123456789';
const at = new Date('2026-11-24T20:00:00Z');
const seconds = at.getTime() / 1000;

describe('Janus signed tokens', () => {
  it('signs "<expiry>,<realm>,<descriptors>" with HMAC-SHA1 in base64, the expiry in whole seconds', () => {
    // openssl: printf '1795550400,janus,janus.plugin.videoroom' | openssl dgst -sha1 -hmac janus-token-secret-0123456789 -binary | base64
    expect(signJanusToken(secret, 'janus', ['janus.plugin.videoroom'], new Date(at.getTime() + 999))).toBe(
      '1795550400,janus,janus.plugin.videoroom:Cu+DPn4kZc3Fv/C7WP9UWDMkawM=',
    );
    expect(signCoreToken(secret, at)).toBe(signJanusToken(secret, 'janus', ['janus.plugin.videoroom'], at));
  });

  it('gives a core token Janus accepts for the VideoRoom plugin only, until its expiry', () => {
    const token = signCoreToken(secret, at);
    expect(janusAccepts(token, secret, 'janus', 'janus.plugin.videoroom', seconds)).toBe(true);
    expect(janusAccepts(token, secret, 'janus', 'janus.plugin.videoroom', seconds + 1)).toBe(false);
    expect(janusAccepts(token, secret, 'janus', 'janus.plugin.streaming', seconds)).toBe(false);
    expect(janusAccepts(token, 'another-secret-0123456789', 'janus', 'janus.plugin.videoroom', seconds)).toBe(false);
  });

  it('gives a room token for its own room only (VideoRoom signed_tokens: realm janus.plugin.videoroom, room=<id>)', () => {
    const token = signRoomToken(secret, 'HW-7K2M9QX4TB', at);
    expect(token.startsWith(`${seconds},janus.plugin.videoroom,room=HW-7K2M9QX4TB:`)).toBe(true);
    expect(janusAccepts(token, secret, 'janus.plugin.videoroom', 'room=HW-7K2M9QX4TB', seconds)).toBe(true);
    expect(janusAccepts(token, secret, 'janus.plugin.videoroom', 'room=HW-0000000000', seconds)).toBe(false);
    expect(janusAccepts(token, secret, 'janus', 'janus.plugin.videoroom', seconds)).toBe(false);
  });

  it("derives the rooms' admin key from the secret (hex HMAC-SHA256 of videoroom-admin-key)", () => {
    expect(roomAdminKey(secret)).toBe(createHmac('sha256', secret).update('videoroom-admin-key').digest('hex'));
    expect(roomAdminKey(secret)).not.toBe(roomAdminKey(`${secret}x`));
  });
});
