/**
 * The public pages pre-rendered at build time (decision 0089) as the web server sends them: the file
 * of the path in the reader's language (the `language` cookie), the Content-Security-Policy widened
 * by the hashes of that page's own inline styles only; its API reads preloaded only for a browser that
 * asks the API in the page's language (decision 0094); for any other path the app's document of the
 * signed-in area the path starts with, else the empty shell. Served over real HTTP from a temporary
 * tree shaped like the build's.
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
/** A read's preload as the build writes it (frontends/platform/build/prerender.mjs). */
const read = (language: string) => `<link rel="preload" as="fetch" href="/api/v1/category/getNonSubCategories" crossorigin data-language="${language}">`;
const page = (language: string, heading: string) =>
  `<!doctype html><html lang="${language}"><head><style>.hero{color:teal}</style>${read(language)}<link rel="preload" as="fetch" href="/runtime-config.json" crossorigin></head><body><div id="root" data-prerendered="${language}"><h1>${heading}</h1><span style="width:60%;height:2.5rem"></span></div></body></html>`;

describe('pre-rendered public pages', () => {
  let root: string;
  let base: string;
  let close: () => void;

  /** A tree shaped like the build's, served by the web frontends (`runtimeConfigFile` as the web image mounts it). */
  async function serve(runtimeConfigFile?: string) {
    const app = express();
    app.use(securityHeadersMiddleware({}));
    app.use(...webFrontends({ root, runtimeConfigFile }));
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
  }

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'helpwire-web-'));
    const dist = path.join(root, 'frontends', 'apps', 'shell', 'dist');
    for (const language of ['en', 'ar']) fs.mkdirSync(path.join(dist, 'prerendered', language), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'prerendered', 'en', 'index.html'), page('en', 'Stuck?'));
    fs.writeFileSync(path.join(dist, 'prerendered', 'en', 'services.html'), page('en', 'Our services'));
    fs.writeFileSync(path.join(dist, 'prerendered', 'ar', 'index.html'), page('ar', 'هل واجهتك مشكلة؟'));
    ({ base, close } = await serve());
  });
  afterAll(() => {
    close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string, acceptLanguage?: string, at = base) =>
    fetch(`${at}${url}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) } });

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

  it("preloads a page's API reads only for a reader whose cookie and browser both get the page's language", async () => {
    // The preload goes with the browser's Accept-Language (the content service answers in its first
    // language), the app's request with its own: kept only when both say the page's language, and
    // the cookie says which language the app starts in.
    for (const [cookie, acceptLanguage, kept] of [
      ['language=en', 'en-GB,en;q=0.9', true],
      ['language=en', undefined, true],
      // No cookie: the app may start in the language local storage holds, which the server cannot see.
      [undefined, 'en-GB', false],
      ['language=en', 'ar-EG,en;q=0.8', false],
      ['language=ar', 'ar', true],
      ['language=ar', 'ar-SA;q=1,en', true],
      ['language=ar', 'en-US,ar;q=0.9', false],
    ] as const) {
      const response = await get('/', cookie, acceptLanguage);
      const html = await response.text();
      expect([cookie, acceptLanguage, html.includes('href="/api/v1/category/getNonSubCategories"')]).toEqual([cookie, acceptLanguage, kept]);
      // The start reads stay in every case; the cache keeps one answer per cookie and per browser language.
      expect(html).toContain('href="/runtime-config.json"');
      expect(response.headers.get('vary')).toMatch(/^Cookie, Accept-Language\b/);
    }
  });

  it("points the reads' preloads at the runtime config's API base (the API on its own host)", async () => {
    const config = path.join(root, 'runtime-config.json');
    fs.writeFileSync(config, JSON.stringify({ apiBase: 'https://api.helpwire.example/api/v1', remotes: {} }));
    const other = await serve(config);
    try {
      const html = await (await get('/', 'language=en', 'en', other.base)).text();
      expect(html).toContain('<link rel="preload" as="fetch" href="https://api.helpwire.example/api/v1/category/getNonSubCategories" crossorigin');
      expect(html).not.toContain('href="/api/v1/');
    } finally {
      other.close();
    }
  });

  it("sends the app's document of the signed-in area a path asks first: the helper's under /helper, the user's elsewhere", async () => {
    const prerendered = path.join(root, 'frontends', 'apps', 'shell', 'dist', 'prerendered');
    fs.writeFileSync(
      path.join(prerendered, 'app-user.html'),
      '<!doctype html><title>shell</title><link rel="preload" as="fetch" href="/mf/user/mf-manifest.json" crossorigin>',
    );
    fs.writeFileSync(
      path.join(prerendered, 'app-helper.html'),
      '<!doctype html><title>shell</title><link rel="preload" as="fetch" href="/mf/helper/mf-manifest.json" crossorigin>',
    );
    try {
      for (const [url, area] of [
        ['/dashboard', 'user'],
        ['/help/requests', 'user'],
        ['/services?category=3', 'user'],
        ['/helper', 'helper'],
        ['/helper/dashboard', 'helper'],
        ['/helpers-wanted', 'user'],
      ] as const) {
        expect([url, await (await get(url)).text()]).toEqual([url, expect.stringContaining(`href="/mf/${area}/mf-manifest.json"`)]);
      }
      // The public pages keep their own files.
      expect(await (await get('/services')).text()).toContain('<h1>Our services</h1>');
    } finally {
      fs.rmSync(path.join(prerendered, 'app-user.html'));
      fs.rmSync(path.join(prerendered, 'app-helper.html'));
    }
  });
});
