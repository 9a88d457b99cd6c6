/**
 * Each service image carries only its own production dependencies (decision 0018). No container
 * engine runs here, so this runs the deps stage's own install command (read from services/Dockerfile)
 * for the auth service in a temporary folder holding what that stage holds (the lockfile and every
 * workspace manifest), from the npm cache only, as a dry run: npm resolves the whole tree and lists
 * each package it would add (writing 267 packages to disk took a minute of the unit stage and
 * proved nothing more about which ones). It also checks the web image's dependency copy
 * (scripts/copy-prod-deps.mjs) carries express and compression and no more.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const dockerfile = fs.readFileSync(path.join(repoRoot, 'services', 'Dockerfile'), 'utf8');

/** Workspace package.json files, as the Dockerfile's manifests stage collects them. */
function workspaceManifests(): string[] {
  const out = execFileSync('git', ['ls-files', '--', 'proto', 'packages', 'services', 'launcher'], { cwd: repoRoot, encoding: 'utf8' });
  return out.split('\n').filter((file) => file.endsWith('/package.json'));
}

/** The deps stage's `npm install` arguments, for one service. */
function depsInstallArgs(service: string): string[] {
  const line = /^FROM \S+ AS deps$[\s\S]*?^RUN (?:--mount=\S+ )?npm (install .*)$/m.exec(dockerfile)?.[1];
  if (!line) throw new Error('services/Dockerfile has no npm install in its deps stage');
  return line.replaceAll('${SERVICE}', service).split(/\s+/);
}

const installed = (dir: string, name: string) => fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'));

describe('service image dependencies', () => {
  /** The packages the deps stage would add for auth, by name. */
  let added: Set<string>;
  beforeAll(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpwire-auth-deps-'));
    try {
      for (const file of ['package.json', 'package-lock.json', '.npmrc', ...workspaceManifests()]) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.copyFileSync(path.join(repoRoot, file), path.join(dir, file));
      }
      // --offline: from the npm cache only; --ignore-scripts: nothing runs; --dry-run: "add <name> <version>" lines.
      const plan = execFileSync('npm', [...depsInstallArgs('auth'), '--offline', '--ignore-scripts', '--dry-run'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NPM_CONFIG_UPDATE_NOTIFIER: 'false' },
      });
      added = new Set([...plan.matchAll(/^add (\S+) \S+$/gm)].map((line) => line[1]!));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('installs auth\'s own production dependencies and the workspaces it uses', () => {
    expect(added.size).toBeGreaterThan(50);
    for (const name of ['@grpc/grpc-js', '@node-rs/argon2', 'drizzle-orm', 'jose', 'nodemailer', '@helpwire/service-kit', '@helpwire/proto', '@helpwire/contracts']) {
      expect(`${name}: ${added.has(name)}`).toBe(`${name}: true`);
    }
  });

  it('leaves out the web\'s, the gateway\'s, the other services\' and every dev dependency', () => {
    for (const name of ['react', 'react-dom', 'express', 'busboy', '@helpwire/gateway', '@helpwire/content', '@helpwire/launcher', 'jest', 'typescript', '@rspack/core']) {
      expect(`${name}: ${added.has(name)}`).toBe(`${name}: false`);
    }
  });
});

describe('web image dependencies (scripts/copy-prod-deps.mjs)', () => {
  it('copies express and compression with what they load, and nothing of the services or the web apps', () => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'helpwire-web-deps-'));
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'copy-prod-deps.mjs'), target, 'express', 'compression'], { stdio: 'pipe' });
      for (const name of ['express', 'compression']) expect(`${name}: ${installed(target, name)}`).toBe(`${name}: true`);
      for (const name of ['react', '@grpc/grpc-js', '@node-rs/argon2', 'busboy', '@helpwire/service-kit']) {
        expect(`${name}: ${installed(target, name)}`).toBe(`${name}: false`);
      }
      // Loadable from the copy alone, as the image's node does.
      const loaded = execFileSync(process.execPath, ['-e', "require('express'); require('compression'); process.stdout.write('ok')"], {
        cwd: target,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '' },
      });
      expect(loaded).toBe('ok');
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});
