/**
 * The web image's server (launcher/src/web-server.ts) is the all-in-one static serving on its own:
 * runtime-config.json comes from the file the chart mounts, not from the launcher's options. Served
 * over real HTTP from a temporary tree shaped like the image's /app.
 */
import express from 'express';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pageOrigins, securityHeaders } from '@helpwire/security-headers';
import { webFrontends, webServerApp } from '../src/web-frontends';

describe('web frontends with a mounted runtime-config.json', () => {
  let root: string;
  let base: string;
  let close: () => void;
  const mounted = {
    apiBase: '/api/v1',
    remotes: { public: 'https://cdn.example/mf/public/mf-manifest.json' },
    payments: { provider: 'stripe', publishableKey: 'pk_test_abc123' },
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'helpwire-web-'));
    fs.mkdirSync(path.join(root, 'frontends', 'apps', 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'frontends', 'apps', 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    fs.mkdirSync(path.join(root, 'config'));
    fs.writeFileSync(path.join(root, 'config', 'runtime-config.json'), JSON.stringify(mounted));
    const app = express();
    app.use(...webFrontends({ root, runtimeConfigFile: path.join(root, 'config', 'runtime-config.json'), ga4MeasurementId: 'G-IGNORED' }));
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

  it('answers /runtime-config.json with the mounted file, never cached', async () => {
    const response = await fetch(`${base}/runtime-config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(mounted);
  });

  it('answers a client-side route with the shell', async () => {
    const response = await fetch(`${base}/help/requests`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
  });
});

describe('the web server (the web pod): security headers on every answer', () => {
  let root: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'helpwire-web-'));
    fs.mkdirSync(path.join(root, 'frontends', 'apps', 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'frontends', 'apps', 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(root, 'runtime-config.json'), JSON.stringify({ apiBase: 'https://api.helpwire.example/api/v1', remotes: {} }));
    const app = webServerApp({ root, runtimeConfigFile: path.join(root, 'runtime-config.json') })!;
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

  it.each(['/', '/help/requests', '/runtime-config.json', '/healthz', '/mf/public/missing.js'])(
    '%s carries the shared policy, with the API host of the runtime config',
    async (url) => {
      const response = await fetch(`${base}${url}`, { headers: { accept: 'text/html' } });
      const expected = securityHeaders(pageOrigins({ apiBase: 'https://api.helpwire.example/api/v1' }));
      for (const [name, value] of Object.entries(expected)) expect([name, response.headers.get(name)]).toEqual([name, value]);
      expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.helpwire.example wss://api.helpwire.example");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-powered-by')).toBeNull();
    },
  );

  it('does not start without a built shell', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'helpwire-web-'));
    fs.writeFileSync(path.join(empty, 'runtime-config.json'), '{}');
    expect(webServerApp({ root: empty, runtimeConfigFile: path.join(empty, 'runtime-config.json') })).toBeUndefined();
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
