import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const folder = join(root, 'docs', 'decisions');
const SECTIONS = ['Status', 'Context', 'Decision', 'Consequences'];
/** Each line of a Status: Accepted, Superseded by NNNN, Amended by NNNN, Supersedes NNNN or Amends NNNN, then any detail. */
const STATUS = /^(Accepted|Superseded by \d{4}|Supersedes \d{4}|Amended by \d{4}|Amends \d{4})\b/;

const records = readdirSync(folder)
  .filter((name) => name.endsWith('.md'))
  .sort();

/** The level-2 headings of a record, in order (fenced code blocks skipped). */
function headings(text: string): string[] {
  let fenced = false;
  return text.split('\n').flatMap((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    return !fenced && line.startsWith('## ') ? [line.slice(3).trim()] : [];
  });
}

/** The lines under a `## name` heading, up to the next level-2 heading. */
function section(text: string, name: string): string {
  const lines = text.split('\n');
  const start = lines.indexOf(`## ${name}`);
  if (start < 0) return '';
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

describe('decision records', () => {
  it('are named NNNN-title.md with unique numbers', () => {
    const numbers = records.map((name) => /^(\d{4})-[a-z0-9-]+\.md$/.exec(name)?.[1] ?? `bad name: ${name}`);
    expect(numbers.filter((n) => n.startsWith('bad'))).toEqual([]);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(records)('%s has exactly Status, Context, Decision, Consequences, in that order, none empty', (name) => {
    const text = readFileSync(join(folder, name), 'utf8');
    expect(headings(text)).toEqual(SECTIONS);
    expect(SECTIONS.filter((heading) => section(text, heading) === '')).toEqual([]);
  });

  it.each(records)('%s says in its Status whether it stands, and every decision it names exists', (name) => {
    const text = readFileSync(join(folder, name), 'utf8');
    const status = section(text, 'Status');
    const lines = status.split('\n').filter((line) => line.trim() !== '');
    expect(lines.filter((line) => !STATUS.test(line.replace(/^- /, '')))).toEqual([]);
    const named = [...status.matchAll(/\b(00\d\d)\b/g)].map((match) => match[1]!);
    const missing = named.filter((n) => !records.some((record) => record.startsWith(`${n}-`)));
    expect(missing).toEqual([]);
  });

  it('point both ways: a record superseded or amended by another is named by that one', () => {
    const texts = Object.fromEntries(records.map((name) => [name.slice(0, 4), readFileSync(join(folder, name), 'utf8')]));
    const oneWay = Object.entries(texts).flatMap(([number, text]) =>
      [...section(text, 'Status').matchAll(/(?:Superseded|Amended) by (\d{4})/g)]
        .map((match) => match[1]!)
        .filter(
          (later) =>
            !section(texts[later] ?? '', 'Status').includes(`Amends ${number}`) && !section(texts[later] ?? '', 'Status').includes(`Supersedes ${number}`),
        )
        .map((later) => `${number} names ${later}, which does not name it back`),
    );
    expect(oneWay).toEqual([]);
  });
});
