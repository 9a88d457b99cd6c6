import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/**
 * Use cases call store/ functions; the queries live there (issue 9 point 2, docs/adding-a-service.md).
 * A use case may open a transaction (`db.transaction(...)`) and hand `tx` to the store, nothing more.
 */
const QUERY_CALL =
  /(?<![\w$])(?:db|tx|trx|database|transaction|[A-Za-z_$][\w$]*(?:Db|DB|Tx))\s*\.\s*(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|with|\$count|query\s*\.)/g;
const DRIZZLE_IMPORT = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\w+)\s+from\s+['"](drizzle-orm(?:\/[^'"]*)?)['"]/g;

/** The text with comments blanked out (line breaks kept, so line numbers still match). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** What a use case's source does that belongs in store/: `<line>: <what>` each. */
export function storeWorkIn(source: string): string[] {
  const code = withoutComments(source);
  const found: { line: number; what: string }[] = [];
  for (const match of code.matchAll(DRIZZLE_IMPORT)) {
    const [, typeOnly, names, module] = match;
    const values = names!.startsWith('{')
      ? names!
          .slice(1, -1)
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
      : [names!];
    if (!typeOnly && values.length > 0)
      found.push({ line: lineOf(code, match.index), what: `imports ${values.join(', ')} from ${module} (query building belongs in store/)` });
  }
  for (const match of code.matchAll(QUERY_CALL)) {
    found.push({ line: lineOf(code, match.index), what: `calls the query builder directly (${match[0].replace(/\s+/g, '')}): move it to a store/ function` });
  }
  return found.sort((a, b) => a.line - b.line).map(({ line, what }) => `${line}: ${what}`);
}

/** Every use-case source (tests excepted) under `base`/services/<service>/src/use-cases, as repository paths. */
function useCaseFiles(base: string): string[] {
  const services = readdirSync(join(base, 'services'), { withFileTypes: true }).filter((d) => d.isDirectory());
  return services.flatMap((service) => {
    const dir = join('services', service.name, 'src', 'use-cases');
    let entries: string[];
    try {
      entries = readdirSync(join(base, dir), { recursive: true }) as string[];
    } catch {
      return [];
    }
    return entries.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => join(dir, f));
  });
}

/** `path:line: what` for every use case under `base` that does store work. */
export function useCaseSqlFindings(base: string): string[] {
  return useCaseFiles(base).flatMap((file) => storeWorkIn(readFileSync(join(base, file), 'utf8')).map((finding) => `${file}:${finding}`));
}

describe('use cases hold no SQL: queries and writes are store/ functions', () => {
  it('no use case of any service imports drizzle-orm or calls the query builder', () => {
    const files = useCaseFiles(root);
    expect(files.filter((f) => f.startsWith('services/auth/')).length).toBeGreaterThan(10);
    expect(files.some((f) => f.startsWith('services/content/'))).toBe(true);
    expect(useCaseSqlFindings(root)).toEqual([]);
  });

  it('names the line of a query built across lines, a raw statement and a drizzle import', () => {
    const source = [
      "import { and, eq, sql } from 'drizzle-orm';",
      "import type { SQL } from 'drizzle-orm';",
      "import { findAccountById } from '../store/account-queries';",
      'export async function bad(deps: Deps, id: string) {',
      '  const rows = await deps.db',
      '    .select()',
      '    .from(accounts);',
      '  await deps.db.transaction(async (tx) => {',
      '    await tx.execute(sql`select 1`);',
      '    await tx.update(accounts).set({ firstName: "x" });',
      '  });',
      '  await this.authDb.insert(accounts).values(row);',
      '  return f.database.db.query.accounts.findFirst();',
      '}',
    ].join('\n');
    expect(storeWorkIn(source)).toEqual([
      '1: imports and, eq, sql from drizzle-orm (query building belongs in store/)',
      '5: calls the query builder directly (db.select): move it to a store/ function',
      '9: calls the query builder directly (tx.execute): move it to a store/ function',
      '10: calls the query builder directly (tx.update): move it to a store/ function',
      '12: calls the query builder directly (authDb.insert): move it to a store/ function',
      '13: calls the query builder directly (db.query.): move it to a store/ function',
    ]);
  });

  it('lets a use case open a transaction, pass it to the store, import drizzle types and mention queries in comments', () => {
    const source = [
      "import type { SQL } from 'drizzle-orm';",
      "import { type InferSelectModel } from 'drizzle-orm';",
      '/** Unlike db.select(), this reads through the store. */',
      'export async function good(deps: Deps, ctx: CallContext) {',
      '  // tx.update(accounts) would be wrong here',
      '  await deps.db.transaction(async (tx) => insertAccountWithRole(tx, account, "USER"));',
      '  const selected = ctx.select ?? items.delete(key);',
      '  return findAccountById(deps.db, ctx.identity.userId);',
      '}',
    ].join('\n');
    expect(storeWorkIn(source)).toEqual([]);
  });

  it('fails on a planted use case in a service tree, naming file and line, and ignores tests beside it', () => {
    const base = mkdtempSync(join(tmpdir(), 'use-case-sql-'));
    try {
      const dir = join(base, 'services', 'probe', 'src', 'use-cases');
      mkdirSync(dir, { recursive: true });
      mkdirSync(join(base, 'services', 'probe', 'src', 'store'), { recursive: true });
      writeFileSync(
        join(dir, 'planted.ts'),
        "import type { Deps } from './deps';\n\nexport async function planted(deps: Deps) {\n  return deps.db.delete(things);\n}\n",
      );
      writeFileSync(join(dir, 'planted.test.ts'), "import { eq } from 'drizzle-orm';\nawait f.database.db.select().from(things).where(eq(things.id, id));\n");
      writeFileSync(
        join(base, 'services', 'probe', 'src', 'store', 'thing-writes.ts'),
        "import { sql } from 'drizzle-orm';\nexport const remove = (db: Database) => db.delete(things);\n",
      );
      expect(useCaseSqlFindings(base)).toEqual([
        `${join('services', 'probe', 'src', 'use-cases', 'planted.ts')}:4: calls the query builder directly (db.delete): move it to a store/ function`,
      ]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
