/**
 * All-in-one's runtime-config.json carries the `payments` block the web picks its card flow from
 * (docs/payment-api.md): served over real HTTP from a temporary tree with a built shell.
 */
import express from 'express';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { paymentsRuntimeConfig } from '@helpwire/payment';
import { webFrontends } from '../src/web-frontends';

async function runtimeConfigServed(payments: ReturnType<typeof paymentsRuntimeConfig>): Promise<unknown> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'helpwire-web-'));
  fs.mkdirSync(path.join(root, 'frontends', 'apps', 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'frontends', 'apps', 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  const app = express();
  app.use(...webFrontends({ root, payments }));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/runtime-config.json`);
    return await response.json();
  } finally {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

describe('runtime-config.json payments block (all-in-one)', () => {
  it('tells the web to show the sandbox form without Stripe keys', async () => {
    expect(await runtimeConfigServed(paymentsRuntimeConfig({}))).toMatchObject({ apiBase: '/api/v1', payments: { provider: 'sandbox' } });
  });

  it('hands Stripe Elements the publishable key, never the secret key', async () => {
    const served = await runtimeConfigServed(paymentsRuntimeConfig({ STRIPE_SECRET_KEY: 'sk_test_hidden', STRIPE_PUBLISHABLE_KEY: 'pk_test_shown' }));
    expect(served).toMatchObject({ payments: { provider: 'stripe', publishableKey: 'pk_test_shown' } });
    expect(JSON.stringify(served)).not.toContain('sk_test_hidden');
  });
});
