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
import { webFrontends } from '../src/web-frontends';

describe('web frontends with a mounted runtime-config.json', () => {
  let root: string;
  let base: string;
  let close: () => void;
  const mounted = { apiBase: '/api/v1', remotes: { public: 'https://cdn.example/mf/public/mf-manifest.json' }, payments: { provider: 'stripe', publishableKey: 'pk_test_abc123' } };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'helpwire-web-'));
    fs.mkdirSync(path.join(root, 'frontends', 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'frontends', 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
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
