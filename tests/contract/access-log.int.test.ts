import { createLogger } from '@helpwire/service-kit';
import { Writable } from 'node:stream';
import { apiOf } from './accounts';
import { signedInOf } from './signed-in';
import { call, startStack, type Stack } from './stack';

/** What a person's requests put in the URL: exact coordinates, an e-mail address, a recording link's token. */
const LATITUDE = '25.2048493';
const LONGITUDE = '55.2707828';
const EMAIL = 'noor.private.reader@example.com';
const RECORDING_TOKEN = 'rec-link-4f1c9a7e2b6d4c0a9e3f7b1d5a2c8e6f';

/**
 * Issue 21, item 5: the gateway's access log (pino-http, LOG_REQUESTS on) keeps no personal data
 * or short-lived secrets from URLs — they are redacted as body fields are — and still says which
 * route was asked and how it was answered.
 */
describe('the access log', () => {
  let stack: Stack;
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const { get } = apiOf(() => stack);
  const signedIn = signedInOf(() => stack);
  beforeAll(async () => {
    stack = await startStack({ LOG_REQUESTS: 'true', LOG_LEVEL: 'info' }, {}, {}, createLogger({ service: 'gateway', destination }));
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  /** The access-log entries of requests whose (redacted) URL starts with `path`, once they are written. */
  async function accessLines(path: string, count: number): Promise<{ req: { url: string; method: string }; res: { statusCode: number } }[]> {
    for (;;) {
      const found = lines.map((line) => JSON.parse(line)).filter((entry) => typeof entry.req?.url === 'string' && entry.req.url.startsWith(path) && entry.res);
      if (found.length >= count) return found;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('redacts coordinates, e-mail and recording tokens from request URLs, keeping the route and status', async () => {
    const user = await signedIn.verifiedUser();
    await get(`/call/findHelper?latitude=${LATITUDE}&longitude=${LONGITUDE}&categoryId=tech`, user.token);
    await get(`/call/callBackHelper?helperId=00000000-0000-4000-8000-000000000000&lat=${LATITUDE}&lng=${LONGITUDE}`, user.token);
    await get(`/news/unsubscribe?email=${encodeURIComponent(EMAIL)}`);
    const play = await call(stack.base, `/api/v1/recording/play/${RECORDING_TOKEN}?download=1`);
    expect(play.status).toBeGreaterThanOrEqual(400);

    const [find] = await accessLines('/api/v1/call/findHelper', 1);
    expect(find!.req.url).toBe('/api/v1/call/findHelper?latitude=[redacted]&longitude=[redacted]&categoryId=tech');
    expect(find!.res.statusCode).toBeGreaterThanOrEqual(200);
    const [callBack] = await accessLines('/api/v1/call/callBackHelper', 1);
    expect(callBack!.req.url).toBe('/api/v1/call/callBackHelper?helperId=00000000-0000-4000-8000-000000000000&lat=[redacted]&lng=[redacted]');
    const [news] = await accessLines('/api/v1/news/unsubscribe', 1);
    expect(news!.req.url).toBe('/api/v1/news/unsubscribe?email=[redacted]');
    const [recording] = await accessLines('/api/v1/recording/play/', 1);
    expect(recording!.req.url).toBe('/api/v1/recording/play/[redacted]?download=1');
    expect(recording!.res.statusCode).toBe(play.status);

    const everything = lines.join('\n');
    for (const secret of [LATITUDE, LONGITUDE, EMAIL, encodeURIComponent(EMAIL), RECORDING_TOKEN])
      expect({ secret, logged: everything.includes(secret) }).toEqual({ secret, logged: false });
  });
});
