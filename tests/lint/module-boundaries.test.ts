import { execFileSync, execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** Lints a snippet with the ESLint CLI as if it were a file at `path` in the repository. */
async function lint(path: string, code: string, rule = '@nx/enforce-module-boundaries'): Promise<string[]> {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', join(root, path)],
      {
        cwd: root,
        input: code,
        env: { ...process.env, NX_DAEMON: 'false' },
      },
    ).toString();
  } catch (error) {
    output = String((error as { stdout: Buffer }).stdout);
  }
  const json = output.slice(output.indexOf('[{'));
  const [result] = JSON.parse(json) as { messages: { ruleId: string; message: string }[] }[];
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** The ESLint CLI's usual (stylish) report of a snippet linted as if it were a file at `path`. */
function eslintText(path: string, code: string): string {
  try {
    return execFileSync(process.execPath, [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', join(root, path)], {
      cwd: root,
      input: code,
      env: { ...process.env, NX_DAEMON: 'false' },
    }).toString();
  } catch (error) {
    return String((error as { stdout: Buffer }).stdout);
  }
}

describe('module boundaries (ESLint, by Nx project tags)', () => {
  beforeAll(() => {
    // The rule reads the project graph Nx caches; build it first.
    execSync('npx --no-install nx show projects', { cwd: root, env: { ...process.env, NX_DAEMON: 'false' }, stdio: 'ignore' });
  }, 60_000);

  it('forbids a service from importing another service', async () => {
    const messages = await lint(
      'services/content/src/boundary-probe.ts',
      "import { startGateway } from '@helpwire/gateway';\nexport const x = startGateway;\n",
    );
    expect(messages.join('\n')).toMatch(/type:service.*type:kit, type:proto, type:contracts|can only depend on libs tagged with/);
  });

  it('lets a service import the kit, proto and contracts', async () => {
    const code =
      "import { createLogger } from '@helpwire/service-kit';\nimport { content } from '@helpwire/proto';\nimport { Texts } from '@helpwire/contracts';\nexport const x = [createLogger, content, Texts];\n";
    expect(await lint('services/content/src/boundary-probe.ts', code)).toEqual([]);
  });

  it('forbids the kit from importing a service', async () => {
    expect(
      await lint('services/kit/src/boundary-probe.ts', "import { startContentService } from '@helpwire/content';\nexport const x = startContentService;\n"),
    ).not.toEqual([]);
  });

  it('makes web apps take react-router, TanStack Query and react-i18next from @helpwire/libs (one shared copy)', async () => {
    const direct =
      "import { Link } from 'react-router';\nimport { useQuery } from '@tanstack/react-query';\nimport { useTranslation } from 'react-i18next';\nexport const x = [Link, useQuery, useTranslation];\n";
    expect(await lint('frontends/apps/user/src/boundary-probe.tsx', direct, 'no-restricted-imports')).toEqual([
      "'react-router' import is restricted from being used. Import from @helpwire/libs/router.",
      "'@tanstack/react-query' import is restricted from being used. Import from @helpwire/libs/query.",
      "'react-i18next' import is restricted from being used. Import from @helpwire/libs/i18n.",
    ]);
    const through = "import { Link } from '@helpwire/libs/router';\nimport { useQuery } from '@helpwire/libs/query';\nexport const x = [Link, useQuery];\n";
    expect(await lint('frontends/apps/user/src/boundary-probe.tsx', through, 'no-restricted-imports')).toEqual([]);
    expect(await lint('frontends/apps/user/src/boundary-probe.tsx', through)).toEqual([]);
  });

  it('lets a web app import features and the platform (app → feature → platform, decision 0039)', async () => {
    const code =
      "import { MeetingScreen } from '@helpwire/calls';\nimport { Button } from '@helpwire/ui';\nimport { useAppStore } from '@helpwire/web-core';\nexport const x = [MeetingScreen, Button, useAppStore];\n";
    expect(await lint('frontends/apps/helper/src/boundary-probe.tsx', code)).toEqual([]);
    expect(
      await lint(
        'frontends/features/money/src/boundary-probe.ts',
        "import { Button } from '@helpwire/ui';\nimport { api } from '@helpwire/web-core';\nexport const x = [Button, api];\n",
      ),
    ).toEqual([]);
  });

  it('forbids a web feature from importing another feature, and names the file', async () => {
    const probe = 'frontends/features/money/src/boundary-probe.ts';
    expect((await lint(probe, "import { MeetingScreen } from '@helpwire/calls';\nexport const x = MeetingScreen;\n")).join('\n')).toMatch(
      /type:web-feature.*can only depend on libs tagged with "type:web-platform", "type:contracts"/,
    );
    const stylish = eslintText(probe, "import { MeetingScreen } from '@helpwire/calls';\nexport const x = MeetingScreen;\n");
    expect(stylish).toContain(join(root, probe));
    expect(stylish).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('forbids the platform from importing a feature or an app', async () => {
    expect(
      await lint('frontends/platform/ui/src/boundary-probe.ts', "import { TransactionsPanel } from '@helpwire/money';\nexport const x = TransactionsPanel;\n"),
    ).not.toEqual([]);
    expect(
      await lint(
        'frontends/platform/web-core/src/boundary-probe.ts',
        "import { useIncomingCalls } from '@helpwire/calls';\nexport const x = useIncomingCalls;\n",
      ),
    ).not.toEqual([]);
  });

  it('forbids a web package from importing itself by its own name', async () => {
    expect(
      (
        await lint(
          'frontends/features/calls/src/meeting/boundary-probe.ts',
          "import { useOutgoingCall } from '@helpwire/calls';\nexport const x = useOutgoingCall;\n",
        )
      ).join('\n'),
    ).toMatch(/relative imports/);
    expect(
      (
        await lint(
          'frontends/platform/web-core/src/store/boundary-probe.ts',
          "import { useAppStore } from '@helpwire/web-core';\nexport const x = useAppStore;\n",
        )
      ).join('\n'),
    ).toMatch(/relative imports/);
  });

  it('keeps the design system free of call, media and socket libraries', () => {
    const ui = JSON.parse(readFileSync(join(root, 'frontends/platform/ui/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(ui.dependencies).filter((name) => /janus|socket\.io|webrtc/.test(name))).toEqual([]);
    const src = join(root, 'frontends/platform/ui/src');
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(5);
    expect(
      sources.filter((file) => /janus-gateway|socket\.io-client|webrtc-adapter|@helpwire\/(calls|money)/.test(readFileSync(join(src, file), 'utf8'))),
    ).toEqual([]);
  });
});
