import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../src/app';

/** A migration's statements, as drizzle splits them. */
const statements = (file: string) =>
  readFileSync(join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

/**
 * 0003 (decision 0081): the policies' texts move into their versions. A database migrated before it,
 * with its policies as they were, keeps each text as its version 1, in effect from the day it was
 * last changed, and the policies' rows stay.
 */
describe('the migration to policy versions keeps each policy as its version 1', () => {
  let database: TestDatabase;
  const files = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort();

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('copies the title and sections of every policy, then drops them from the policies', async () => {
    const versions = files.indexOf('0003_policy_versions.sql');
    expect(versions).toBeGreaterThan(0);
    for (const file of files.slice(0, versions)) for (const statement of statements(file)) await database.db.execute(sql.raw(statement));
    const title = { en: 'Privacy Policy', ar: 'سياسة الخصوصية' };
    const sections = [{ heading: { en: 'About', ar: 'حول' }, body: { en: 'What we keep.', ar: 'ما نحفظه.' } }];
    await database.db.execute(
      sql`insert into content.policies (slug, title, sections, updated_at) values ('privacy', ${JSON.stringify(title)}::jsonb, ${JSON.stringify(sections)}::jsonb, '2026-03-04T22:30:00Z')`,
    );

    for (const statement of statements(files[versions]!)) await database.db.execute(sql.raw(statement));

    const rows = (await database.db.execute(
      sql`select slug, version, title, sections, summary, effective_from::text as day, withdrawn_at from content.policy_versions`,
    )) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([
      { slug: 'privacy', version: 1, title, sections, summary: 'The first published version.', day: '2026-03-04', withdrawn_at: null },
    ]);
    const columns = (await database.db.execute(
      sql`select column_name from information_schema.columns where table_schema = 'content' and table_name = 'policies' order by column_name`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((row) => row.column_name)).toEqual(['slug', 'updated_at']);
  });
});
