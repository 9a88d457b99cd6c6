// The baselines, in one process of their own: a bare express hello-world answering JSON, and the
// same query as GET /api/v1/content/findServices answered by bare express straight from PostgreSQL
// (the offerings in the caller's language, in the same envelope), when DATABASE_URL is set.
import express from 'express';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const app = express();
app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});

if (process.env.DATABASE_URL) {
  const { Pool } = require('pg');
  // The content service's pool size.
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const pick = (text, language) => (text[language]?.trim() ? text[language] : text.en);
  app.get('/services', async (req, res) => {
    const first = (req.get('accept-language') ?? '').split(',')[0].split(';')[0].trim().toLowerCase();
    const language = first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
    const { rows } = await pool.query('SELECT id, slug, title, description, icon FROM content.offerings ORDER BY position');
    const data = rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: pick(row.title, language),
      description: pick(row.description, language),
      icon: row.icon,
    }));
    res.json({ statusCode: 200, message: 'Success', data });
  });
}

const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
