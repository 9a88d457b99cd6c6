import { defineConfig } from 'drizzle-kit';

/** The sandbox card provider's schema (decision 0044): its own migrations, run only when the sandbox is in use. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/adapters/sandbox/sandbox-schema.ts',
  out: './migrations-sandbox',
  schemaFilter: ['payment_sandbox'],
});
