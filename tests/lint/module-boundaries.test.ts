import { execFileSync, execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

interface ProbeAnswer {
  messages: { ruleId: string | null; message: string }[];
  stylish: string;
}

/**
 * Every snippet the tests lint, each as if it were a file at its path in the repository, linted
 * together by one ESLint process (tests/lint/lint-probes.mjs) before the tests read the answers.
 */
const probes: { path: string; code: string }[] = [];
const answers = new Map<string, ProbeAnswer>();
const key = (path: string, code: string) => `${path}\n${code}`;
function probe(path: string, code: string): void {
  if (!probes.some((p) => key(p.path, p.code) === key(path, code))) probes.push({ path, code });
}

/** The messages of one rule for a snippet linted at `path` (declared with probe() first). */
function lint(path: string, code: string, rule = '@nx/enforce-module-boundaries'): string[] {
  const answer = answers.get(key(path, code));
  if (!answer) throw new Error(`no probe was declared for ${path}`);
  return answer.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** ESLint's usual (stylish) report of a snippet linted at `path`. */
function eslintText(path: string, code: string): string {
  return answers.get(key(path, code))!.stylish;
}

const probesOf = {
  serviceImportsService: ['services/content/src/boundary-probe.ts', "import { startGateway } from '@helpwire/gateway';\nexport const x = startGateway;\n"],
  serviceImportsKit: [
    'services/content/src/boundary-probe.ts',
    "import { createLogger } from '@helpwire/service-kit';\nimport { content } from '@helpwire/proto';\nimport { Texts } from '@helpwire/contracts';\nexport const x = [createLogger, content, Texts];\n",
  ],
  kitImportsService: [
    'services/kit/src/boundary-probe.ts',
    "import { startContentService } from '@helpwire/content';\nexport const x = startContentService;\n",
  ],
  webDirectLibraries: [
    'frontends/apps/user/src/boundary-probe.tsx',
    "import { Link } from 'react-router';\nimport { useQuery } from '@tanstack/react-query';\nimport { useTranslation } from 'react-i18next';\nexport const x = [Link, useQuery, useTranslation];\n",
  ],
  webThroughLibs: [
    'frontends/apps/user/src/boundary-probe.tsx',
    "import { Link } from '@helpwire/libs/router';\nimport { useQuery } from '@helpwire/libs/query';\nexport const x = [Link, useQuery];\n",
  ],
  appImportsFeatureAndPlatform: [
    'frontends/apps/helper/src/boundary-probe.tsx',
    "import { MeetingScreen } from '@helpwire/calls';\nimport { Button } from '@helpwire/ui';\nimport { useAppStore } from '@helpwire/web-core';\nexport const x = [MeetingScreen, Button, useAppStore];\n",
  ],
  featureImportsPlatform: [
    'frontends/features/money/src/boundary-probe.ts',
    "import { Button } from '@helpwire/ui';\nimport { api } from '@helpwire/web-core';\nexport const x = [Button, api];\n",
  ],
  featureImportsFeature: [
    'frontends/features/money/src/boundary-probe.ts',
    "import { MeetingScreen } from '@helpwire/calls';\nexport const x = MeetingScreen;\n",
  ],
  platformImportsFeature: [
    'frontends/platform/ui/src/boundary-probe.ts',
    "import { TransactionsPanel } from '@helpwire/money';\nexport const x = TransactionsPanel;\n",
  ],
  coreImportsFeature: [
    'frontends/platform/web-core/src/boundary-probe.ts',
    "import { useIncomingCalls } from '@helpwire/calls';\nexport const x = useIncomingCalls;\n",
  ],
  featureImportsItself: [
    'frontends/features/calls/src/meeting/boundary-probe.ts',
    "import { useOutgoingCall } from '@helpwire/calls';\nexport const x = useOutgoingCall;\n",
  ],
  coreImportsItself: [
    'frontends/platform/web-core/src/store/boundary-probe.ts',
    "import { useAppStore } from '@helpwire/web-core';\nexport const x = useAppStore;\n",
  ],
} satisfies Record<string, [string, string]>;
for (const [path, code] of Object.values(probesOf)) probe(path, code);
const lintOf = (name: keyof typeof probesOf, rule?: string) => lint(...probesOf[name], rule);

describe('module boundaries (ESLint, by Nx project tags)', () => {
  beforeAll(() => {
    // The rule reads the project graph Nx caches; build it first.
    execSync('npx --no-install nx show projects', { cwd: root, env: { ...process.env, NX_DAEMON: 'false' }, stdio: 'ignore' });
    const output = execFileSync(process.execPath, [join(__dirname, 'lint-probes.mjs'), root], {
      cwd: root,
      input: JSON.stringify(probes),
      env: { ...process.env, NX_DAEMON: 'false' },
      maxBuffer: 16 * 1024 * 1024,
    }).toString();
    (JSON.parse(output) as ProbeAnswer[]).forEach((answer, i) => answers.set(key(probes[i]!.path, probes[i]!.code), answer));
  }, 120_000);

  it('forbids a service from importing another service', () => {
    expect(lintOf('serviceImportsService').join('\n')).toMatch(/type:service.*type:kit, type:proto, type:contracts|can only depend on libs tagged with/);
  });

  it('lets a service import the kit, proto and contracts', () => {
    expect(lintOf('serviceImportsKit')).toEqual([]);
  });

  it('forbids the kit from importing a service', () => {
    expect(lintOf('kitImportsService')).not.toEqual([]);
  });

  it('makes web apps take react-router, TanStack Query and react-i18next from @helpwire/libs (one shared copy)', () => {
    expect(lintOf('webDirectLibraries', 'no-restricted-imports')).toEqual([
      "'react-router' import is restricted from being used. Import from @helpwire/libs/router.",
      "'@tanstack/react-query' import is restricted from being used. Import from @helpwire/libs/query.",
      "'react-i18next' import is restricted from being used. Import from @helpwire/libs/i18n.",
    ]);
    expect(lintOf('webThroughLibs', 'no-restricted-imports')).toEqual([]);
    expect(lintOf('webThroughLibs')).toEqual([]);
  });

  it('lets a web app import features and the platform (app → feature → platform, decision 0039)', () => {
    expect(lintOf('appImportsFeatureAndPlatform')).toEqual([]);
    expect(lintOf('featureImportsPlatform')).toEqual([]);
  });

  it('forbids a web feature from importing another feature, and names the file', () => {
    expect(lintOf('featureImportsFeature').join('\n')).toMatch(/type:web-feature.*can only depend on libs tagged with "type:web-platform", "type:contracts"/);
    const stylish = eslintText(...probesOf.featureImportsFeature);
    expect(stylish).toContain(join(root, probesOf.featureImportsFeature[0]));
    expect(stylish).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('forbids the platform from importing a feature or an app', () => {
    expect(lintOf('platformImportsFeature')).not.toEqual([]);
    expect(lintOf('coreImportsFeature')).not.toEqual([]);
  });

  it('forbids a web package from importing itself by its own name', () => {
    expect(lintOf('featureImportsItself').join('\n')).toMatch(/relative imports/);
    expect(lintOf('coreImportsItself').join('\n')).toMatch(/relative imports/);
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
