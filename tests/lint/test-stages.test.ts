import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface TestStages {
  STAGES: { name: string; needs: string }[];
  stageOf(path: string): string;
  unitNamedNeedingServers(path: string): boolean;
}
const load = createRequire(__filename);
const { STAGES, stageOf, unitNamedNeedingServers } = load('../../scripts/test-stages.cjs') as TestStages;
const repoRoot = join(__dirname, '..', '..');

describe("npm test's stages", () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'helpwire-test-stages-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const file = (path: string, text: string) => {
    mkdirSync(join(scratch, path, '..'), { recursive: true });
    writeFileSync(join(scratch, path), text);
    return join(scratch, path);
  };

  it('puts a file in its stage by its folder and name', () => {
    expect(STAGES.map((stage) => stage.name)).toEqual(['unit', 'database', 'contract', 'browser']);
    expect(stageOf('tests/e2e/p2p-meeting.test.ts')).toBe('browser');
    expect(stageOf('/repo/tests/contract/fuzz.int.test.ts')).toBe('contract');
    expect(stageOf('scripts/new-service.test.ts')).toBe('contract');
    expect(stageOf('services/matching/test/matching-service.int.test.ts')).toBe('database');
    expect(stageOf('launcher/test/run-modes.int.test.ts')).toBe('database');
    expect(stageOf('tests/lint/readme.test.ts')).toBe('unit');
    expect(stageOf('tests/web/initial-load-budget.test.ts')).toBe('unit');
  });

  it('knows a test named *.test.ts that builds a fixture or database for misnamed (it would run without servers)', () => {
    const fixture = file('services/x/src/use-cases/a.test.ts', 'const f = useCaseFixture();\n');
    const database = file('services/x/src/store/b.test.ts', 'const d = await createTestDatabase();\n');
    const plain = file('services/x/src/domain/c.test.ts', "import { silentLogger } from '@helpwire/service-kit/testing';\n");
    const web = file('frontends/x/src/d.test.tsx', 'const f = renderFixture();\n');
    expect([fixture, database, plain, web].map(unitNamedNeedingServers)).toEqual([true, true, false, false]);
    expect([fixture, database, plain, web].map(stageOf)).toEqual(['unit', 'unit', 'unit', 'unit']);
  });

  it("finds every stage among the repository's tests, and no test that needs servers named as a unit test", () => {
    const tests = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((path) => join(repoRoot, path));
    const counts = Object.fromEntries(STAGES.map(({ name }) => [name, tests.filter((path) => stageOf(path) === name).length]));
    for (const { name } of STAGES) expect({ name, some: counts[name]! > 0 }).toEqual({ name, some: true });
    expect(tests.filter(unitNamedNeedingServers).map((path) => path.slice(repoRoot.length + 1))).toEqual([]);
  });
});
