import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

function run(args: string[]) {
  const result = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, NX_DAEMON: 'false' }, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('repository quality gates', () => {
  beforeAll(() => {
    // The module-boundaries rule reads Nx's cached project graph; on a fresh clone it must be built
    // first, or the rule is skipped with a warning.
    run([join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js'), 'show', 'projects']);
  }, 120_000);

  it('passes ESLint everywhere', () => {
    const { status, output } = run([join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.', '--max-warnings', '0']);
    expect(output.trim()).toBe('');
    expect(status).toBe(0);
  }, 180_000);

  it('type-checks every source and test file (the tests are compiled without type checks by swc)', () => {
    const { status, output } = run([join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.test.json', '--noEmit']);
    expect(output.trim()).toBe('');
    expect(status).toBe(0);
  }, 180_000);

  it('type-checks the web apps (bundler resolution, DOM, JSX)', () => {
    const { status, output } = run([join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'frontends/tsconfig.json']);
    expect(output.trim()).toBe('');
    expect(status).toBe(0);
  }, 180_000);

  it('has generated protobuf code that matches the .proto files', () => {
    const { status, output } = run([join(root, 'proto', 'scripts', 'generate.mjs'), '--check']);
    expect(output).toContain('up to date');
    expect(status).toBe(0);
  }, 60_000);
});
