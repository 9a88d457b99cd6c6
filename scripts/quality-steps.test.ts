import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..');
const script = join(repoRoot, 'scripts', 'quality-steps.mjs');

/** Runs one quality step, as `npm test` does, in another clone of the repository. */
function step(only: string, clone: string) {
  const result = spawnSync(process.execPath, [script, '--only', only, '--root', clone], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * `buf breaking` compares the .proto files with where the branch left main, from the local git
 * history only (no network, no registry): a fresh clone of main passes, a deleted field fails.
 */
describe('the buf breaking quality step', () => {
  let clone: string;
  beforeAll(() => {
    clone = mkdtempSync(join(tmpdir(), 'helpwire-clone-'));
    execFileSync('git', ['clone', '--quiet', '--branch', 'main', repoRoot, clone]);
  });
  afterAll(() => {
    rmSync(clone, { recursive: true, force: true });
  });

  it('passes on a fresh clone of main, where nothing differs from main', () => {
    const { status, output } = step('buf breaking', clone);
    expect(output).toContain('✓ no breaking change to the .proto files against main');
    expect(status).toBe(0);
  });

  it("fails and prints buf's finding when a change deletes a field main has", () => {
    const file = join(clone, 'proto', 'helpwire', 'content', 'v1', 'content.proto');
    const lines = readFileSync(file, 'utf8').split('\n');
    const field = lines.findIndex((line) => /^\s+[\w.]+ \w+ = \d+;$/.test(line));
    const name = /([\w]+) = \d+;/.exec(lines[field]!)![1];
    writeFileSync(file, lines.filter((_, i) => i !== field).join('\n'));
    const { status, output } = step('buf breaking', clone);
    expect(output).toContain('✕ no breaking change to the .proto files against main');
    expect(output).toMatch(new RegExp(`Previously present field "\\d+" with name "${name}"`));
    expect(status).toBe(1);
  });
});

/** The cycle check and the formatter check fail on a change that breaks them, naming the files. */
describe('the cycle and format quality steps', () => {
  let clone: string;
  beforeAll(() => {
    clone = mkdtempSync(join(tmpdir(), 'helpwire-clone-'));
    execFileSync('git', ['clone', '--quiet', '--branch', 'main', repoRoot, clone]);
  });
  afterAll(() => {
    rmSync(clone, { recursive: true, force: true });
  });

  it('fails on two files that import each other, even by types only', () => {
    const folder = join(clone, 'services', 'content', 'src', 'domain');
    writeFileSync(join(folder, 'cycle-a.ts'), "import type { B } from './cycle-b';\nexport interface A {\n  b: B;\n}\n");
    writeFileSync(join(folder, 'cycle-b.ts'), "import type { A } from './cycle-a';\nexport interface B {\n  a: A;\n}\n");
    const { status, output } = step('circular', clone);
    expect(output).toContain('✕ no circular imports');
    expect(output).toMatch(/services\/content\/src\/domain\/cycle-(a|b)\.ts -> services\/content\/src\/domain\/cycle-(a|b)\.ts/);
    expect(status).toBe(1);
  });

  it('fails on a file the formatter would change, and names it', () => {
    writeFileSync(join(clone, 'services', 'content', 'src', 'domain', 'badly-formatted.ts'), 'export const a = {b:1}\n');
    const { status, output } = step('formatted', clone);
    expect(output).toContain('✕ the code is formatted');
    expect(output).toContain('services/content/src/domain/badly-formatted.ts');
    expect(status).toBe(1);
  });
});
