import { createHmac } from 'node:crypto';

/** The VideoRoom plugin's package name: what a core token must list to attach to it. */
export const videoRoomPlugin = 'janus.plugin.videoroom';

/**
 * Janus' signed token (src/auth.c, `janus_auth_check_signature[_contains]`):
 * `<expiry>,<realm>,<descriptor>,...:<base64 HMAC-SHA1(secret, "<expiry>,<realm>,<descriptor>,...")>`,
 * expiry in Unix seconds (refused once the clock is past it).
 */
export function signJanusToken(secret: string, realm: string, descriptors: readonly string[], expiresAt: Date): string {
  const data = [String(Math.floor(expiresAt.getTime() / 1000)), realm, ...descriptors].join(',');
  return `${data}:${createHmac('sha1', secret).update(data).digest('base64')}`;
}

/** A core token (realm "janus") for the Janus API, allowed to attach to the VideoRoom plugin only. */
export function signCoreToken(secret: string, expiresAt: Date): string {
  return signJanusToken(secret, 'janus', [videoRoomPlugin], expiresAt);
}

/**
 * A room token: with the room's `signed_tokens`, VideoRoom admits a join only with a token of realm
 * "janus.plugin.videoroom" whose descriptors include `room=<room id>` (janus_videoroom.c, access_room).
 */
export function signRoomToken(secret: string, roomId: string, expiresAt: Date): string {
  return signJanusToken(secret, videoRoomPlugin, [`room=${roomId}`], expiresAt);
}

/** The VideoRoom `admin_key` (needed to create rooms), derived from the token secret so one secret configures both. */
export function roomAdminKey(secret: string): string {
  return createHmac('sha256', secret).update('videoroom-admin-key').digest('hex');
}
