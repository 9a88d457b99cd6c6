#!/usr/bin/env node
// `npm run bench:web`: the gzipped size of the JS + CSS that `/` loads before it is ready, and the
// Largest Contentful Paint of `/` in headless Chromium (median of cold visits), on this machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { provisionServers } from '../scripts/provision-servers.mjs';
import { productionSecrets } from './bench-kit.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { chromium } = require('playwright-core');
const { Client } = require('pg');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const servers = await provisionServers();
const dbName = `helpwire_bench_web_${Date.now().toString(36)}`;
const admin = new Client({ connectionString: servers.pgAdminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${dbName}"`);
const dbUrl = new URL(servers.pgAdminUrl);
dbUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(join(tmpdir(), 'helpwire-bench-web-'));

const product = spawn(process.execPath, [join(root, 'launcher', 'dist', 'main.js')], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOG_REQUESTS: 'false',
    MACHINE_TRANSLATION_SCRIPT_URL: 'off',
    NODE_ENV: 'production',
    JANUS_START: 'false',
    ...productionSecrets(),
  },
});
let output = '';
product.stdout.on('data', (d) => (output += d));
product.stderr.on('data', (d) => (output += d));
const url = await new Promise((resolve, reject) => {
  const timer = setInterval(() => {
    const match = /Helpwire is running at (http:\/\/\S+)/.exec(output);
    if (match) {
      clearInterval(timer);
      resolve(match[1]);
    } else if (product.exitCode !== null) {
      clearInterval(timer);
      reject(new Error(output));
    }
  }, 50);
});

const browser = await chromium.launch({
  executablePath: servers.chromium.full,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function visit() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem('language', 'en');
    document.cookie = 'language=en; Path=/';
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push({ url: response.url(), type, body: await response.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  await page.waitForTimeout(300);
  // LCP is final once the page gets input; a click on empty space ends the observation.
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  return { lcp, assets };
}

try {
  const visits = [];
  for (let i = 0; i < RUNS; i++) visits.push(await visit());
  const { assets } = visits[0];
  const rows = assets.map((a) => ({ file: new URL(a.url).pathname, type: a.type, raw: a.body.length, gzip: gzipSync(a.body, { level: 9 }).length }));
  const js = rows.filter((r) => r.type === 'script').reduce((n, r) => n + r.gzip, 0);
  const css = rows.filter((r) => r.type === 'stylesheet').reduce((n, r) => n + r.gzip, 0);
  const lcps = visits.map((v) => v.lcp).sort((a, b) => a - b);
  const median = lcps[Math.floor(lcps.length / 2)];
  console.log('\nJS and CSS loaded by / before it is ready (gzip -9):');
  for (const r of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(7)} KB  ${r.file}`);
  console.log(`\ninitial JS ${(js / 1024).toFixed(1)} KB + CSS ${(css / 1024).toFixed(1)} KB = ${((js + css) / 1024).toFixed(1)} KB gzipped (target ≤ 200 KB)`);
  console.log(
    `LCP of / over ${RUNS} cold visits: median ${median.toFixed(0)} ms, min ${lcps[0].toFixed(0)} ms, max ${lcps[lcps.length - 1].toFixed(0)} ms (target ≤ 1000 ms)`,
  );
} finally {
  await browser.close();
  product.kill('SIGTERM');
  await new Promise((r) => product.on('exit', r));
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
