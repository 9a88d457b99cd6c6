import { execFileSync, execSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** Lints a snippet with the ESLint CLI as if it were a file at `path` in the repository. */
async function lint(path: string, code: string, rule = '@nx/enforce-module-boundaries'): Promise<string[]> {
  let output: string;
  try {
    output = execFileSync(process.execPath, [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', join(root, path)], {
      cwd: root,
      input: code,
      env: { ...process.env, NX_DAEMON: 'false' },
    }).toString();
  } catch (error) {
    output = String((error as { stdout: Buffer }).stdout);
  }
  const json = output.slice(output.indexOf("[{"));
  const [result] = JSON.parse(json) as { messages: { ruleId: string; message: string }[] }[];
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('module boundaries (ESLint, by Nx project tags)', () => {
  beforeAll(() => {
    // The rule reads the project graph Nx caches; build it first.
    execSync('npx --no-install nx show projects', { cwd: root, env: { ...process.env, NX_DAEMON: 'false' }, stdio: 'ignore' });
  }, 60_000);

  it('forbids a service from importing another service', async () => {
    const messages = await lint('services/content/src/boundary-probe.ts', "import { startGateway } from '@helpwire/gateway';\nexport const x = startGateway;\n");
    expect(messages.join('\n')).toMatch(/type:service.*type:kit, type:proto, type:contracts|can only depend on libs tagged with/);
  });

  it('lets a service import the kit, proto and contracts', async () => {
    const code = "import { createLogger } from '@helpwire/service-kit';\nimport { content } from '@helpwire/proto';\nimport { Texts } from '@helpwire/contracts';\nexport const x = [createLogger, content, Texts];\n";
    expect(await lint('services/content/src/boundary-probe.ts', code)).toEqual([]);
  });

  it('forbids the kit from importing a service', async () => {
    expect(await lint('services/kit/src/boundary-probe.ts', "import { startContentService } from '@helpwire/content';\nexport const x = startContentService;\n")).not.toEqual([]);
  });

  it('makes web apps take react-router, TanStack Query and react-i18next from @helpwire/libs (one shared copy)', async () => {
    const direct = "import { Link } from 'react-router';\nimport { useQuery } from '@tanstack/react-query';\nimport { useTranslation } from 'react-i18next';\nexport const x = [Link, useQuery, useTranslation];\n";
    expect(await lint('frontends/apps/user/src/boundary-probe.tsx', direct, 'no-restricted-imports')).toEqual([
      "'react-router' import is restricted from being used. Import from @helpwire/libs/router.",
      "'@tanstack/react-query' import is restricted from being used. Import from @helpwire/libs/query.",
      "'react-i18next' import is restricted from being used. Import from @helpwire/libs/i18n.",
    ]);
    const through = "import { Link } from '@helpwire/libs/router';\nimport { useQuery } from '@helpwire/libs/query';\nexport const x = [Link, useQuery];\n";
    expect(await lint('frontends/apps/user/src/boundary-probe.tsx', through, 'no-restricted-imports')).toEqual([]);
    expect(await lint('frontends/apps/user/src/boundary-probe.tsx', through)).toEqual([]);
  });

  it("lets the kit's call screens (@helpwire/ui/call) reach the kit through @helpwire/ui, and only them", async () => {
    const code = "import { useAppStore } from '@helpwire/ui';\nexport const x = useAppStore;\n";
    expect(await lint('frontends/platform/ui/src/meeting/boundary-probe.ts', code)).toEqual([]);
    expect((await lint('frontends/platform/ui/src/store/boundary-probe.ts', code)).join('\n')).toMatch(/relative imports/);
  });
});
