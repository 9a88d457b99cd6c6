import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The fields of a helper's bank details (spec §3), as the helper gave them. */
export interface BankDetailsFields {
  title: string;
  accountName: string;
  accountNumber: string;
  bankName: string;
  branchName: string;
  routingNumber: string;
  swiftCode: string;
  country: string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals bank details with AES-256-GCM (a fresh 96-bit IV each time). The helper's id is the
 * additional authenticated data: a sealed value copied onto another helper's row does not open.
 */
export class BankDetailsCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the bank details key must be 32 bytes (AES-256)');
  }

  seal(helperId: string, fields: BankDetailsFields): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(helperId));
    const body = Buffer.concat([cipher.update(JSON.stringify(fields), 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  open(helperId: string, sealed: string): BankDetailsFields {
    const [version, payload] = sealed.split(':');
    if (version !== VERSION || !payload) throw new Error('unknown bank details seal');
    const bytes = Buffer.from(payload, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(helperId));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as BankDetailsFields;
  }
}
