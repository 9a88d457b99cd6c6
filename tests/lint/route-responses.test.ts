import { catalogueEntries } from '@helpwire/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';

const root = join(__dirname, '..', '..');

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Where inside `schema` a part accepts anything (z.unknown(), z.any()): "(data)", "user", "items[].idCard" … */
function looseParts(schema: z.ZodType, path = '(data)', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  if (def.type === 'unknown' || def.type === 'any') return [path];
  const at = (child: unknown, suffix: string) => (child ? looseParts(child as z.ZodType, path === '(data)' ? suffix : `${path}.${suffix}`, seen) : []);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => at(child, key));
    case 'array':
      return at(def.element, '[]');
    case 'record':
      return at(def.valueType, '{}');
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => looseParts(option, path, seen));
    case 'intersection':
      return [...looseParts(def.left as z.ZodType, path, seen), ...looseParts(def.right as z.ZodType, path, seen)];
    case 'lazy':
      return looseParts((def.getter as () => z.ZodType)(), path, seen);
    case 'pipe':
      return looseParts(def.out as z.ZodType, path, seen);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return looseParts(def.innerType as z.ZodType, path, seen);
    default:
      return [];
  }
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('route responses are typed (issue 9, point 6)', () => {
  it('finds the loose parts it looks for (the check can fail)', () => {
    expect(looseParts(z.object({ token: z.string(), user: z.unknown() }))).toEqual(['user']);
    expect(looseParts(z.array(z.object({ files: z.array(z.any()).nullable() })))).toEqual(['[].files.[]']);
    expect(looseParts(z.object({ id: z.string(), tags: z.array(z.string()) }))).toEqual([]);
  });

  it('no catalogue route answers a z.unknown() or z.any() anywhere in its data', () => {
    const loose = catalogueEntries().flatMap(({ name, contract }) => looseParts(contract.response).map((part) => `${name}: ${part}`));
    expect(loose).toEqual([]);
  });

  it('no gateway route file or contract writes z.unknown() or z.any() (a response must say its shape)', () => {
    const files = [...sources(join(root, 'services/gateway/src/routes')), ...sources(join(root, 'packages/contracts/src'))];
    const offenders = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/z\.(unknown|any)\(\)/g)].map((match) => `${relative(root, file)}:${text.slice(0, match.index).split('\n').length} ${match[0]}`);
    });
    expect(offenders).toEqual([]);
  });
});
