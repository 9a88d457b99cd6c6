import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(__dirname, '..', '..');

/** README.md and every Markdown file under docs/. */
function documents(): string[] {
  const found = [join(root, 'README.md')];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk(join(root, 'docs'));
  return found;
}

/** Relative Markdown link targets of a document (no web addresses, no in-page anchors). */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!.split('#')[0]!).filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

describe('documents link only inside the repository', () => {
  it.each(documents().map((path) => [relative(root, path), path]))('%s', (_name, path) => {
    const text = readFileSync(path, 'utf8');
    const broken = linkTargets(text).filter((target) => {
      const absolute = resolve(dirname(path), target);
      return relative(root, absolute).startsWith('..') || !existsSync(absolute);
    });
    const outside = [...text.matchAll(/`(\.\.\/[^`\s]+)`/g)]
      .map((match) => match[1]!)
      .filter((target) => relative(root, resolve(dirname(path), target)).startsWith('..'));
    expect({ broken, outside }).toEqual({ broken: [], outside: [] });
  });
});
