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
});
