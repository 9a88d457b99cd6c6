import { ConfigError } from '@helpwire/service-kit';
import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import type { NotificationConfig } from '../../config';

/** The key pair push services know this sender by (VAPID, RFC 8292), and who to contact about it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export type VapidSettings = Pick<NotificationConfig, 'NODE_ENV' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>;

/** Where all-in-one and development keep the generated pair: DATA_DIR/vapid-keys.json (mode 600). */
export function vapidKeyFile(dataDir: string): string {
  return join(dataDir, 'vapid-keys.json');
}

/** Fails unless the private key is a P-256 scalar whose public point is `publicKey`. */
function checkPair(publicKey: string, privateKey: string, where: string): void {
  let derived: string;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    derived = ecdh.getPublicKey('base64url', 'uncompressed');
  } catch {
    throw new ConfigError([`${where}: the VAPID private key is not a P-256 private key`]);
  }
  if (derived !== publicKey) throw new ConfigError([`${where}: the VAPID public key is not the private key's`]);
}

function readKeyFile(file: string): { publicKey: string; privateKey: string } {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string')
    throw new ConfigError([`${file}: not a VAPID key file ({"publicKey", "privateKey"}); remove it to generate a new pair (browsers then subscribe again)`]);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/** Reads the pair kept in `file`, or generates one and keeps it there (mode 600; the first of two racing processes wins). */
function keysFromFile(file: string): { publicKey: string; privateKey: string } {
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const generated = generateVAPIDKeys();
  try {
    writeFileSync(file, `${JSON.stringify({ publicKey: generated.publicKey, privateKey: generated.privateKey })}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(file);
    throw error;
  }
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (required in production), or,
 * in all-in-one and development, a pair generated once and kept in `keyFile` so browsers'
 * subscriptions survive a restart. Either way the two keys must be a pair.
 */
export function vapidKeysFrom(config: VapidSettings, options: { keyFile: string }): VapidKeys & { generated: boolean } {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    checkPair(config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY, 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY');
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT, generated: false };
  }
  if (config.VAPID_PUBLIC_KEY || config.VAPID_PRIVATE_KEY) throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither']);
  if (config.NODE_ENV === 'production') throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required in production']);
  const kept = keysFromFile(options.keyFile);
  checkPair(kept.publicKey, kept.privateKey, options.keyFile);
  return { ...kept, subject: config.VAPID_SUBJECT, generated: true };
}
