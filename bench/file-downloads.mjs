#!/usr/bin/env node
// `npm run bench:files`: memory while files stream. One 10 MB document, downloaded by 40 clients at
// once through the whole all-in-one product (gateway → gRPC stream → auth → disk); prints the
// process's resident memory before and at its peak. Files travel in 64 KiB chunks, so the growth
// must stay far below 40 × 10 MB (it fails above 200 MB).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cpuLine, cpuMeter, missedTargetExitCode, recordReading, root, withAllInOne } from './bench-kit.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 40);
const FILE_MB = 10;
const LIMIT_MB = 200;
const require = createRequire(join(root, 'package.json'));
const { Client } = require('pg');
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

await withAllInOne('helpwire_bench_files', async ({ base, pid, databaseUrl, header }) => {
  const email = 'bench.files@example.com';
  const password = 'Bench!pass1';
  const json = (path, body) =>
    fetch(`${base}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  await json('/auth/signup', {
    firstName: 'Bench',
    lastName: 'Files',
    username: 'bench.files',
    email,
    gender: 'OTHER',
    password,
    confirmPassword: password,
    languages: [{ label: 'English', value: 'en' }],
    categories: [{ label: 'Education', value: 'education' }],
    location: { latitude: 0, longitude: 0, address: 'Bench' },
    acceptTerms: true,
  });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`update auth.accounts set verified_at = now() where email = $1`, [email]);
  await db.end();
  const { data } = await json('/auth/login', { identifier: email, password });
  const headers = { authorization: `Bearer ${data.token}` };
  const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(FILE_MB * 1024 * 1024 - 9, 0x20)]);
  const form = new FormData();
  form.append('purpose', 'DOCUMENT');
  form.append('file', new Blob([content], { type: 'application/pdf' }), 'big.pdf');
  const uploaded = await fetch(`${base}/api/v1/upload`, { method: 'POST', body: form, headers }).then((r) => r.json());
  if (!uploaded.data) throw new Error(`upload failed: ${JSON.stringify(uploaded)}`);

  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  const meter = await cpuMeter({ pid, databaseUrl });
  const started = Date.now();
  const sizes = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const response = await fetch(`${base}${uploaded.data.url}`, { headers });
      let size = 0;
      for await (const chunk of response.body) size += chunk.length;
      return size;
    }),
  );
  const cpu = await meter.read();
  clearInterval(sampler);
  if (sizes.some((size) => size !== content.length)) throw new Error(`incomplete downloads: ${sizes.join(', ')}`);
  const growth = peak - before;
  console.log(
    `\n${CLIENTS} concurrent downloads of a ${FILE_MB} MB file (${((CLIENTS * FILE_MB) / ((Date.now() - started) / 1000)).toFixed(0)} MB/s, all-in-one process)`,
  );
  console.log(
    `RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, growth ${growth.toFixed(0)} MB (${CLIENTS} × ${FILE_MB} MB = ${CLIENTS * FILE_MB} MB if files were held whole)`,
  );
  console.log(cpuLine(`downloads of ${FILE_MB} MB`, cpu, CLIENTS));
  recordReading(header, {
    clients: CLIENTS,
    fileMb: FILE_MB,
    rssBeforeMb: before,
    rssPeakMb: peak,
    cpuMsPerDownload: { product: cpu.productMs / CLIENTS, postgres: cpu.postgresMs / CLIENTS },
  });
  if (growth <= LIMIT_MB) return 0;
  console.log(`OVER the ${LIMIT_MB} MB limit`);
  return missedTargetExitCode();
});
