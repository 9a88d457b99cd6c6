import { Writable } from 'node:stream';
import { createLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger({ service: 'test', destination }) };
}

describe('createLogger', () => {
  it('names the service and keeps ordinary fields', () => {
    const { lines, logger } = capture();
    logger.info({ categoryId: 'abc' }, 'hello');
    expect(lines[0]).toMatchObject({ service: 'test', level: 'info', categoryId: 'abc', msg: 'hello' });
  });

  it('redacts passwords, tokens, card and bank fields and personal data at any depth', () => {
    const { lines, logger } = capture();
    logger.info({
      password: 'Secret#1',
      body: { email: 'a@b.co', newPassword: 'x', nested: { cardNumber: '4242424242424242', accountNumber: '12345678' } },
      req: { headers: { authorization: 'Bearer abc.def.ghi', host: 'h' } },
      bank: { routingNumber: '123456789', swiftCode: 'ABCDEFGHXXX' },
      token: 'jwt',
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['Secret#1', 'a@b.co', '4242424242424242', '12345678', 'abc.def.ghi', '123456789', 'ABCDEFGHXXX', '"jwt"']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
    expect(lines[0]).toMatchObject({ req: { headers: { host: 'h' } } });
  });

  it("redacts the messaging and web push credentials and a push subscription's keys", () => {
    const { lines, logger } = capture();
    logger.info({
      config: {
        VAPID_PRIVATE_KEY: 'vapid-private',
        SMTP_URL: 'smtp://user:smtp-pass@mail',
        TWILIO_AUTH_TOKEN: 'twilio-token',
        VAPID_PUBLIC_KEY: 'vapid-public',
      },
      keys: { privateKey: 'generated-private', publicKey: 'generated-public' },
      settings: { authToken: 'twilio-token-2' },
      subscription: { keys: { p256dh: 'browser-key' } },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['vapid-private', 'smtp-pass', 'twilio-token', 'generated-private', 'browser-key']) expect(text).not.toContain(secret);
    expect(text).toContain('vapid-public');
  });

  it("redacts an admin's second factor: challenge, secret, otpauth URL, codes, recovery codes, the sealing key (decision 0064)", () => {
    const { lines, logger } = capture();
    logger.info({
      body: { challenge: 'challenge-token', code: '123456', recoveryCode: 'ABCDE-FGHIJ' },
      data: { secondFactor: 'ENROLL', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXQ', recoveryCodes: ['KLMNO-PQRST'] },
      request: { recovery_code: 'UVWXY-Z2345', otpauth_url: 'otpauth://totp/y', recovery_codes: ['ZZZZZ-YYYYY'] },
      row: { sealedSecret: 'v1:sealed-bytes' },
      config: { TOTP_SECRET_KEY: 'totp-key-hex' },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['challenge-token', '123456', 'ABCDE', 'JBSWY3DPEHPK3PX', 'KLMNO', 'UVWXY', 'otpauth://', 'ZZZZZ', 'sealed-bytes', 'totp-key-hex'])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ data: { secondFactor: 'ENROLL' } });
  });

  it("redacts every field of a helper's bank details, in both spellings", () => {
    const { lines, logger } = capture();
    logger.info({
      body: {
        title: 'Salary',
        accountName: 'Sami Haddad',
        accountNumber: '0012345678901',
        bankName: 'Gulf Bank',
        branchName: 'Marina',
        routingNumber: '021000021',
        swiftCode: 'GULFAEADXXX',
      },
      request: {
        details: {
          account_name: 'Sami Haddad',
          account_number: '99887766',
          bank_name: 'Gulf Bank',
          branch_name: 'Marina',
          routing_number: '021000021',
          swift_code: 'GULFAEADXXX',
        },
      },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['Sami Haddad', '0012345678901', '99887766', 'Gulf Bank', 'Marina', '021000021', 'GULFAEADXXX']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ body: { title: 'Salary' } });
  });

  it('redacts the card form (number, CVC; gRPC and Stripe spellings) and setup secrets, keeping brand, last 4 and expiry', () => {
    const { lines, logger } = capture();
    logger.info({
      request: { cardNumber: '4000002500003155', cvc: '737', expMonth: 12, expYear: 2034, clientSecret: 'seti_1_secret_abc' },
      stripe: { body: { card_number: '4000000000000002', client_secret: 'pi_1_secret_def' } },
      card: { brand: 'visa', last4: '3155', expMonth: 12, expYear: 2034 },
      req: { headers: { 'stripe-signature': 't=1,v1=deadbeef' } },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['4000002500003155', '737', 'seti_1_secret_abc', '4000000000000002', 'pi_1_secret_def', 'deadbeef']) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({ card: { brand: 'visa', last4: '3155', expMonth: 12, expYear: 2034 }, request: { expMonth: 12, expYear: 2034 } });
  });
});
