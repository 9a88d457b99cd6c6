import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');

/**
 * The one layout of a gRPC service's src/ (decision 0043, docs/adding-a-service.md). Each problem
 * found names the file, relative to the service's src/.
 */
const ENTRY_FILES = new Set(['app.ts', 'config.ts', 'index.ts', 'main.ts', 'admin.ts']);
/** events/ is there as soon as the service emits or consumes anything (an emit outside it is a problem below). */
const REQUIRED_FOLDERS = ['grpc', 'domain', 'use-cases', 'store'];
const OPTIONAL_FOLDERS = ['events', 'ports', 'adapters', 'jobs', 'seed'];
/** Libraries that talk to an outside system: only adapters/ imports them (type-only imports may go anywhere). */
const OUTSIDE_SYSTEMS = ['stripe', 'web-push', 'redis', 'janode'];
/** Verbs a use-case file name may start with; one appearing later in the name is a noun-verb name (`withdrawal-create`). */
const VERBS = new Set(
  'accept add advance answer approve attach authenticate authorize cancel charge close confirm convert create decline delete deliver detach end find flag get give handle join keep leave list mark move open pay post read record register reject release request resolve reverse review save send set start step update upload verify void'.split(
    ' ',
  ),
);
const MAPPER_EXPORT = /^(to[A-Z]\w*Message|from[A-Z]\w*Requests?)$/;

export interface SourceFile {
  /** Relative to the service's src/, with forward slashes. */
  path: string;
  text: string;
}

const isTest = (path: string) => /\.test\.ts$/.test(path);
const baseName = (path: string) => path.split('/').pop()!;
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');

/** The exported value names of a source text (types and interfaces left out). */
function exportedValues(code: string): string[] {
  return [...code.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([\w$]+)/gm)].map((m) => m[1]!);
}

/** Whether a use-case file name puts a verb anywhere but first (noun-verb: `card-detach`, `ledger-get-balances`). */
export function isNounVerbName(fileName: string): boolean {
  const words = fileName.replace(/\.ts$/, '').split('-');
  return words.slice(1).some((word) => VERBS.has(word)) && !VERBS.has(words[0]!);
}

/** What in one service's src/ does not follow the template: `<file>: <problem>` each. */
export function templateProblems(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  const folders = new Set(files.filter((f) => f.path.includes('/')).map((f) => f.path.split('/')[0]!));
  for (const folder of REQUIRED_FOLDERS) if (!folders.has(folder)) problems.push(`${folder}/: missing (every service has ${REQUIRED_FOLDERS.join(', ')})`);
  for (const { path, text } of files) {
    const [top, ...rest] = path.split('/');
    const name = baseName(path);
    const code = withoutComments(text);
    if (rest.length === 0) {
      // A test sits beside what it tests: config.test.ts beside config.ts.
      if (!ENTRY_FILES.has(path.replace(/\.test\.ts$/, '.ts')))
        problems.push(
          `${path}: only ${[...ENTRY_FILES].join(', ')} (and their tests) sit at src/; gRPC servers and mappers go in grpc/, the rest in its folder`,
        );
      continue;
    }
    if (![...REQUIRED_FOLDERS, ...OPTIONAL_FOLDERS].includes(top!))
      problems.push(`${path}: ${top}/ is not a template folder (${[...REQUIRED_FOLDERS, ...OPTIONAL_FOLDERS].join(', ')})`);
    if (isTest(path)) continue;
    const servesGrpc = /\bAsyncHandlers</.test(code) && /^export\s+function\s+\w+Handlers\b/m.test(code);
    if (servesGrpc && !(top === 'grpc' && /^(server|[\w-]+-server)\.ts$/.test(name)))
      problems.push(`${path}: a gRPC server lives in grpc/ as server.ts or <name>-server.ts`);
    if (top === 'grpc') {
      if (rest.length > 1) problems.push(`${path}: grpc/ has no subfolders`);
      else if (!/^(server|[\w-]+-server|[\w-]+-messages)\.ts$/.test(name))
        problems.push(`${path}: grpc/ holds servers (*-server.ts) and proto mappers (*-messages.ts) only`);
      if (name.endsWith('-messages.ts')) {
        for (const exported of exportedValues(code)) {
          if (!MAPPER_EXPORT.test(exported))
            problems.push(`${path}: mapper export ${exported} should be to<Name>Message or from<Name>Request (one function per message)`);
        }
      }
    } else {
      if (/-(view|requests|responses)\.ts$/.test(name)) problems.push(`${path}: proto mappers live in grpc/ as <topic>-messages.ts`);
      const mappers = exportedValues(code).filter((n) => MAPPER_EXPORT.test(n));
      if (mappers.length > 0 && /from '@helpwire\/proto'/.test(code))
        problems.push(`${path}: proto mapper ${mappers.join(', ')} belongs in grpc/<topic>-messages.ts`);
    }
    if (top !== 'events' && /(?<![\w$.])emit(Many)?\(/.test(code))
      problems.push(`${path}: emits an event; publishers live in events/ (name the fact: emitContactReceived(tx, …))`);
    if (top !== 'events' && /(?<![\w$.])(eventConsumer\(|consume\(\s*\w+Events\.)/.test(code))
      problems.push(`${path}: consumes events; consumers live in events/`);
    if (top === 'use-cases' && isNounVerbName(name)) problems.push(`${path}: use-case files are named verb-noun (create-withdrawal.ts), not noun-verb`);
    if (top !== 'adapters') {
      for (const lib of OUTSIDE_SYSTEMS) {
        if (new RegExp(`^import\\s+(?!type\\s)[^;]*from\\s+'${lib}'`, 'm').test(code))
          problems.push(`${path}: imports ${lib}; outside systems are reached from adapters/ (behind a port)`);
      }
    }
  }
  if (!files.some((f) => f.path === 'store/schema.ts')) problems.push('store/schema.ts: missing (the service’s tables, one schema per service)');
  return problems;
}

function sourcesOf(dir: string): SourceFile[] {
  const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  return walk(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ path: relative(dir, f).split('\\').join('/'), text: readFileSync(f, 'utf8') }));
}

/** The gRPC services (package.json helpwire.kind "grpc"): the gateway is an HTTP edge with its own layout. */
function grpcServices(): string[] {
  return readdirSync(join(root, 'services')).filter((name) => {
    try {
      const manifest = JSON.parse(readFileSync(join(root, 'services', name, 'package.json'), 'utf8')) as { helpwire?: { kind?: string } };
      return manifest.helpwire?.kind === 'grpc';
    } catch {
      return false;
    }
  });
}

describe('every gRPC service follows the one template (decision 0043)', () => {
  const services = grpcServices();

  it('finds the gRPC services', () => {
    expect(services).toEqual(expect.arrayContaining(['auth', 'call', 'content', 'matching', 'notification', 'payment']));
  });

  it.each(services)('services/%s/src follows the template', (service) => {
    const problems = templateProblems(sourcesOf(join(root, 'services', service, 'src'))).map((p) => `services/${service}/src/${p}`);
    expect(problems).toEqual([]);
  });

  it("the generator's skeleton writes the template", () => {
    const skeleton = readFileSync(join(root, 'scripts', 'new-service', 'skeleton.mjs'), 'utf8');
    const paths = [...skeleton.matchAll(/`\$\{dir\}\/src\/([^`]+\.ts)`/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(5);
    const files = paths.map((path) => ({ path, text: '' }));
    expect(templateProblems(files)).toEqual([]);
  });

  it('names the file of each kind of drift', () => {
    const base: SourceFile[] = ['grpc/server.ts', 'domain/rule.ts', 'use-cases/create-thing.ts', 'store/schema.ts', 'events/thing-events.ts'].map((path) => ({
      path,
      text: '',
    }));
    expect(templateProblems(base)).toEqual([]);
    const drift: SourceFile[] = [
      { path: 'extra-server.ts', text: 'export function extraHandlers(): AsyncHandlers<X> { return {}; }\n' },
      { path: 'call-view.ts', text: "import { call } from '@helpwire/proto';\nexport function toCallMessage() {}\n" },
      { path: 'grpc/ledger-messages.ts', text: 'export const toProto = {};\n' },
      { path: 'use-cases/withdrawal-create.ts', text: '' },
      { path: 'store/card-store.ts', text: 'await emit(tx, PaymentEvents.defaultCardChanged, {});\n' },
      { path: 'providers/stripe-client.ts', text: "import Stripe from 'stripe';\n" },
      { path: 'use-cases/listen-calls.ts', text: 'const consumer = eventConsumer({ bus, db });\n' },
    ];
    expect(templateProblems([])).toEqual(expect.arrayContaining(['grpc/: missing (every service has grpc, domain, use-cases, store)']));
    const problems = templateProblems([...base, ...drift]);
    for (const path of [
      'extra-server.ts',
      'call-view.ts',
      'grpc/ledger-messages.ts',
      'use-cases/withdrawal-create.ts',
      'store/card-store.ts',
      'providers/stripe-client.ts',
      'use-cases/listen-calls.ts',
    ]) {
      expect(problems.some((p) => p.startsWith(`${path}:`))).toBe(true);
    }
    expect(problems.filter((p) => p.startsWith('providers/stripe-client.ts:'))).toHaveLength(2);
  });

  it('tells verb-noun from noun-verb use-case names', () => {
    expect(['create-withdrawal.ts', 'charge-call-ended.ts', 'helper-analytics.ts', 'passwords.ts', 'call-history.ts'].map(isNounVerbName)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['withdrawal-create.ts', 'card-detach.ts', 'ledger-get-balances.ts', 'tab-pay.ts'].map(isNounVerbName)).toEqual([true, true, true, true]);
  });
});
