import { ConfigError } from '@helpwire/service-kit';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { loadNotificationConfig } from '../../config';
import { vapidKeyFile, vapidKeysFrom } from './vapid-keys';

describe('vapidKeysFrom', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'helpwire-vapid-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  const development = (env: Record<string, string> = {}) => loadNotificationConfig({ NODE_ENV: 'development', ...env });

  it('uses the configured pair and writes no file', () => {
    const pair = generateVAPIDKeys();
    const keys = vapidKeysFrom(
      development({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'https://helpwire.example/contact' }),
      { keyFile: vapidKeyFile(dataDir) },
    );
    expect(keys).toEqual({ ...pair, subject: 'https://helpwire.example/contact', generated: false });
    expect(() => statSync(vapidKeyFile(dataDir))).toThrow();
  });

  it('refuses two keys that are not a pair', () => {
    const [one, other] = [generateVAPIDKeys(), generateVAPIDKeys()];
    expect(() =>
      vapidKeysFrom(development({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: other.privateKey }), { keyFile: vapidKeyFile(dataDir) }),
    ).toThrow(/not the private key's/);
  });

  it('generates a pair once, keeps it in the data dir with mode 600, and reads it back on the next start', () => {
    const file = vapidKeyFile(join(dataDir, 'nested'));
    const first = vapidKeysFrom(development(), { keyFile: file });
    expect(first.generated).toBe(true);
    expect(first.subject).toBe('mailto:no-reply@helpwire.local');
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(vapidKeysFrom(development(), { keyFile: file })).toEqual(first);
  });

  it('refuses a damaged key file instead of replacing it (subscriptions depend on it)', () => {
    const file = vapidKeyFile(dataDir);
    writeFileSync(file, '{"publicKey": 1}');
    expect(() => vapidKeysFrom(development(), { keyFile: file })).toThrow(/not a VAPID key file/);
    writeFileSync(file, JSON.stringify({ publicKey: generateVAPIDKeys().publicKey, privateKey: generateVAPIDKeys().privateKey }));
    expect(() => vapidKeysFrom(development(), { keyFile: file })).toThrow(ConfigError);
  });

  it('never generates in production', () => {
    expect(() => vapidKeysFrom({ NODE_ENV: 'production', VAPID_SUBJECT: 'mailto:a@b.c' }, { keyFile: vapidKeyFile(dataDir) })).toThrow(
      /required in production/,
    );
    expect(() => statSync(vapidKeyFile(dataDir))).toThrow();
  });
});

describe('the notification config (VAPID_*)', () => {
  const pair = generateVAPIDKeys();
  const production = { NODE_ENV: 'production' };

  it('needs both keys or neither, and both in production', () => {
    expect(() => loadNotificationConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither/,
    );
    expect(() => loadNotificationConfig({ VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(/VAPID_PUBLIC_KEY: set both/);
    expect(() => loadNotificationConfig(production)).toThrow(/VAPID_PUBLIC_KEY: required in production/);
    expect(loadNotificationConfig({ ...production, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })).toMatchObject({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_SUBJECT: 'mailto:no-reply@helpwire.local',
    });
    expect(loadNotificationConfig({})).toMatchObject({ APP_URL: 'http://localhost:8080' });
  });

  it('refuses keys and a subject of the wrong shape', () => {
    expect(() => loadNotificationConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be a VAPID public key/,
    );
    expect(() => loadNotificationConfig({ VAPID_SUBJECT: 'http://helpwire.example' })).toThrow(/VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL/);
    expect(() => loadNotificationConfig({ APP_URL: 'javascript:alert(1)' })).toThrow(/APP_URL/);
  });
});
