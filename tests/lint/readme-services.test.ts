/**
 * The README's architecture diagram and service table are written from the service registry by
 * scripts/readme-services.mjs; this fails when they drift, naming the command that rewrites them.
 */
import { readServiceRegistry } from '@helpwire/service-kit';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const script = join(root, 'scripts', 'readme-services.mjs');
const registry = readServiceRegistry(join(root, 'services'));

/** Runs the script's check against `dir` (a repository root); its exit status and what it printed. */
function check(dir: string): { ok: boolean; output: string } {
  try {
    execFileSync(process.execPath, [join(dir, 'scripts', 'readme-services.mjs'), '--check'], { encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, output: '' };
  } catch (error) {
    const failed = error as { stderr?: string };
    return { ok: false, output: failed.stderr ?? '' };
  }
}

describe("the README's service table and diagram", () => {
  it('are what the registry says (fix: npm run readme:services)', () => {
    expect(check(root)).toEqual({ ok: true, output: '' });
  });

  it('list every registered service with its ports', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('<!-- services:start -->'), readme.indexOf('<!-- services:end -->'));
    expect(registry.length).toBeGreaterThan(2);
    for (const service of registry) {
      expect(section).toContain(`| \`services/${service.name}\` |`);
      expect(section).toContain(`${service.name} :${service.kind === 'grpc' ? service.grpcPort : service.port}`);
    }
  });

  it('fail the check, naming the fix command, when a service changes and the README does not', () => {
    const copy = mkdtempSync(join(tmpdir(), 'helpwire-readme-'));
    try {
      cpSync(script, join(copy, 'scripts', 'readme-services.mjs'));
      writeFileSync(join(copy, 'README.md'), readFileSync(join(root, 'README.md')));
      for (const service of registry) cpSync(join(service.dir, 'package.json'), join(copy, 'services', service.name, 'package.json'));
      expect(check(copy)).toEqual({ ok: true, output: '' });
      const manifest = JSON.parse(readFileSync(join(copy, 'services', 'content', 'package.json'), 'utf8')) as { helpwire: { grpcPort: number } };
      manifest.helpwire.grpcPort += 1000;
      writeFileSync(join(copy, 'services', 'content', 'package.json'), JSON.stringify(manifest));
      expect(check(copy)).toEqual({ ok: false, output: expect.stringContaining('run `npm run readme:services`') });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
