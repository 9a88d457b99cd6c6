import { createTestDatabase, type TestDatabase } from '@helpwire/service-kit/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { migrationsFolder } from '../app';
import { contextFor } from '../../test/card-fixture';
import { listStoragePlans } from './list-storage-plans';

describe('the recording storage plans (issue 25)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.migrate({ folder: migrationsFolder, schema: 'payment' });
  });
  afterAll(() => database.drop());

  const inLanguage = (language: string) => ({ ...contextFor(randomUUID()), identity: { ...contextFor(randomUUID()).identity, language } });

  it('offers the free plan (the 1 GiB every account had) and two monthly plans, cheapest first, prices in cents', async () => {
    const { plans } = await listStoragePlans({ db: database.db }, inLanguage('en'));
    expect(plans.map((p) => [p.id, p.name, p.storageBytes, p.retentionDays, p.price?.amountMinor, p.price?.currency])).toEqual([
      ['free', 'Free', String(1024 ** 3), 90, '0', 'USD'],
      ['plus', 'Plus', String(10 * 1024 ** 3), 365, '499', 'USD'],
      ['pro', 'Pro', String(50 * 1024 ** 3), 730, '1299', 'USD'],
    ]);
    expect(plans.every((p) => p.interval === 1 && p.summary.length > 0)).toBe(true);
  });

  it('names them in Arabic for an Arabic reader', async () => {
    const { plans } = await listStoragePlans({ db: database.db }, inLanguage('ar'));
    expect(plans.map((p) => p.name)).toEqual(['مجاني', 'بلس', 'برو']);
  });

  it('leaves out a plan taken off sale, and the database refuses a negative price', async () => {
    await database.db.execute(sql`update payment.storage_plans set on_sale = false where id = 'pro'`);
    expect((await listStoragePlans({ db: database.db }, inLanguage('en'))).plans.map((p) => p.id)).toEqual(['free', 'plus']);
    await expect(database.db.execute(sql`update payment.storage_plans set price_minor = -1 where id = 'plus'`)).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'storage_plans_price_not_negative' }),
    });
  });
});
