/**
 * The public pages pre-rendered at build time (decision 0089) as the web server sends them: the file
 * of the path in the reader's language (the `language` cookie), the Content-Security-Policy widened
 * by the hashes of that page's own inline styles only, the empty shell for anything else. Served over
 * real HTTP from a temporary tree shaped like the build's.
 */
import { createHash } from 'node:crypto';
import express from 'express';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { securityHeadersMiddleware } from '@helpwire/security-headers';
import { webFrontends } from '../src/web-frontends';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (language: string, heading: string) =>
  `<!doctype html><html lang="${language}"><head><style>.hero{color:teal}</style></head><body><div id="root" data-prerendered="${language}"><h1>${heading}</h1><span style="width:60%;height:2.5rem"></span></div></body></html>`;

describe('pre-rendered public pages', () => {
  let root: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'helpwire-web-'));
    const dist = path.join(root, 'frontends', 'apps', 'shell', 'dist');
    for (const language of ['en', 'ar']) fs.mkdirSync(path.join(dist, 'prerendered', language), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'prerendered', 'en', 'index.html'), page('en', 'Stuck?'));
    fs.writeFileSync(path.join(dist, 'prerendered', 'en', 'services.html'), page('en', 'Our services'));
    fs.writeFileSync(path.join(dist, 'prerendered', 'ar', 'index.html'), page('ar', 'هل واجهتك مشكلة؟'));
    const app = express();
    app.use(securityHeadersMiddleware({}));
    app.use(...webFrontends({ root }));
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => fetch(`${base}${url}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('sends the page of the path in the language of the cookie, English without one', async () => {
    expect(await (await get('/', 'language=ar')).text()).toContain('<h1>هل واجهتك مشكلة؟</h1>');
    expect(await (await get('/', 'theme=dark; language=en')).text()).toContain('<h1>Stuck?</h1>');
    expect(await (await get('/')).text()).toContain('<h1>Stuck?</h1>');
    // A language the build did not render (the machine-translated ones) reads English, as the app does.
    expect(await (await get('/services/', 'language=fr')).text()).toContain('<h1>Our services</h1>');
    const response = await get('/services');
    expect([response.headers.get('vary'), response.headers.get('cache-control')]).toEqual([expect.stringContaining('Cookie'), 'no-cache']);
  });

  it("widens the policy by the page's own inline style and style attributes, nothing else", async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    // style-src-elem keeps every source style-src names (Google's sign-in button's stylesheet) and adds the hash.
    const styleSrc = /(?:^|; )style-src ([^;]*)/.exec(policy)?.[1];
    expect(styleSrc).toContain("'self'");
    expect(policy).toContain(`style-src-elem ${styleSrc} ${sha256('.hero{color:teal}')}`);
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${sha256('width:60%;height:2.5rem')}`);
    expect(policy).not.toContain("'unsafe-inline'");
  });

  it('sends the empty shell for a page not pre-rendered, in a language without its file, or with a query', async () => {
    for (const [url, cookie] of [
      ['/help/requests', undefined],
      ['/services', 'language=ar'],
      ['/services?category=3', undefined],
    ] as const) {
      const response = await get(url, cookie);
      expect([url, await response.text()]).toEqual([url, '<!doctype html><title>shell</title><div id="root"></div>']);
      expect(response.headers.get('content-security-policy')).not.toContain('style-src-elem');
    }
  });
});
