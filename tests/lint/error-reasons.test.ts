import { ERROR_CODES } from '@helpwire/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');

/** Reason arguments that pass a reason through instead of naming one (the kit's own plumbing). */
const FORWARDED = new Set(['reason', 'reasonsOf(error, code)', 'TAKEN_REASON[field]', "errors.flatMap((e) => e.messages.map((_, i) => e.reasons[i] ?? e.reason))"]);

/** Where the reason goes: the last argument of `new AppError(kind, message, reason)`, the second of the helpers. */
const CALLS: { pattern: RegExp; reasonAt: number }[] = [
  { pattern: /new AppError\(/g, reasonAt: 2 },
  { pattern: /AppError\.(?:invalid|notFound)\(/g, reasonAt: 1 },
];

/** The top-level arguments of the call whose "(" ends at `start` (strings and nesting respected). */
function argumentsAt(source: string, start: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (let i = start; i < source.length; i++) {
    const ch = source[i]!;
    if (quote) {
      current += ch;
      if (ch === '\\') current += source[++i] ?? '';
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) {
      if (depth === 0) {
        if (current.trim()) args.push(current.trim());
        return args;
      }
      depth--;
    }
    if (ch === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
    } else current += ch;
  }
  return args;
}

/** Every AppError construction in `source` that names no reason, or one missing from the catalogue. */
function unreasonedErrors(source: string): string[] {
  const known = new Set<string>(ERROR_CODES);
  const problems: string[] = [];
  for (const { pattern, reasonAt } of CALLS) {
    for (const match of source.matchAll(pattern)) {
      const args = argumentsAt(source, match.index + match[0].length);
      const call = `${match[0]}${args.join(', ')})`;
      const reason = args[reasonAt];
      if (!reason) {
        problems.push(`${call}: no reason code`);
        continue;
      }
      const literals = [...reason.matchAll(/'([A-Za-z_]+)'/g)].map((m) => m[1]!);
      if (literals.length === 0 && !FORWARDED.has(reason)) problems.push(`${call}: the reason is not a catalogue literal`);
      for (const literal of literals) if (!known.has(literal)) problems.push(`${call}: ${literal} is not in the catalogue (packages/contracts/src/error-codes)`);
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('every AppError the services and the gateway raise names a reason code from the catalogue', () => {
  it('finds a construction without a reason, and a reason the catalogue lacks', () => {
    expect(unreasonedErrors("throw new AppError('NOT_FOUND', 'Category not found');")).toHaveLength(1);
    expect(unreasonedErrors("throw AppError.invalid(['a', 'b']);")).toHaveLength(1);
    expect(unreasonedErrors("throw AppError.notFound(text, 'CATEGORY_GONE');")).toEqual([expect.stringContaining('CATEGORY_GONE is not in the catalogue')]);
    expect(unreasonedErrors("throw new AppError('ALREADY_EXISTS', f(a, 'x'), 'AUTH_EMAIL_TAKEN');")).toEqual([]);
  });

  it('holds for every source file under services/', () => {
    const problems = sourceFiles(join(root, 'services')).flatMap((file) => unreasonedErrors(readFileSync(file, 'utf8')).map((p) => `${relative(root, file)}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('names every code once, in UPPER_SNAKE_CASE', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
  });
});
