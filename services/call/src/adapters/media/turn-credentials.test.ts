import { iceServersFor } from './ice-servers';
import { turnCredentials } from './turn-credentials';

const expiresAt = new Date('2026-11-24T20:00:00Z');

describe('TURN credentials (coturn REST API: use-auth-secret)', () => {
  it('names the expiry and the account, and signs the name with HMAC-SHA1 in base64', () => {
    // printf '1795550400:4f1c2a' | openssl dgst -sha1 -hmac coturn-static-auth-secret -binary | base64
    expect(turnCredentials('coturn-static-auth-secret', '4f1c2a', expiresAt)).toEqual({
      username: '1795550400:4f1c2a',
      credential: 'pcY5C46Isom1q2aj9Pq88l8LLQQ=',
    });
  });

  it('gives each side STUN as configured and TURN with credentials of its own; no TURN without its secret', () => {
    const config = {
      stunUrls: ['stun:stun.example:3478'],
      turnUrls: ['turn:turn.example:3478?transport=udp', 'turns:turn.example:5349'],
      turnSecret: 'coturn-static-auth-secret',
    };
    const helper = iceServersFor(config, 'helper-1', expiresAt);
    const user = iceServersFor(config, 'user-1', expiresAt);
    expect(helper).toEqual([{ urls: ['stun:stun.example:3478'] }, { urls: config.turnUrls, ...turnCredentials(config.turnSecret, 'helper-1', expiresAt) }]);
    expect(user[1]!.username).toBe('1795550400:user-1');
    expect(user[1]!.credential).not.toBe(helper[1]!.credential);
    expect(iceServersFor({ stunUrls: [], turnUrls: config.turnUrls }, 'user-1', expiresAt)).toEqual([]);
  });
});
