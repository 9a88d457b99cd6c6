#!/usr/bin/env node
// `npm start`: installs what is missing, builds, and runs the whole product in one process on
// embedded defaults (PGlite, in-process events, in-memory rate limits). Set DATABASE_URL, NATS_URL
// or REDIS_URL to use real servers instead.
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, ensureInstall } from './ensure-install.mjs';
import { buildWeb } from './build-web.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await ensureInstall();
// The web bundles build from sources, beside tsc (one core).
await Promise.all([build(), buildWeb()]);

const child = spawn(process.execPath, [join(root, 'launcher', 'dist', 'main.js')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
