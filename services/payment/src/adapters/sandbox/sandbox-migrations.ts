import type { DatabaseHandle } from '@helpwire/service-kit';
import { join } from 'node:path';

/** The sandbox provider's migrations (decision 0044): services/payment/migrations-sandbox. */
export const sandboxMigrationsFolder = join(__dirname, '..', '..', '..', 'migrations-sandbox');

/**
 * Creates (or, on a database made before 0044, moves out of "payment") the sandbox's own tables.
 * Runs before the payment migrations, whose 0007 drops whatever sandbox tables are left in "payment".
 */
export async function migrateSandbox(database: Pick<DatabaseHandle, 'migrate'>): Promise<void> {
  await database.migrate({ folder: sandboxMigrationsFolder, schema: 'payment_sandbox' });
}
